import { z } from 'zod';
import { CreateTenantBody } from '../../../../shared/schemas/tenants';
import { ApplyPlanBody, ReasonBody, TenantSettingsBody } from '../../../../shared/schemas/operator';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { port, type AppContainer } from '../../../platform/modules';
import { publicBaseUrl } from '../../identity';
import { presentTenant } from '../presenter';
import { CreatedTenantView, TenantListQuery, TenantParams, TenantView } from '../schema';
import { findTenant } from '../services/subscription-store';
import { createTenant } from '../services/tenants';
import { applyPlan, extendTrial, forceProvision, reactivateTenant, suspendTenant, updateTenantSettings } from '../services/tenant-lifecycle';

const READ = permission('platform.tenants.read');
const MANAGE_SUBSCRIPTION = permission('platform.subscription.manage');

/** /admin-platform/tenants: provisioning, consultation, settings and the tenant's lifecycle. */
export function tenantAdminRoutes(deps: AppContainer): ApiRouter {
  return new ApiRouter('Operator: tenants')
    .get('/admin-platform/tenants', { summary: 'Tenants (filter status, plan, q)', access: READ, query: TenantListQuery, response: listOf(TenantView) }, async ({ query }) => {
      const { rows, count } = await port('tenants').listTenants(query);
      return envelope(rows.map(presentTenant), count, query);
    })
    .post(
      '/admin-platform/tenants',
      {
        summary: 'Create a tenant in trial with its first ORG_ADMIN user',
        description: 'Without planCode the trial licenses every module; with one, the modules of that active plan. Without adminPassword the admin receives an invitation mail.',
        access: permission('platform.tenants.manage'),
        body: CreateTenantBody,
        status: 201,
        response: CreatedTenantView,
      },
      ({ body, req }) => createTenant(deps, body, publicBaseUrl(deps.config, req)),
    )
    .get('/admin-platform/tenants/{tenantId}', { summary: 'One tenant', access: READ, params: TenantParams, response: TenantView }, async ({ params }) =>
      presentTenant(await findTenant(params.tenantId)),
    )
    .patch(
      '/admin-platform/tenants/{tenantId}/settings',
      { summary: "The tenant's general settings (company name, collective agreement, locale, contact…)", access: READ, params: TenantParams, body: TenantSettingsBody, response: TenantView },
      async ({ params, body }) => presentTenant(await updateTenantSettings(params.tenantId, body)),
    )
    .post(
      '/admin-platform/tenants/{tenantId}/extend-trial',
      { summary: 'Add 7 days to the trial (repeatable; 409 INVALID_STATE outside TRIAL)', access: MANAGE_SUBSCRIPTION, params: TenantParams, response: TenantView },
      async ({ params }) => presentTenant(await extendTrial(params.tenantId)),
    )
    .post(
      '/admin-platform/tenants/{tenantId}/suspend',
      {
        summary: "Suspend the tenant: its users get 403 TENANT_SUSPENDED from their next request, tokens already issued included",
        access: MANAGE_SUBSCRIPTION,
        params: TenantParams,
        body: ReasonBody,
        response: TenantView,
      },
      async ({ params, body }) => presentTenant(await suspendTenant(params.tenantId, body.reason)),
    )
    .post(
      '/admin-platform/tenants/{tenantId}/reactivate',
      { summary: 'Lift a suspension: back to TRIAL or ACTIVE as before (409 INVALID_STATE unless SUSPENDED)', access: MANAGE_SUBSCRIPTION, params: TenantParams, body: ReasonBody, response: TenantView },
      async ({ params, body }) => presentTenant(await reactivateTenant(params.tenantId, body.reason)),
    )
    .post(
      '/admin-platform/tenants/{tenantId}/force-provision',
      {
        summary: "Run the tenant's technical setup again (chart of accounts, fiscal periods…); idempotent",
        access: MANAGE_SUBSCRIPTION,
        params: TenantParams,
        response: TenantView.extend({ provisionedAt: z.string() }),
      },
      async ({ params, ctx }) => ({ ...presentTenant(await forceProvision(params.tenantId)), provisionedAt: ctx.now().toISOString() }),
    )
    .post(
      '/admin-platform/tenants/{tenantId}/apply-plan',
      {
        summary: "Put the tenant on a catalog plan: its licensed modules follow the plan and its add-ons at once",
        description: 'A module taken away answers 403 MODULE_NOT_LICENSED on the tenant\'s next request. An archived plan can only stay on a tenant that has it.',
        access: MANAGE_SUBSCRIPTION,
        params: TenantParams,
        body: ApplyPlanBody,
        response: TenantView,
      },
      async ({ params, body }) => presentTenant(await applyPlan(params.tenantId, body)),
    );
}
