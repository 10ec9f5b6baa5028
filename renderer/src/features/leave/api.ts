/** Paths and shapes of the leave API, as the server presents them (shared/schemas/leave-views.ts). */
export type { LeaveBalance, LeavePreview, LeaveRequest, LeaveType, PendingLeave } from '../../../../shared/schemas/leave-views';
export { DAY_PERIODS, LEAVE_PENDING_SORTS, type DayPeriod, type LeavePendingSort } from '../../../../shared/leave';

export const PATHS = {
  mine: '/hr/leaves',
  preview: '/hr/leaves/preview',
  balances: '/hr/leaves/balances',
  types: '/hr/leaves/types',
  cancel: (id: string) => `/hr/leaves/${id}/cancel`,
  pending: '/hr/leaves/pending-approvals',
  decide: (id: string, decision: 'approve' | 'reject') => `/hr/leaves/${id}/${decision}`,
};

export const ACCESS = {
  request: { module: 'HR', permissions: ['leave.create'] },
  approve: { module: 'HR', permissions: ['leave.approve'] },
};
