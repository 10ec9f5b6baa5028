import type { LicenseNoticeView } from '../../../../shared/schemas/license';
import type { Realm } from './realm';

export interface MeUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  tenantId?: string | null;
  employeeId?: string | null;
  /** Language of the mails the user receives (tenant users). */
  locale?: string;
}

export interface MeTenant {
  id: string;
  slug?: string;
  companyName?: string;
  country?: string;
  currency?: string;
}

/** The caller as `GET /auth/me` describes them: who, which roles, what they may do. */
export interface Me {
  realm: Realm;
  user: MeUser;
  roles: string[];
  permissions: ReadonlySet<string>;
  modules: ReadonlySet<string>;
  tenant: MeTenant | null;
  /** On-premise only: the installation's license (absent in the SaaS). */
  license?: LicenseNoticeView;
}

/** The wire shape of `/auth/me` (roles may come as names or as role records). */
export interface MeResponse {
  user: MeUser;
  roles?: (string | { name: string })[];
  permissions?: string[];
  modules?: string[];
  tenant?: MeTenant | null;
  license?: LicenseNoticeView;
}

export function toMe(raw: MeResponse, realm: Realm): Me {
  return {
    realm,
    user: raw.user,
    roles: (raw.roles ?? []).map((role) => (typeof role === 'string' ? role : role.name)),
    permissions: new Set(raw.permissions ?? []),
    modules: new Set(raw.modules ?? []),
    tenant: raw.tenant ?? null,
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
