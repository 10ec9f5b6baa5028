import { AssignRoleBody } from '../../../../shared/schemas/roles';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { listOf, pageArray, listQuery } from '../../../platform/http/list';
import { assignRole, ensureCanGrantRoles, ORG_ADMIN_ROLE_ID, removeRole, resolveRole, rolesOfUsers, RoleSummaryView, summarize } from '../../roles';
import { UserParams, UserRoleParams } from '../schema';
import { ensureAnotherActiveAdmin, findUser } from '../services/users';

const ROLES = permission('roles.manage');

/** /admin/users/{userId}/roles: who holds which role. */
export function userRoleRoutes(): ApiRouter {
  return new ApiRouter('Roles')
    .get('/admin/users/{userId}/roles', { summary: 'Roles of a user', access: ROLES, params: UserParams, query: listQuery(['name']), response: listOf(RoleSummaryView) }, async ({ params, query }) => {
      const user = await findUser(params.userId);
      const roles = (await rolesOfUsers([user.id])).get(user.id) ?? [];
      if (query.sort === '-name') roles.reverse();
      return pageArray(roles, query);
    })
    .post(
      '/admin/users/{userId}/roles',
      { summary: 'Assign a role to a user (answers the role assigned)', access: ROLES, params: UserParams, body: AssignRoleBody, status: 201, response: RoleSummaryView },
      async ({ params, body }) => {
        const user = await findUser(params.userId);
        const role = await resolveRole(body);
        await ensureCanGrantRoles([role]);
        await assignRole(user.id, role);
        return summarize(role);
      },
    )
    .delete(
      '/admin/users/{userId}/roles/{roleId}',
      { summary: 'Remove a role from a user (effective on their next request)', access: ROLES, params: UserRoleParams, status: 204 },
      async ({ params }) => {
        const user = await findUser(params.userId);
        if (params.roleId === ORG_ADMIN_ROLE_ID && user.active) await ensureAnotherActiveAdmin(user.id);
        await removeRole(user.id, params.roleId);
      },
    );
}
