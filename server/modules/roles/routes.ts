import { PERMISSIONS, withImplied } from '../../../shared/permissions';
import { CreateRoleBody, RolePermissionsBody, UpdateRoleBody } from '../../../shared/schemas/roles';
import { permission } from '../../platform/http/requirements';
import { ApiRouter } from '../../platform/http/api-router';
import { envelope, listOf, pageArray } from '../../platform/http/list';
import { ensureCanGrant } from './services/escalation';
import { PermissionView, RoleListQuery, RoleParams, RolePermissionsView, RoleView } from './schema';
import { createRole, deleteRole, findVisibleRole, listRoles, presentRoles, rolePermissions, setRolePermissions, updateRole } from './services/roles';

const ROLES = permission('roles.manage');

async function present(id: string) {
  return (await presentRoles([await findVisibleRole(id)]))[0];
}

/** /admin/roles…: system roles (read-only) and the tenant's custom roles. */
export function roleRoutes(): ApiRouter {
  return new ApiRouter('Roles')
    .get(
      '/admin/roles/permissions/all',
      { summary: 'Permission catalog (tenant permissions, with module and labels)', access: ROLES, response: listOf(PermissionView) },
      () => {
        const items = PERMISSIONS.filter((d) => d.realms.includes('tenant')).map(({ code, module, labelFr, labelEn }) => ({ code, module, labelFr, labelEn }));
        return envelope(items, items.length, { page: 1, pageSize: items.length });
      },
    )
    .get('/admin/roles', { summary: 'Roles of the tenant plus system roles', access: ROLES, query: RoleListQuery, response: listOf(RoleView) }, async ({ query }) => {
      const roles = await listRoles({ systemRole: query.systemRole });
      if (query.sort) {
        const direction = query.sort.startsWith('-') ? -1 : 1;
        roles.sort((a, b) => direction * a.name.localeCompare(b.name));
      }
      return pageArray(roles, query);
    })
    .post('/admin/roles', { summary: 'Create a custom role (no permission yet)', access: ROLES, body: CreateRoleBody, status: 201, response: RoleView }, async ({ body }) => {
      const role = await createRole(body);
      return (await presentRoles([role]))[0];
    })
    .get('/admin/roles/{roleId}', { summary: 'One role', access: ROLES, params: RoleParams, response: RoleView }, ({ params }) => present(params.roleId))
    .put(
      '/admin/roles/{roleId}',
      { summary: 'Rename or describe a custom role (refused for system roles)', access: ROLES, params: RoleParams, body: UpdateRoleBody, response: RoleView },
      async ({ params, body }) => {
        await updateRole(params.roleId, body);
        return present(params.roleId);
      },
    )
    .delete(
      '/admin/roles/{roleId}',
      { summary: 'Delete a custom role (refused for system roles and roles still assigned)', access: ROLES, params: RoleParams, status: 204 },
      async ({ params }) => {
        await deleteRole(params.roleId);
      },
    )
    .get('/admin/roles/{roleId}/permissions', { summary: 'Permission set of a role', access: ROLES, params: RoleParams, response: RolePermissionsView }, async ({ params }) => {
      const { role, permissions } = await rolePermissions(params.roleId);
      return { roleId: role.id, permissions };
    })
    .put(
      '/admin/roles/{roleId}/permissions',
      {
        summary: 'Replace the permission set of a custom role (refused for system roles)',
        description: 'booking.manage brings resource.manage and resource.owner with it.',
        access: ROLES,
        params: RoleParams,
        body: RolePermissionsBody,
        response: RolePermissionsView,
      },
      async ({ params, body }) => {
        const { permissions: current } = await rolePermissions(params.roleId);
        ensureCanGrant(withImplied(body.permissions).filter((code) => !current.includes(code)));
        return { roleId: params.roleId, permissions: await setRolePermissions(params.roleId, body.permissions) };
      },
    );
}
