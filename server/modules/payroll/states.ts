import { defineStates } from '../../platform/state-machine';
import type { PayrollRunAction, PayrollRunStatus } from '../../../shared/payroll';

/**
 * The specification's payroll-run table, strictly forward: a DRAFT is computed (again and again),
 * its inputs edited, then validated (it must have entries) or deleted; payslips are generated once
 * out of DRAFT and until the run is closed (decision: the table names VALIDATED, and a run paid
 * before its payslips were generated must still give its employees their payslips); a VALIDATED
 * run is paid, a PAID run closed; CLOSED is final.
 */
export const PAYROLL_RUN_STATES = defineStates<PayrollRunStatus, PayrollRunAction>({
  DRAFT: { compute: 'DRAFT', 'edit-inputs': 'DRAFT', validate: 'VALIDATED', delete: 'DRAFT' },
  VALIDATED: { 'generate-payslips': 'VALIDATED', pay: 'PAID' },
  PAID: { 'generate-payslips': 'PAID', close: 'CLOSED' },
  CLOSED: {},
});
