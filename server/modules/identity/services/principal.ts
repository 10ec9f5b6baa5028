import type { SubscriptionStatus } from '../../../../shared/modules';
import type { TokenRealm } from '../../../platform/auth/access-tokens';

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

const realms = new Map<TokenRealm, RealmAccounts>();

export function registerRealm(realm: TokenRealm, accounts: RealmAccounts): void {
  realms.set(realm, accounts);
}

export function realmAccounts(realm: TokenRealm): RealmAccounts {
  const accounts = realms.get(realm);
  if (!accounts) throw new Error(`No accounts registered for realm ${realm}`);
  return accounts;
}

export function isSuspended(principal: Principal): boolean {
  const status = principal.tenant?.subscriptionStatus;
  return status === 'SUSPENDED' || status === 'TERMINATED';
}
