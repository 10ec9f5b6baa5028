import {
  CustomDealBody,
  ExtendSubscriptionBody,
  HistoryView,
  LicenseInfoView,
  ManualPaymentBody,
  NoteBody,
  NoteView,
  PaymentView,
  ReasonBody,
  SubscriptionView,
  UpdateSubscriptionBody,
} from '../../../../shared/schemas/operator';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { HistoryQuery, PageOnlyQuery, TenantParams } from '../schema';
import { extendSubscription, readSubscription, removeCustomDeal, setCustomDeal, updateSubscription } from '../services/subscriptions';
import { reactivateTenant, suspendTenant } from '../services/tenant-lifecycle';
import { addNote, flushLicenseCache, licenseInfo, listNotes, listPayments, presentHistory, presentNote, presentPayment, recordManualPayment, tenantHistory } from '../services/tenant-records';

const ADMIN = permission('platform.subscription.admin');
const base = '/admin-platform/tenants/{tenantId}';

/** A tenant's subscription, payments, history, notes and license information (platform.subscription.admin). */
export function subscriptionRoutes(): ApiRouter {
  return new ApiRouter('Operator: subscriptions')
    .get(`${base}/subscription`, { summary: 'The current subscription and its monthly price', access: ADMIN, params: TenantParams, response: SubscriptionView }, ({ params }) =>
      readSubscription(params.tenantId),
    )
    .put(
      `${base}/subscription`,
      {
        summary: 'Change the subscription: cycle, period, renewal, add-ons (modules follow), promo code, activation or termination',
        description: 'A promo code is refused (422 BUSINESS_RULE) outside its dates, for another plan, once used by the tenant, or past its maximum uses (also under concurrent use).',
        access: ADMIN,
        params: TenantParams,
        body: UpdateSubscriptionBody,
        response: SubscriptionView,
      },
      ({ params, body }) => updateSubscription(params.tenantId, body),
    )
    .get(
      `${base}/subscription/extend`,
      { summary: 'The subscription whose period an extension pushes (same view as GET …/subscription)', access: ADMIN, params: TenantParams, response: SubscriptionView },
      ({ params }) => readSubscription(params.tenantId),
    )
    .get(
      `${base}/subscription/suspend`,
      { summary: 'The subscription and its suspension reason, if suspended (same view as GET …/subscription)', access: ADMIN, params: TenantParams, response: SubscriptionView },
      ({ params }) => readSubscription(params.tenantId),
    )
    .get(
      `${base}/subscription/reactivate`,
      { summary: 'The subscription a reactivation would lift (same view as GET …/subscription)', access: ADMIN, params: TenantParams, response: SubscriptionView },
      ({ params }) => readSubscription(params.tenantId),
    )
    .put(
      `${base}/subscription/extend`,
      { summary: 'Push the end of the paid period by months or to a date', access: ADMIN, params: TenantParams, body: ExtendSubscriptionBody, response: SubscriptionView },
      ({ params, body }) => extendSubscription(params.tenantId, body),
    )
    .put(
      `${base}/subscription/suspend`,
      { summary: 'Suspend the subscription (the tenant is suspended)', access: ADMIN, params: TenantParams, body: ReasonBody, response: SubscriptionView },
      async ({ params, body }) => {
        await suspendTenant(params.tenantId, body.reason);
        return readSubscription(params.tenantId);
      },
    )
    .put(
      `${base}/subscription/reactivate`,
      { summary: 'Reactivate a suspended subscription', access: ADMIN, params: TenantParams, body: ReasonBody, response: SubscriptionView },
      async ({ params, body }) => {
        await reactivateTenant(params.tenantId, body.reason);
        return readSubscription(params.tenantId);
      },
    )
    .post(
      `${base}/subscription/custom-deal`,
      { summary: 'Set a custom deal: a negotiated monthly price replacing the catalog price', access: ADMIN, params: TenantParams, body: CustomDealBody, response: SubscriptionView },
      ({ params, body }) => setCustomDeal(params.tenantId, body),
    )
    .delete(`${base}/subscription/custom-deal`, { summary: 'Remove the custom deal', access: ADMIN, params: TenantParams, response: SubscriptionView }, ({ params }) =>
      removeCustomDeal(params.tenantId),
    )
    .get(`${base}/subscription/plan-history`, { summary: 'Plan changes, newest first (all=true: every subscription move)', access: ADMIN, params: TenantParams, query: HistoryQuery, response: listOf(HistoryView) }, async ({ params, query }) => {
      const { rows, count } = await tenantHistory(params.tenantId, query, query.all ?? false);
      return envelope(rows.map(presentHistory), count, query);
    })
    .get(`${base}/payments`, { summary: "The tenant's payments, newest first", access: ADMIN, params: TenantParams, query: PageOnlyQuery, response: listOf(PaymentView) }, async ({ params, query }) => {
      const { rows, count } = await listPayments(params.tenantId, query);
      return envelope(rows.map(presentPayment), count, query);
    })
    .post(
      `${base}/payments/manual`,
      { summary: 'Record a payment received outside the platform (written to the payment audit log)', access: ADMIN, params: TenantParams, body: ManualPaymentBody, status: 201, response: PaymentView },
      async ({ params, body }) => presentPayment(await recordManualPayment(params.tenantId, body)),
    )
    .get(`${base}/notes`, { summary: 'Internal notes, newest first', access: ADMIN, params: TenantParams, query: PageOnlyQuery, response: listOf(NoteView) }, async ({ params, query }) => {
      const { rows, count } = await listNotes(params.tenantId, query);
      return envelope(rows.map(presentNote), count, query);
    })
    .post(`${base}/notes`, { summary: 'Add an internal note', access: ADMIN, params: TenantParams, body: NoteBody, status: 201, response: NoteView }, async ({ params, body }) =>
      presentNote(await addNote(params.tenantId, body.body)),
    )
    .get(`${base}/license`, { summary: 'License information (deployment, modules, on-premise instances)', access: ADMIN, params: TenantParams, response: LicenseInfoView }, ({ params }) =>
      licenseInfo(params.tenantId),
    )
    .post(
      `${base}/license/flush-cache`,
      { summary: "Drop every server's cached access of the tenant (modules, status): reloaded at the next request", access: ADMIN, params: TenantParams, response: LicenseInfoView },
      ({ params }) => flushLicenseCache(params.tenantId),
    );
}

