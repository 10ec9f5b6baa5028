import { OperatorLoginBody } from '../../../shared/schemas/auth';
import { CreateTenantBody } from '../../../shared/schemas/tenants';
import { PUBLIC, permission } from '../../platform/http/requirements';
import { ApiRouter } from '../../platform/http/api-router';
import { envelope, listOf } from '../../platform/http/list';
import type { AppContainer } from '../../platform/modules';
import { addSessionRoutes, TokenAccessControl, checkCredentials, completeLogin, LoginResponseView, publicBaseUrl, sessionMeta, withRetryAfter } from '../identity';
import { Operator } from './models/operator';
import { CreatedTenantView, TenantListQuery, TenantParams, TenantView } from './schema';
import { port } from '../../platform/modules';
import { createTenant, findTenant, presentTenant } from './services/tenants';

/** /admin-platform/auth/*: operators' login and session. */
export function operatorAuthRoutes(deps: AppContainer): ApiRouter {
  const router = new ApiRouter('Operator authentication').post(
    '/admin-platform/auth/login',
    {
      summary: 'Log in to the operator space',
      description: 'Same answers as /auth/login: 401 INVALID_CREDENTIALS for any wrong credential, 429 after repeated failures.',
      access: PUBLIC,
      body: OperatorLoginBody,
      transaction: false,
      response: LoginResponseView,
    },
    ({ body, req, res, ctx }) =>
      withRetryAfter(res, async () => {
        const meta = sessionMeta(req, ctx);
        const operator = await checkCredentials({ realm: 'operator', tenant: null, email: body.email, password: body.password }, meta, () =>
          Operator.findOne({ where: { email: body.email } }),
        );
        return completeLogin(deps, { realm: 'operator', subjectId: operator.id, tenantId: null }, meta, async () => {
          await operator.update({ lastLoginAt: meta.now });
        });
      }),
  );
  return addSessionRoutes(router, deps, deps.ports.accessControl as TokenAccessControl, 'operator', '/admin-platform/auth');
}

/** /admin-platform/tenants: provisioning and consultation of tenants. */
export function tenantAdminRoutes(deps: AppContainer): ApiRouter {
  return new ApiRouter('Operator: tenants')
    .get('/admin-platform/tenants', { summary: 'Tenants (filter status, plan, q)', access: permission('platform.tenants.read'), query: TenantListQuery, response: listOf(TenantView) }, async ({ query }) => {
      const { rows, count } = await port('tenants').listTenants(query);
      return envelope(rows.map(presentTenant), count, query);
    })
    .post(
      '/admin-platform/tenants',
      {
        summary: 'Create a tenant in trial with its first ORG_ADMIN user',
        description: 'Without planCode the trial licenses every module. Without adminPassword the admin receives an invitation mail.',
        access: permission('platform.tenants.manage'),
        body: CreateTenantBody,
        status: 201,
        response: CreatedTenantView,
      },
      ({ body, req }) => createTenant(deps, body, publicBaseUrl(deps.config, req)),
    )
    .get('/admin-platform/tenants/{tenantId}', { summary: 'One tenant', access: permission('platform.tenants.read'), params: TenantParams, response: TenantView }, async ({ params }) =>
      presentTenant(await findTenant(params.tenantId)),
    );
}
