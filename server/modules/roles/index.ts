import type { Sequelize } from 'sequelize';
import { DEMO_CUSTOM_ROLES } from '../../../shared/permissions';
import { auditable } from '../../platform/audit/auditable';
import { bumpAccessVersionOnChange } from '../../platform/permissions/versions';
import type { ModuleDefinition } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import { migrations } from './migrations';
import { Role } from './models/role';
import { RolePermission } from './models/role-permission';
import { UserRole } from './models/user-role';
import { roleRoutes } from './routes';
import { createRole, setRolePermissions } from './services/roles';

export * from './services/grants';
export * from './services/assignments';
export { ensureCanGrant, ensureCanGrantRoles } from './services/escalation';
export { findVisibleRole, listRoles, presentRoles, type RoleView } from './services/roles';
export { SYSTEM_ROLE_IDS, systemRoleName } from './system-roles';
export { RoleSummaryView } from './schema';

function initModels(sequelize: Sequelize): void {
  Role.initModel(sequelize);
  RolePermission.initModel(sequelize);
  UserRole.initModel(sequelize);
  UserRole.belongsTo(Role, { as: 'role', foreignKey: 'roleId' });
  Role.hasMany(UserRole, { as: 'assignments', foreignKey: 'roleId' });

  // Any change to who holds what invalidates cached effective permissions, in every process.
  bumpAccessVersionOnChange(Role, (r) => r.tenantId ?? null, ['name']);
  bumpAccessVersionOnChange(RolePermission, (r) => r.tenantId);
  bumpAccessVersionOnChange(UserRole, (r) => r.tenantId);

  auditable(Role, { entityType: 'ROLE', readPermission: 'roles.manage' });
  auditable(UserRole, {
    entityType: 'USER',
    readPermission: 'users.manage',
    entityId: (a) => a.userId,
    ignore: ['userId'],
    actions: { create: 'ROLE_ASSIGNED', destroy: 'ROLE_REMOVED' },
  });
}

/** Roles and permissions: system roles, custom roles per tenant, role assignments. */
export const rolesModule: ModuleDefinition = {
  // The id keys this module's applied migrations in existing databases: it keeps its first name.
  id: 'access',
  contributes: {
    migrations,
    models: initModels,
    routes: () => roleRoutes(),
    permissions: ['roles.manage'],
    async seed(ctx) {
      if (!ctx.demoTenantId) return;
      await asTenant(ctx.demoTenantId, async () => {
        for (const role of DEMO_CUSTOM_ROLES) {
          const created = await createRole({ name: role.name, description: role.description });
          await setRolePermissions(created.id, role.permissions);
        }
      });
    },
  },
};
