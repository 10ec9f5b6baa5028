/** Payroll values the server and the renderer share (statuses, actions, categories). */

export const PAYROLL_RUN_STATUSES = ['DRAFT', 'VALIDATED', 'PAID', 'CLOSED'] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/** What can be done to a run, by the specification's state table (strictly forward). */
export const PAYROLL_RUN_ACTIONS = ['compute', 'edit-inputs', 'validate', 'delete', 'generate-payslips', 'pay', 'close'] as const;
export type PayrollRunAction = (typeof PAYROLL_RUN_ACTIONS)[number];

/** Countries whose rules ship in resources/payroll. */
export const PAYROLL_COUNTRIES = ['SN', 'CI', 'FR'] as const;
export type PayrollCountry = (typeof PAYROLL_COUNTRIES)[number];

export const PAYROLL_CATEGORIES = ['CADRE', 'NON_CADRE'] as const;
export type PayrollCategory = (typeof PAYROLL_CATEGORIES)[number];

/** Statuses whose amounts are frozen: what declarations, payslips and transfer files read. */
export const PAYROLL_FROZEN_STATUSES: readonly PayrollRunStatus[] = ['VALIDATED', 'PAID', 'CLOSED'];

/** `2026-03` */
export function payrollPeriod(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}
