import type { z } from 'zod';
import type { ConventionSummaryView, DeleteLeaveTypeView, DeletePolicyView, ImportResultView, ProofLinkView, RolloverView } from '../../../../shared/schemas/leave-views';
import type { DefinitionView } from '../../../../shared/views/workflow';

/** Paths and shapes of the leave API, as the server presents them (shared/schemas/leave-views.ts). */
export type {
  Holiday,
  HolidayYear,
  LeaveBalance,
  LeaveBalanceDetail,
  LeaveDiff,
  LeavePolicy,
  LeavePreview,
  LeaveRequest,
  LeaveType,
  PendingLeave,
  PolicyVersion,
  TeamCalendar,
} from '../../../../shared/schemas/leave-views';
export type DeleteLeaveTypeResult = z.infer<typeof DeleteLeaveTypeView>;
export type DeletePolicyResult = z.infer<typeof DeletePolicyView>;
export type ConventionSummary = z.infer<typeof ConventionSummaryView>;
export type ImportResult = z.infer<typeof ImportResultView>;
export type ProofLink = z.infer<typeof ProofLinkView>;
export type RolloverResult = z.infer<typeof RolloverView>;
/** What the manual run of a month's accrual answers. */
export interface AccrueResult {
  items: number;
  grantedDays: number;
}
export type WorkflowDefinition = z.infer<typeof DefinitionView>;
export { ACCRUAL_MODES, DAY_PERIODS, LEAVE_PENDING_SORTS, type AccrualMode, type DayPeriod, type LeavePendingSort } from '../../../../shared/leave';

export const PATHS = {
  mine: '/hr/leaves',
  preview: '/hr/leaves/preview',
  balances: '/hr/leaves/balances',
  types: '/hr/leaves/types',
  cancel: (id: string) => `/hr/leaves/${id}/cancel`,
  proof: (id: string) => `/hr/leaves/${id}/proof`,
  delegate: (id: string, delegateId: string) => `/hr/leaves/${id}/delegate/${delegateId}`,
  adminRequests: '/admin/leaves',
  override: (id: string) => `/admin/leaves/${id}/override`,
  pending: '/hr/leaves/pending-approvals',
  decide: (id: string, decision: 'approve' | 'reject') => `/hr/leaves/${id}/${decision}`,
  teamCalendar: '/hr/leaves/team-calendar',
  adminTypes: '/admin/leave-types',
  adminType: (id: string) => `/admin/leave-types/${id}`,
  policies: '/admin/leave-policies',
  policy: (id: string) => `/admin/leave-policies/${id}`,
  versions: (policyId: string) => `/admin/leave-config/policies/${policyId}/versions`,
  rollback: (policyId: string, versionId: string) => `/admin/leave-config/policies/${policyId}/rollback/${versionId}`,
  adminBalances: '/admin/leave-balances',
  balance: (employeeId: string, typeId: string) => `/admin/employees/${employeeId}/leave-balances/${typeId}`,
  holidays: '/admin/leave-holidays',
  holiday: (id: string) => `/admin/leave-holidays/${id}`,
  holidaysReset: '/admin/leave-holidays/reset',
  conventions: '/admin/leave-config/conventions',
  diff: (conventionCode: string) => `/admin/leave-config/diff/${encodeURIComponent(conventionCode)}`,
  configExport: '/admin/leave-config/export',
  configImport: '/admin/leave-config/import',
  accrue: '/admin/leave-balances/accrue',
  rollover: '/admin/leave-balances/rollover',
  workflows: '/admin/workflows',
};

export const ACCESS = {
  request: { module: 'HR', permissions: ['leave.create'] },
  approve: { module: 'HR', permissions: ['leave.approve'] },
  manage: { module: 'HR', permissions: ['leave.manage'] },
  /** Export, import, versions and the comparison with collective agreements (spec: config.manage, which HR_MANAGER does not hold). */
  config: { module: 'HR', permissions: ['config.manage'] },
};

/** The version history, its diff and rollback answer to config.manage (the policies themselves to leave.manage). */
export const CONFIG_PERMISSION = 'config.manage';
