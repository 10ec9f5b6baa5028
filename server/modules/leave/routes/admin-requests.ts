import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { LeaveOverrideBody } from '../../../../shared/schemas/leave';
import { LeaveRequestView } from '../../../../shared/schemas/leave-views';
import { presentRequest, presentRequests } from '../presenter-requests';
import { listRequests } from '../services/requests/queries';
import { overrideRequest } from '../services/requests/transitions';
import { AdminRequestsQuery } from '../schema';

const MANAGE = permission('leave.manage');

/** Every request of the organisation, and the administrator's override. */
export function adminRequestRoutes(): ApiRouter {
  return new ApiRouter('Leave — administration')
    .get(
      '/admin/leaves',
      { summary: 'All leave requests', description: 'Filters: status (comma-separated), employeeId, leaveTypeId, q (employee), from/to (requests meeting the period).', access: MANAGE, query: AdminRequestsQuery, response: listOf(LeaveRequestView) },
      async ({ query }) => {
        const { rows, count } = await listRequests(query);
        return envelope(await presentRequests(rows), count, query);
      },
    )
    .put(
      '/admin/leaves/{id}/override',
      {
        summary: 'Approve, reject or cancel a request directly, with a mandatory comment',
        description: 'APPROVE from PENDING; REJECT or CANCEL from PENDING or APPROVED (409 INVALID_STATE otherwise). The status is set at once, whatever approval steps remain (the circuit is withdrawn); the days move accordingly and the employee is mailed with the comment.',
        access: MANAGE,
        params: IdParams,
        body: LeaveOverrideBody,
        response: LeaveRequestView,
      },
      async ({ params, body }) => presentRequest(await overrideRequest(params.id, body)),
    );
}
