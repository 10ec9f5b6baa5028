import { defineStates } from '../../platform/state-machine';
import type { PayrollRunAction, PayrollRunStatus } from '../../../shared/payroll';

/**
 * The specification's payroll-run table, strictly forward: a DRAFT is computed (again and again),
 * its inputs edited, then validated (it must have entries) or deleted; a VALIDATED run is paid, a
 * PAID run closed; nothing changes a CLOSED run's amounts. Payslips are generated once out of
 * DRAFT, in any later status (decision: the table names VALIDATED, but a run paid or closed
 * before its payslips were generated must still give its employees their payslips; generating
 * one changes no amount).
 */
export const PAYROLL_RUN_STATES = defineStates<PayrollRunStatus, PayrollRunAction>({
  DRAFT: { compute: 'DRAFT', 'edit-inputs': 'DRAFT', validate: 'VALIDATED', delete: 'DRAFT' },
  VALIDATED: { 'generate-payslips': 'VALIDATED', pay: 'PAID' },
  PAID: { 'generate-payslips': 'PAID', close: 'CLOSED' },
  CLOSED: { 'generate-payslips': 'CLOSED' },
});
