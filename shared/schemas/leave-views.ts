import { z } from 'zod';
import {
  ACCRUAL_MODES,
  BALANCE_MOVEMENT_KINDS,
  DAY_PERIODS,
  DIFF_RULES,
  DIFF_VERDICTS,
  HOLIDAY_KINDS,
  HOLIDAY_ORIGINS,
  IMPORT_OUTCOMES,
  LEAVE_REQUEST_STATUSES,
  LEAVE_RULES,
  OVERRIDE_ACTIONS,
} from '../leave';

/**
 * Response shapes of the leave module: the server declares them on its routes (OpenAPI) and the
 * renderer reads its types from them (`z.infer`).
 */
const days = z.number().meta({ description: 'Working days, two decimals at most', example: 2.08 });
const person = z.object({ id: z.string(), name: z.string() });

export const LeaveTypeRefView = z.object({ id: z.string(), code: z.string(), name: z.string(), color: z.string(), paid: z.boolean() });
export const EmployeeRefView = z.object({ id: z.string(), name: z.string(), employeeNumber: z.string() });

export const LeaveTypeView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  color: z.string(),
  paid: z.boolean(),
  requiresApproval: z.boolean(),
  requiresProof: z.boolean(),
  accrualMode: z.enum(ACCRUAL_MODES),
  active: z.boolean(),
  inUse: z.boolean().describe('Requests or balances exist: DELETE deactivates instead of removing'),
  policyId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeaveType = z.infer<typeof LeaveTypeView>;

export const DeleteLeaveTypeView = z.object({ result: z.enum(['DELETED', 'DEACTIVATED']), type: LeaveTypeView.nullable() });

const policyContent = {
  annualAllowance: days,
  carryOverRules: z.object({ maxDays: days.nullable(), expiresOn: z.string().nullable() }),
  minNoticeDays: z.number().int(),
  maxConsecutiveDays: z.number().int().nullable(),
  minTeamCoveragePercent: z.number().int().nullable(),
  blackoutPeriods: z.array(z.object({ start: z.string(), end: z.string(), label: z.string() })),
  workflowDefinitionId: z.string().nullable(),
  workflowDefinitionName: z.string().nullable(),
  conventionCode: z.string().nullable(),
  seniorityBonus: z.array(z.object({ afterYears: z.number().int(), days })),
};

export const PolicyVersionView = z.object({
  id: z.string().describe('The version id (rollback target)'),
  policyId: z.string(),
  version: z.number().int(),
  isCurrent: z.boolean(),
  ...policyContent,
  changeNote: z.string().nullable(),
  rolledBackFromVersion: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: person.nullable(),
});
export type PolicyVersion = z.infer<typeof PolicyVersionView>;

export const LeavePolicyView = z.object({
  id: z.string(),
  leaveType: LeaveTypeRefView.extend({ accrualMode: z.enum(ACCRUAL_MODES) }),
  archived: z.boolean(),
  versionId: z.string(),
  version: z.number().int(),
  isCurrent: z.boolean(),
  ...policyContent,
  effectiveAnnualAllowance: days.describe('Days a full year grants (MONTHLY_208: 12 × 2.08)'),
  changeNote: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: person.nullable(),
});
export type LeavePolicy = z.infer<typeof LeavePolicyView>;

export const DeletePolicyView = z.object({ result: z.enum(['DELETED', 'ARCHIVED']) });

export const LeaveStepView = z.object({
  name: z.string(),
  order: z.number().int(),
  stepCount: z.number().int(),
  approvers: z.array(person),
});

export const LeaveRequestView = z.object({
  id: z.string(),
  employee: EmployeeRefView,
  leaveType: LeaveTypeRefView,
  startDate: z.string(),
  endDate: z.string(),
  startPeriod: z.enum(DAY_PERIODS),
  endPeriod: z.enum(DAY_PERIODS),
  days,
  year: z.number().int().describe('Balance year charged (the year of the first day)'),
  reason: z.string().nullable(),
  status: z.enum(LEAVE_REQUEST_STATUSES),
  proof: z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }).nullable(),
  submittedAt: z.string(),
  submittedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: person.nullable(),
  decisionComment: z.string().nullable().describe('The approver’s comment, shown to the employee'),
  cancelledAt: z.string().nullable(),
  cancelledBy: person.nullable(),
  cancelReason: z.string().nullable(),
  override: z.object({ action: z.enum(OVERRIDE_ACTIONS), comment: z.string(), by: person.nullable(), at: z.string() }).nullable(),
  workflowInstanceId: z.string().nullable(),
  currentStep: LeaveStepView.nullable().describe('The approval step the request waits on'),
  allowedActions: z.array(z.enum(['cancel', 'approve', 'reject', 'delegate', 'override'])).describe('What the caller may do next'),
});
export type LeaveRequest = z.infer<typeof LeaveRequestView>;

export const ProofLinkView = z.object({ url: z.string(), expiresAt: z.string(), filename: z.string(), contentType: z.string() });

export const RuleViolationView = z.object({ rule: z.enum(LEAVE_RULES), message: z.string() });

