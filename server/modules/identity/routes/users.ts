import { CreateUserBody, UpdateUserBody } from '../../../../shared/schemas/auth';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import type { AppContainer } from '../../../platform/modules';
import { ensureCanGrantRoles, resolveRoles } from '../../roles';
import { IdParams, UserListQuery, UserView } from '../schema';
import { inviteUser } from '../services/invitations';
import { publicBaseUrl } from '../services/request-meta';
import { createUser, findUser, listUsers, presentUser, presentUsers, setActive, updateUser } from '../services/users';

const USERS = permission('users.manage');

/** /admin/users: the tenant's accounts. */
const EMPLOYEE_LINK_RULE =
  'employeeId must name an employee profile of the tenant (otherwise 422 BUSINESS_RULE on employeeId, another tenant\'s profile included) that no other user is linked to (otherwise 409 DUPLICATE); the profile is linked to the user on both sides.';

export function userRoutes(deps: AppContainer): ApiRouter {
  return new ApiRouter('Users')
    .get('/admin/users', { summary: 'Users of the tenant', access: USERS, query: UserListQuery, response: listOf(UserView) }, async ({ query }) => {
      const { rows, count } = await listUsers(query);
      return envelope(await presentUsers(rows), count, query);
    })
    .post(
      '/admin/users',
      {
        summary: 'Create a user',
        description: `Without a password the user receives an invitation mail with a single-use set-password link. Without roles the user gets EMPLOYEE. ${EMPLOYEE_LINK_RULE}`,
        access: USERS,
        body: CreateUserBody,
        status: 201,
        response: UserView,
      },
      async ({ body, req }) => {
        if (body.roles?.length) await ensureCanGrantRoles(await resolveRoles(body.roles));
        return presentUser(await createUser(deps, body, publicBaseUrl(deps.config, req)));
      },
    )
    .get('/admin/users/{id}', { summary: 'One user', access: USERS, params: IdParams, response: UserView }, async ({ params }) => presentUser(await findUser(params.id)))
    .put(
      '/admin/users/{id}',
      { summary: 'Change a user (active: false deactivates at once)', description: EMPLOYEE_LINK_RULE, access: USERS, params: IdParams, body: UpdateUserBody, response: UserView },
      async ({ params, body }) => presentUser(await updateUser(params.id, body)),
    )
    .post(
      '/admin/users/{id}/deactivate',
      { summary: 'Deactivate a user: their tokens stop working on the next request', access: USERS, params: IdParams, response: UserView },
      async ({ params }) => {
        const user = await findUser(params.id);
        await setActive(user, false);
        return presentUser(user);
      },
    )
    .post('/admin/users/{id}/reactivate', { summary: 'Reactivate a user', access: USERS, params: IdParams, response: UserView }, async ({ params }) => {
      const user = await findUser(params.id);
      await setActive(user, true);
      return presentUser(user);
    })
    .post(
      '/admin/users/{id}/invitation',
      { summary: 'Send a new set-password link (earlier links stop working)', access: USERS, params: IdParams, response: UserView },
      async ({ params, req }) => {
        const user = await findUser(params.id);
        await inviteUser(deps, user, publicBaseUrl(deps.config, req));
        return presentUser(user);
      },
    );
}
