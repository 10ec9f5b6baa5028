import type { SubscriptionStatus } from '../../../../shared/modules';
import type { TokenRealm } from '../../../platform/auth/access-tokens';
import { Problem } from '../../../platform/http/problem';
import { currentApp } from '../../../platform/tenancy/context';
import { tenantAccounts } from './tenant-accounts';

export interface PrincipalTenant {
  id: string;
  slug: string;
  companyName: string;
  country: string;
  currency: string;
  subscriptionStatus: SubscriptionStatus;
}

export interface PrincipalRole {
  id: string;
  name: string;
  description: string | null;
  systemRole: boolean;
  tenantId: string | null;
}

/** Who the caller is, with their effective permissions: computed once, then cached per version. */
export interface Principal {
  realm: TokenRealm;
  id: string;
  tenantId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  employeeId: string | null;
  active: boolean;
  tenant: PrincipalTenant | null;
  roles: PrincipalRole[];
  permissions: ReadonlySet<string>;
  modules: ReadonlySet<string>;
  /** Sessions (refresh families) revoked while some of their access tokens may still be unexpired. */
  revokedSessions: ReadonlySet<string>;
}

/** How one realm's accounts are loaded, and which access-version scope invalidates them. */
export interface RealmAccounts {
  scope(tenantId: string | null): string;
  /** The account (active or not), or null when it does not exist in that tenant. */
  load(subjectId: string, tenantId: string | null): Promise<Principal | null>;
  passwordHash(subjectId: string, tenantId: string | null): Promise<string | null>;
  setPassword(subjectId: string, tenantId: string | null, hash: string, at: Date): Promise<void>;
}

/**
 * The accounts of a realm: tenant users live in this module; operators come from the module that
 * provides the `operatorAccounts` port (the operator space), absent from an app without it.
 */
export function realmAccounts(realm: TokenRealm): RealmAccounts {
  if (realm === 'tenant') return tenantAccounts;
  const app = currentApp();
  if (!('operatorAccounts' in app.ports)) throw new Problem('UNAUTHENTICATED', 'This server has no operator space');
  return app.ports.operatorAccounts;
}

export function isSuspended(principal: Principal): boolean {
  const status = principal.tenant?.subscriptionStatus;
  return status === 'SUSPENDED' || status === 'TERMINATED';
}
