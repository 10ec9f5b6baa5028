import { z } from 'zod';
import { CreateOperatorBody, OperatorAuditView, OperatorView, PaymentAuditView } from '../../../../shared/schemas/operator';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import type { AppContainer } from '../../../platform/modules';
import { publicBaseUrl } from '../../identity';
import { AuditQuery, OperatorListQuery, OperatorParams, PaymentAuditQuery } from '../schema';
import { listOperatorAudit, listPaymentAudit, presentAuditEntry, presentPaymentAudit } from '../services/audit-log';
import { createOperator, deactivateOperator, findOperator, listOperators, presentOperator, resetOperatorPassword } from '../services/operators';

/** /admin-platform/operators and the operator and payment audit logs. */
export function operatorRoutes(deps: AppContainer): ApiRouter {
  return new ApiRouter('Operator: operators and audit')
    .get(
      '/admin-platform/operators',
      { summary: 'Operators (filter q, role, active)', access: permission('platform.tenants.read'), query: OperatorListQuery, response: listOf(OperatorView) },
      async ({ query }) => {
        const { rows, count } = await listOperators(query);
        return envelope(rows.map(presentOperator), count, query);
      },
    )
    .post(
      '/admin-platform/operators',
      {
        summary: 'Create an operator (PLATFORM_OPERATOR or PLATFORM_ADMIN); they receive an invitation mail with a set-password link',
        access: permission('platform.tenants.manage'),
        body: CreateOperatorBody,
        status: 201,
        response: OperatorView,
      },
      async ({ body, req }) => presentOperator(await createOperator(deps, body, publicBaseUrl(deps.config, req))),
    )
    .get(
      '/admin-platform/operators/{operatorId}',
      { summary: 'One operator', access: permission('platform.tenants.read'), params: OperatorParams, response: OperatorView },
      async ({ params }) => presentOperator(await findOperator(params.operatorId)),
    )
    .delete(
      '/admin-platform/operators/{operatorId}',
      {
        summary: 'Deactivate an operator: their tokens stop working at their next request',
        description: 'An operator cannot deactivate themself (422 BUSINESS_RULE).',
        access: permission('platform.tenants.manage'),
        params: OperatorParams,
        response: OperatorView,
      },
      async ({ params }) => presentOperator(await deactivateOperator(params.operatorId)),
    )
    .post(
      '/admin-platform/operators/{operatorId}/reset-password',
      {
        summary: 'Mail the operator a link to choose a new password',
        access: permission('platform.tenants.manage'),
        params: OperatorParams,
        response: z.object({ sent: z.literal(true), expiresAt: z.string() }),
      },
      async ({ params, req }) => {
        const { expiresAt } = await resetOperatorPassword(deps, params.operatorId, publicBaseUrl(deps.config, req));
        return { sent: true as const, expiresAt: expiresAt.toISOString() };
      },
    )
    .get(
      '/admin-platform/audit',
      {
        summary: 'Operator audit log, newest first (filter operatorId, action, targetType, targetId, from, to)',
        access: permission('audit.read'),
        query: AuditQuery,
        response: listOf(OperatorAuditView),
      },
      async ({ query }) => {
        const { rows, count } = await listOperatorAudit(query);
        return envelope(rows.map(presentAuditEntry), count, query);
      },
    )
    .get(
      '/admin-platform/audit/operator/{operatorId}',
      { summary: "One operator's audit entries", access: permission('audit.read'), params: OperatorParams, query: AuditQuery, response: listOf(OperatorAuditView) },
      async ({ params, query }) => {
        await findOperator(params.operatorId);
        const { rows, count } = await listOperatorAudit({ ...query, operatorId: params.operatorId });
        return envelope(rows.map(presentAuditEntry), count, query);
      },
    )
    .get(
      '/admin-platform/audit/payments',
      { summary: 'Payment audit log (payment decisions), newest first', access: permission('platform.subscription.admin'), query: PaymentAuditQuery, response: listOf(PaymentAuditView) },
      async ({ query }) => {
        const { rows, count } = await listPaymentAudit(query);
        return envelope(rows.map(presentPaymentAudit), count, query);
      },
    );
}
