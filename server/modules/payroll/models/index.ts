import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { PayrollEntry } from './payroll-entry';
import { PayrollProfile } from './payroll-profile';
import { PayrollRun } from './payroll-run';
import { PayrollRuleOverride } from './rule-override';
import { PayrollVariableInput } from './variable-inputs';
import { PayrollHistoryLine } from './history-line';

export { PayrollEntry, PayrollHistoryLine, PayrollProfile, PayrollRun, PayrollRuleOverride, PayrollVariableInput };
export type { StoredJournalLine } from './payroll-run';
export type { StoredInputs } from './variable-inputs';

/**
 * Runs, variable inputs, rule overrides and profiles are audited. Entries are not: they are the
 * computation's output, rewritten whole by every compute (the run's history records each compute
 * with its totals, and the entry keeps the engine's working).
 */
export function initPayrollModels(sequelize: Sequelize): void {
  PayrollRun.initModel(sequelize);
  PayrollEntry.initModel(sequelize);
  PayrollVariableInput.initModel(sequelize);
  PayrollRuleOverride.initModel(sequelize);
  PayrollProfile.initModel(sequelize);
  PayrollHistoryLine.initModel(sequelize);
  auditable(PayrollRun, { entityType: 'PAYROLL_RUN', readPermission: 'accounting.read', ignore: ['appliedOverrides', 'accountTitles', 'journalLines', 'inputsStale'] });
  auditable(PayrollVariableInput, { entityType: 'PAYROLL_VARIABLE_INPUTS', readPermission: 'accounting.read', entityId: (row) => row.runId });
  auditable(PayrollRuleOverride, { entityType: 'PAYROLL_RULE_OVERRIDE', readPermission: 'accounting.read' });
  auditable(PayrollProfile, { entityType: 'PAYROLL_PROFILE', readPermission: 'accounting.read' });
  auditable(PayrollHistoryLine, { entityType: 'PAYROLL_HISTORY_LINE', readPermission: 'accounting.read' });
}