export const LeavePreviewView = z.object({
  days,
  year: z.number().int(),
  calendarDays: z.number().int(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })).describe('Public holidays inside the period (not counted)'),
  balance: z.object({ available: days, after: days }).nullable(),
  violations: z.array(RuleViolationView).describe('Every rule the request breaks; empty: it would be accepted'),
});
export type LeavePreview = z.infer<typeof LeavePreviewView>;

export const LeaveBalanceView = z.object({
  id: z.string(),
  employee: EmployeeRefView,
  leaveType: LeaveTypeRefView,
  year: z.number().int(),
  accrued: days,
  carriedOver: days,
  carryOverExpiresOn: z.string().nullable(),
  expired: days,
  adjusted: days,
  taken: days,
  pending: days,
  available: days.describe('accrued + carriedOver − expired + adjusted − taken − pending'),
  carriedToNext: days.nullable().describe('What the year-end rollover carried to the next year'),
});
export type LeaveBalance = z.infer<typeof LeaveBalanceView>;

export const BalanceMovementView = z.object({
  id: z.string(),
  kind: z.enum(BALANCE_MOVEMENT_KINDS),
  days,
  at: z.string(),
  label: z.string().describe('Month accrued, reason of an adjustment…'),
  author: person.nullable(),
});

export const LeaveBalanceDetailView = LeaveBalanceView.extend({
  movements: z.array(BalanceMovementView).describe('Accruals, adjustments, carry-over and expiry, newest first'),
});
export type LeaveBalanceDetail = z.infer<typeof LeaveBalanceDetailView>;

export const RolloverView = z.object({
  fromYear: z.number().int(),
  toYear: z.number().int(),
  balances: z.number().int(),
  carriedDays: days,
  forfeitedDays: days.describe('Unused days above the caps'),
});

export const PendingLeaveView = z.object({
  instanceId: z.string(),
  request: LeaveRequestView,
  startedAt: z.string(),
  step: z.object({ name: z.string(), order: z.number().int(), activatedAt: z.string(), dueAt: z.string().nullable() }),
  stepCount: z.number().int(),
  canAct: z.boolean(),
  onBehalfOf: person.nullable().describe('The approver the caller stands in for (delegation)'),
});
export type PendingLeave = z.infer<typeof PendingLeaveView>;

export const CountView = z.object({ count: z.number().int() });

export const TeamCalendarView = z.object({
  from: z.string(),
  to: z.string(),
  members: z.array(z.object({ id: z.string(), name: z.string(), jobTitle: z.string().nullable(), managerId: z.string().nullable() })),
  leaves: z.array(
    z.object({
      id: z.string(),
      employeeId: z.string(),
      leaveType: LeaveTypeRefView,
      startDate: z.string(),
      endDate: z.string(),
      startPeriod: z.enum(DAY_PERIODS),
      endPeriod: z.enum(DAY_PERIODS),
      days,
      status: z.enum(LEAVE_REQUEST_STATUSES),
    }),
  ),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  teams: z.array(
    z.object({
      managerId: z.string(),
      managerName: z.string(),
      size: z.number().int(),
      minimumPercent: z.number().int().nullable().describe('The strictest minimum coverage among the policies in force'),
      days: z.array(z.object({ date: z.string(), absent: z.number().int(), presentPercent: z.number().int(), belowMinimum: z.boolean() })),
    }),
  ),
});
export type TeamCalendar = z.infer<typeof TeamCalendarView>;

export const HolidayView = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  estimated: z.boolean().describe('A date computed from the lunar calendar, to confirm with the official announcement'),
  source: z.string().nullable(),
  origin: z.enum(HOLIDAY_ORIGINS),
});
export type Holiday = z.infer<typeof HolidayView>;

export const HolidayYearView = z.object({
  year: z.number().int(),
  country: z.string().nullable(),
  items: z.array(HolidayView),
});
export type HolidayYear = z.infer<typeof HolidayYearView>;

export const ConventionSummaryView = z.object({ code: z.string(), country: z.string(), name: z.string() });

export const LeaveDiffView = z.object({
  conventionCode: z.string(),
  name: z.string(),
  country: z.string(),
  unit: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string().nullable() })),
  items: z.array(
    z.object({
      leaveTypeCode: z.string(),
      leaveTypeName: z.string(),
      policyId: z.string().nullable(),
      field: z.string(),
      rule: z.enum(DIFF_RULES),
      current: z.unknown().describe('The value in force (null when the type or its policy is missing)'),
      template: z.unknown(),
      verdict: z.enum(DIFF_VERDICTS),
      legal: z.string().describe("What the text says"),
      confirmed: z.boolean().describe("false: a value not yet checked against the official text"),
      source: z.string(),
    }),
  ),
});
export type LeaveDiff = z.infer<typeof LeaveDiffView>;

export const ImportResultView = z.object({
  types: z.object({ created: z.number().int(), updated: z.number().int() }),
  policies: z.object({ created: z.number().int(), versioned: z.number().int(), unchanged: z.number().int() }),
  items: z
    .array(z.object({ kind: z.enum(['TYPE', 'POLICY']), code: z.string().describe('The leave type’s code'), outcome: z.enum(IMPORT_OUTCOMES) }))
    .describe('What became of each type and policy of the document, in its order'),
  warnings: z.array(z.string()),
});
