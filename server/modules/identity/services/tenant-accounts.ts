import { ONPREM_ADMIN_PERMISSIONS } from '../../../../shared/permissions';
import { effectivePermissions } from '../../../platform/permissions/effective';
import { GLOBAL_SCOPE } from '../../../platform/permissions/versions';
import { asTenant, currentApp, now } from '../../../platform/tenancy/context';
import { grantsOfUser, ORG_ADMIN_ROLE_ID, type RoleSummary } from '../../roles';
import { port } from '../../../platform/modules';
import { User } from '../models/user';
import { recentlyRevokedSessions } from './sessions';
import type { Principal, RealmAccounts } from './principal';

/** On-premise, the company's administrators also hold the installation's license permissions. */
function withInstallationPermissions(permissions: Set<string>, roles: readonly RoleSummary[]): Set<string> {
  if (currentApp().config.APP_PROFILE !== 'onprem' || !roles.some((r) => r.id === ORG_ADMIN_ROLE_ID)) return permissions;
  for (const code of ONPREM_ADMIN_PERMISSIONS) permissions.add(code);
  return permissions;
}

/** Tenant users: their tenant is the access-version scope; permissions are licensed-module bound. */
export const tenantAccounts: RealmAccounts = {
  scope: (tenantId) => tenantId ?? GLOBAL_SCOPE,
  async load(subjectId, tenantId) {
    if (!tenantId) return null;
    const tenant = await port('tenants').findTenantById(tenantId);
    if (!tenant) return null;
    return asTenant(tenantId, async (): Promise<Principal | null> => {
      const user = await User.findByPk(subjectId);
      if (!user) return null;
      const { roles, granted } = await grantsOfUser(user.id);
      const modules = new Set<string>(tenant.licensedModules);
      return {
        realm: 'tenant',
        id: user.id,
        tenantId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: user.locale,
        employeeId: user.employeeId ?? null,
        active: user.active,
        tenant: {
          id: tenant.id,
          slug: tenant.slug,
          companyName: tenant.companyName,
          country: tenant.country,
          currency: tenant.currency,
          subscriptionStatus: tenant.subscriptionStatus,
        },
        roles,
        permissions: withInstallationPermissions(effectivePermissions(granted, modules, 'tenant'), roles),
        modules,
        revokedSessions: await recentlyRevokedSessions('tenant', user.id, now()),
      };
    });
  },
  async passwordHash(subjectId, tenantId) {
    if (!tenantId) return null;
    const user = await asTenant(tenantId, () => User.findByPk(subjectId));
    return user?.passwordHash ?? null;
  },
  async setPassword(subjectId, tenantId, hash, at) {
    if (!tenantId) return;
    await asTenant(tenantId, async () => {
      await User.update({ passwordHash: hash, passwordChangedAt: at }, { where: { id: subjectId } });
    });
  },
};
