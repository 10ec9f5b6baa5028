import { ApiRouter } from '../../../platform/http/api-router';
import { listOf } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { validationFailed } from '../../../platform/http/problem';
import { now } from '../../../platform/tenancy/context';
import { LeaveDecisionBody, LeaveDelegateBody } from '../../../../shared/schemas/leave';
import { CountView, LeaveRequestView, PendingLeaveView, TeamCalendarView } from '../../../../shared/schemas/leave-views';
import { assertCanReadRequest } from '../policy';
import { presentRequest } from '../presenter-requests';
import { addDays, daysBetween, isoOf, monthEnd } from '../services/calendar/dates';
import { countLeavePending, listLeavePending } from '../services/pending';
import { findRequest } from '../services/requests/queries';
import { decide, delegate } from '../services/requests/workflow';
import { teamCalendar } from '../services/team-calendar';
import { CalendarQuery, DelegateParams, PendingQuery } from '../schema';

const APPROVE = permission('leave.approve');
const CIRCUIT =
  'The request’s LEAVE_REQUEST circuit decides who may: the approvers of its waiting step, or their stand-ins through a delegation in force. One’s own request answers 403 SELF_APPROVAL; someone else’s step 403 PERMISSION_DENIED; a request no longer pending 409 INVALID_STATE.';

/** Decisions on the team's requests, the pending list, the team calendar. */
export function approvalRoutes(): ApiRouter {
  return new ApiRouter('Leave — approvals')
    .get(
      '/hr/leaves/pending-approvals',
      { summary: 'Leave requests waiting for my decision', description: 'sort: oldest (longest waiting first, default), employee (by name), urgency (soonest first day first); prefix - to reverse.', access: APPROVE, query: PendingQuery, response: listOf(PendingLeaveView) },
      ({ query }) => listLeavePending(query),
    )
    .get('/hr/leaves/pending-approvals/count', { summary: 'How many leave requests wait for my decision', access: APPROVE, response: CountView }, async () => ({ count: await countLeavePending() }))
    .get(
      '/hr/leaves/team-calendar',
      { summary: 'Who is away when, with the days below the minimum team coverage', description: 'A manager sees their team (direct and indirect reports); leave.manage the whole company, or one manager’s team.', access: APPROVE, query: CalendarQuery, response: TeamCalendarView },
      async ({ query }) => {
        const today = now().toISOString().slice(0, 10);
        const from = query.from ?? isoOf(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1);
        const to = query.to ?? monthEnd(Number(from.slice(0, 4)), Number(from.slice(5, 7)));
        if (daysBetween(from, to) > 62) throw validationFailed([{ path: 'query.to', message: `At most 62 days after from (${addDays(from, 62)})` }]);
        return teamCalendar({ from, to, managerId: query.managerId });
      },
    )
    .post(
      '/hr/leaves/{id}/approve',
      { summary: 'Approve the step my decision is waited for; the last step approves the request', description: CIRCUIT, access: APPROVE, params: IdParams, body: LeaveDecisionBody, response: LeaveRequestView },
      async ({ params, body }) => {
        const request = await findRequest(params.id);
        return presentRequest(await decide(request, 'APPROVE', body.comment?.trim() || null));
      },
    )
    .post(
      '/hr/leaves/{id}/reject',
      { summary: 'Reject the request (optional comment, shown to the employee); its days come back', description: CIRCUIT, access: APPROVE, params: IdParams, body: LeaveDecisionBody, response: LeaveRequestView },
      async ({ params, body }) => {
        const request = await findRequest(params.id);
        return presentRequest(await decide(request, 'REJECT', (body.comment ?? body.reason)?.trim() || null));
      },
    )
    .post(
      '/hr/leaves/{id}/delegate/{delegateId}',
      {
        summary: 'Hand the waiting step to someone else (a user id, or an employee id with an account) who may approve leave',
        description: 'Allowed to the step’s approvers (or their stand-ins) and to leave administrators; the delegate becomes the step’s only approver and is mailed. For a period of absence, use /approvals/delegations.',
        access: APPROVE,
        params: DelegateParams,
        body: LeaveDelegateBody,
        response: LeaveRequestView,
      },
      async ({ params, body }) => {
        const request = await findRequest(params.id);
        await assertCanReadRequest(request);
        return presentRequest(await delegate(request, params.delegateId, body.comment?.trim() || null));
      },
    );
}
