import { z } from 'zod';
import { LEAVE_PENDING_SORTS, LEAVE_REQUEST_STATUSES } from '../../../shared/leave';
import { isoDateSchema } from '../../../shared/schemas/dates';
import { LeaveRequestBody } from '../../../shared/schemas/leave';
import { booleanQuery, enumListQuery, listQuery } from '../../platform/http/list';

/** Query and path schemas of the leave routes (bodies and views live in shared/schemas/leave*.ts). */

const statusList = enumListQuery(LEAVE_REQUEST_STATUSES, 'Comma-separated statuses');

const bool = booleanQuery();

function fromNotAfterTo<T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
}

const period = {
  from: isoDateSchema().optional().meta({ description: 'Requests that end on or after this day' }),
  to: isoDateSchema().optional().meta({ description: 'Requests that start on or before this day' }),
};

const REQUEST_SORT = ['startDate', 'endDate', 'submittedAt', 'days', 'status'] as const;

export const MyRequestsQuery = listQuery(REQUEST_SORT, { status: statusList, leaveTypeId: z.uuid().optional(), ...period }).superRefine(fromNotAfterTo);

export const AdminRequestsQuery = listQuery(REQUEST_SORT, {
  status: statusList,
  employeeId: z.uuid().optional(),
  leaveTypeId: z.uuid().optional(),
  q: z.string().trim().min(1).max(100).optional().meta({ description: 'Words of the employee’s name, number or email' }),
  ...period,
}).superRefine(fromNotAfterTo);

export const PendingQuery = listQuery(LEAVE_PENDING_SORTS);

export const TypesQuery = listQuery(['code', 'name', 'createdAt'], { active: bool, q: z.string().trim().min(1).max(100).optional() });
export const PoliciesQuery = listQuery(['createdAt', 'updatedAt'], { leaveTypeId: z.uuid().optional(), archived: bool });
export const VersionsQuery = listQuery(['version']);

const year = z.coerce.number().int().min(1900).max(2200);
export const YearQuery = z.object({ year: year.optional().meta({ description: 'Default: the current year' }) });
export const RequiredYearQuery = z.object({ year });
export const BalancesQuery = listQuery(['year'], { year: year.optional(), employeeId: z.uuid().optional(), leaveTypeId: z.uuid().optional() });

export const CalendarQuery = z
  .object({
    from: isoDateSchema().optional().meta({ description: 'Default: the first day of the current month' }),
    to: isoDateSchema().optional().meta({ description: 'Default: the last day of the month of `from`; at most 62 days after it' }),
    managerId: z.uuid().optional().meta({ description: 'One manager’s team (administrators; a manager sees their own team only)' }),
  })
  .superRefine(fromNotAfterTo);

export const PreviewBody = LeaveRequestBody.and(z.object({ hasProof: z.boolean().default(false).meta({ description: 'The form holds a proof file' }) }));

export const AccrueBody = z.object({ year, month: z.number().int().min(1).max(12) });

export const EmployeeTypeParams = z.object({ id: z.uuid(), typeId: z.uuid() });
export const PolicyVersionParams = z.object({ id: z.uuid(), versionId: z.uuid() });
export const DelegateParams = z.object({ id: z.uuid(), delegateId: z.uuid() });
export const ConventionParams = z.object({ conventionCode: z.string().min(1).max(40) });
