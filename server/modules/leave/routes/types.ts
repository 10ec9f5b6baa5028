import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { LeaveTypeBody } from '../../../../shared/schemas/leave';
import { DeleteLeaveTypeView, LeaveTypeView } from '../../../../shared/schemas/leave-views';
import { presentTypes } from '../presenter-config';
import { createType, deleteType, findType, listTypes, updateType } from '../services/types';
import { TypesQuery } from '../schema';

const MANAGE = permission('leave.manage');
const one = async (type: Parameters<typeof presentTypes>[0][number]) => (await presentTypes([type]))[0];

export function typeRoutes(): ApiRouter {
  return new ApiRouter('Leave — types')
    .get('/admin/leave-types', { summary: 'Leave types', access: MANAGE, query: TypesQuery, response: listOf(LeaveTypeView) }, async ({ query }) => {
      const { rows, count } = await listTypes(query);
      return envelope(await presentTypes(rows), count, query);
    })
    .post(
      '/admin/leave-types',
      { summary: 'Create a leave type', description: 'accrualMode: ANNUAL, MONTHLY_208, PRORATED or SENIORITY_BONUS (any other value: 400). Codes are unique (409 DUPLICATE).', access: MANAGE, body: LeaveTypeBody, status: 201, response: LeaveTypeView },
      async ({ body }) => one(await createType(body)),
    )
    .get('/admin/leave-types/{id}', { summary: 'One leave type', access: MANAGE, params: IdParams, response: LeaveTypeView }, async ({ params }) => one(await findType(params.id)))
    .put('/admin/leave-types/{id}', { summary: 'Replace a leave type', access: MANAGE, params: IdParams, body: LeaveTypeBody, response: LeaveTypeView }, async ({ params, body }) =>
      one(await updateType(params.id, body)),
    )
    .delete(
      '/admin/leave-types/{id}',
      { summary: 'Delete a leave type: one in use (requests or balances) is deactivated instead', access: MANAGE, params: IdParams, response: DeleteLeaveTypeView },
      async ({ params }) => {
        const { result, type } = await deleteType(params.id);
        return { result, type: type ? await one(type) : null };
      },
    );
}
