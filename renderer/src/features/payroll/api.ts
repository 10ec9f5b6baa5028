/** Shapes and paths of the payroll API, as the server presents them (shared/schemas/payroll.ts). */
import type { z } from 'zod';
import type {
  MyPayslipView,
  PayrollEntryView,
  PayrollHistoryLineView,
  PayrollJournalView,
  PayrollRunDetail,
  PayrollProfileView,
  PayrollRunView,
  RuleOverrideView,
  RuleSetView,
  VariableInputsView,
} from '../../../../shared/schemas/payroll';
import type { PayrollRunAction } from '../../../../shared/payroll';

export { PAYROLL_RUN_STATUSES, type PayrollRunAction, type PayrollRunStatus } from '../../../../shared/payroll';

export type PayrollRun = z.infer<typeof PayrollRunView>;
export type PayrollRunWithEntries = z.infer<typeof PayrollRunDetail>;
export type PayrollEntry = z.infer<typeof PayrollEntryView>;
export type PayrollJournal = z.infer<typeof PayrollJournalView>;
export type VariableInputs = z.infer<typeof VariableInputsView>;
export type MyPayslip = z.infer<typeof MyPayslipView>;
export type PayrollRuleSet = z.infer<typeof RuleSetView>;
export type PayrollRuleOverride = z.infer<typeof RuleOverrideView>;
export type PayrollProfile = z.infer<typeof PayrollProfileView>;
export type PayrollHistoryLine = z.infer<typeof PayrollHistoryLineView>;

export const PATHS = {
  runs: '/accounting/payroll',
  run: (id: string) => `/accounting/payroll/${id}`,
  entries: (id: string) => `/accounting/payroll/${id}/entries`,
  inputs: (id: string) => `/accounting/payroll/${id}/variable-inputs`,
  journal: (id: string) => `/accounting/payroll/${id}/journal`,
  action: (id: string, action: PayrollRunAction) => `/accounting/payroll/${id}/${action}`,
  payslip: (runId: string, entryId: string) => `/accounting/payroll/${runId}/entries/${entryId}/payslip`,
  transferCsv: (id: string) => `/accounting/payroll/${id}/transfer-file/csv`,
  transferSepa: (id: string) => `/accounting/payroll/${id}/transfer-file/sepa`,
  mine: '/accounting/payroll/my-payslips',
  rules: (country: string) => `/accounting/payroll-rules/${country}`,
  overrides: (country: string) => `/accounting/payroll-rules/${country}/overrides`,
  override: (country: string, id: string) => `/accounting/payroll-rules/${country}/overrides/${id}`,
  profiles: '/accounting/payroll-profiles',
  profile: (employeeId: string) => `/accounting/payroll-profiles/${employeeId}`,
  history: '/accounting/payroll-history',
  myPayslip: (entryId: string) => `/accounting/payroll/my-payslips/${entryId}/payslip`,
};

export const ACCESS = {
  read: { module: 'ACCOUNTING', permissions: ['accounting.read'] },
  manage: 'accounting.manage',
  /** Any signed-in user of a tenant with accounting: their own payslips. */
  own: { module: 'ACCOUNTING' },
};

export const STATUS_TONES = {
  DRAFT: 'default',
  VALIDATED: 'primary',
  PAID: 'success',
  CLOSED: 'info',
} as const;

/** The run's moves in the order it goes forward; delete last (destructive). */
export const RUN_ACTIONS = ['compute', 'validate', 'generate-payslips', 'pay', 'close', 'delete'] as const satisfies readonly PayrollRunAction[];
export type RunButtonAction = (typeof RUN_ACTIONS)[number];

export const periodLabel = (run: { year: number; month: number }, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(run.year, run.month - 1, 1)));
