import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams, messageLanguage } from '../../../platform/http/validate';
import { notFound } from '../../../platform/http/problem';
import { renderMessage } from '../../../platform/http/messages';
import { now } from '../../../platform/tenancy/context';
import { LeaveCancelBody, LeaveRequestBody } from '../../../../shared/schemas/leave';
import { HolidayYearView, LeaveBalanceView, LeavePreviewView, LeaveRequestView, LeaveTypeView, ProofLinkView } from '../../../../shared/schemas/leave-views';
import { PROOF_MAX_BYTES, centiToDays } from '../../../../shared/leave';
import { LeaveBalance, LeaveType } from '../models';
import { assertCanReadRequest } from '../policy';
import { presentBalances } from '../presenter-balances';
import { presentTypes } from '../presenter-config';
import { presentRequest, presentRequests } from '../presenter-requests';
import { holidaysOfTenantYear, tenantCountry } from '../services/calendar/holidays';
import { policiesInForce } from '../services/policies';
import { proofLink } from '../services/requests/proof';
import { findRequest, listRequests } from '../services/requests/queries';
import { previewRequest, requireCallerEmployee, submitRequest } from '../services/requests/submit';
import { cancelRequest } from '../services/requests/transitions';
import { presentHoliday } from './holidays';
import { MyRequestsQuery, PreviewBody, YearQuery } from '../schema';

const CREATE = permission('leave.create');
const SEE = permission('leave.create', 'leave.approve', 'leave.manage');
const thisYear = () => now().getUTCFullYear();

/** The employee's own leave: requests, the live check of a request, balances, the calendar. */
export function myLeaveRoutes(): ApiRouter {
  return new ApiRouter('Leave — my requests')
    .get('/hr/leaves', { summary: 'My leave requests', access: CREATE, query: MyRequestsQuery, response: listOf(LeaveRequestView) }, async ({ query }) => {
      const employee = await requireCallerEmployee();
      const { rows, count } = await listRequests({ ...query, employeeId: employee.id });
      return envelope(await presentRequests(rows), count, query);
    })
    .post(
      '/hr/leaves',
      {
        summary: 'Request leave',
        description:
          'JSON, or a multipart form with the same fields and the `proof` file (PDF, JPEG, PNG or WEBP, 10 MB at most; required when the type requires a proof). The days are working days (weekends and the tenant’s public holidays excluded; startPeriod AFTERNOON / endPeriod MORNING count half a day) charged to the balance of the first day’s year. A broken rule answers 422 BUSINESS_RULE with `rule` (the first one: NO_EMPLOYEE, TYPE_INACTIVE, NO_POLICY, NO_WORKING_DAY, TOO_LONG, PROOF_REQUIRED, OVERLAP, NOTICE, MAX_CONSECUTIVE_DAYS, BLACKOUT_PERIOD, TEAM_COVERAGE, BALANCE), `rules` and one field error per rule. A type that needs approval starts its policy’s LEAVE_REQUEST circuit (status PENDING); otherwise the request is APPROVED at once.',
        access: CREATE,
        body: LeaveRequestBody,
        upload: { field: 'proof', maxBytes: PROOF_MAX_BYTES, required: false, json: true },
        status: 201,
        response: LeaveRequestView,
      },
      async ({ body, file }) => presentRequest(await submitRequest(body, file)),
    )
    .post(
      '/hr/leaves/preview',
      { summary: 'Check a request without making it: days counted, holidays inside, balance after, every rule broken', access: CREATE, body: PreviewBody, response: LeavePreviewView, transaction: false },
      async ({ body, req }) => {
        const language = messageLanguage(req);
        const ev = await previewRequest(body, body.hasProof);
        return {
          days: centiToDays(ev.count.centi),
          year: ev.year,
          calendarDays: ev.count.calendarDays,
          holidays: ev.holidays,
          balance: { available: centiToDays(ev.availableCenti), after: centiToDays(ev.availableCenti - ev.count.centi) },
          violations: ev.violations.map((v) => ({ rule: v.rule, message: renderMessage(v.key, v.params, language) })),
        };
      },
    )
    .get('/hr/leaves/balances', { summary: 'My balances of a year', access: CREATE, query: YearQuery, response: listOf(LeaveBalanceView) }, async ({ query }) => {
      const employee = await requireCallerEmployee();
      const rows = await LeaveBalance.findAll({ where: { employeeId: employee.id, year: query.year ?? thisYear() } });
      const items = await presentBalances(rows);
      items.sort((a, b) => a.leaveType.code.localeCompare(b.leaveType.code));
      return { items, page: 1, pageSize: Math.max(1, items.length), total: items.length };
    })
    .get('/hr/leaves/types', { summary: 'The leave types one may request (active, with a policy in force)', access: SEE, response: listOf(LeaveTypeView) }, async () => {
      const inForce = await policiesInForce();
      const types = (await LeaveType.findAll({ where: { active: true }, order: [['code', 'ASC']] })).filter((t) => inForce.has(t.id));
      const items = await presentTypes(types);
      return { items, page: 1, pageSize: Math.max(1, items.length), total: items.length };
    })
    .get('/hr/leaves/holidays', { summary: 'The public holidays of a year (not counted in requests)', access: SEE, query: YearQuery, response: HolidayYearView }, async ({ query }) => {
      const year = query.year ?? thisYear();
      return { year, country: await tenantCountry(), items: (await holidaysOfTenantYear(year)).map(presentHoliday) };
    })
    .get('/hr/leaves/{id}', { summary: 'One leave request (its employee, their managers, its approvers, leave administrators)', access: SEE, params: IdParams, response: LeaveRequestView }, async ({ params }) => {
      const request = await findRequest(params.id);
      await assertCanReadRequest(request);
      return presentRequest(request);
    })
    .get('/hr/leaves/{id}/proof', { summary: 'A short-lived signed link to the proof', access: SEE, params: IdParams, response: ProofLinkView }, async ({ params }) => {
      const request = await findRequest(params.id);
      await assertCanReadRequest(request);
      if (!request.proofDocumentId) throw notFound('Proof of leave request', request.id);
      return proofLink(request as typeof request & { proofDocumentId: string });
    })
    .post(
      '/hr/leaves/{id}/cancel',
      { summary: 'Cancel my request (PENDING, or APPROVED before its first day); its days come back', access: CREATE, params: IdParams, body: LeaveCancelBody, response: LeaveRequestView },
      async ({ params, body }) => presentRequest(await cancelRequest(params.id, body.reason?.trim() || null)),
    );
}
