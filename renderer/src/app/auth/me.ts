import type { z } from 'zod';
import type { MeView } from '../../../../shared/views/identity';
import type { Realm } from './realm';

/** The wire shape of `/auth/me` and `/admin-platform/auth/me`. */
export type MeResponse = z.infer<typeof MeView>;
/** The account; `locale` is the language of the mails the user receives. */
export type MeUser = MeResponse['user'];
export type MeTenant = NonNullable<MeResponse['tenant']>;

/** The caller as `GET /auth/me` describes them: who, which roles, what they may do. */
export interface Me {
  realm: Realm;
  user: MeUser;
  roles: string[];
  permissions: ReadonlySet<string>;
  modules: ReadonlySet<string>;
  tenant: MeTenant | null;
  /** On-premise only: the installation's license (absent in the SaaS). */
  license?: MeResponse['license'];
}

export function toMe(raw: MeResponse, realm: Realm): Me {
  return {
    realm,
    user: raw.user,
    roles: raw.roles.map((role) => role.name),
    permissions: new Set(raw.permissions),
    modules: new Set(raw.modules),
    tenant: raw.tenant,
    ...(raw.license ? { license: raw.license } : {}),
  };
}

/** A requirement of a menu entry, a route or a widget: any one of the permissions, the module licensed. */
export interface AccessRule {
  permissions?: readonly string[];
  module?: string;
}

export function allows(me: Me, rule: AccessRule): boolean {
  if (rule.module && !me.modules.has(rule.module)) return false;
  if (rule.permissions && rule.permissions.length > 0)
    return rule.permissions.some((p) => me.permissions.has(p));
  return true;
}

export function displayName(user: MeUser): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || user.email;
}

export function initials(user: MeUser): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (letters || user.email[0] || '?').toUpperCase();
}
