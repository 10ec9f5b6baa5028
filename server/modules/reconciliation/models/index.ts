import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { StatementImport } from './statement-import';
import { StatementLine } from './statement-line';

export { StatementImport, StatementLine };

const READ = ['accounting.reconciliation.read', 'accounting.read'];
/** The audit trail's entity type of statement lines (matches written in bulk record it themselves). */
export const STATEMENT_LINE_ENTITY = 'BANK_STATEMENT_LINE';

export function initReconciliationModels(sequelize: Sequelize): void {
  StatementImport.initModel(sequelize);
  StatementLine.initModel(sequelize);
  StatementLine.belongsTo(StatementImport, { foreignKey: 'importId', as: 'statement' });
  auditable(StatementImport, { entityType: 'BANK_STATEMENT_IMPORT', readPermission: READ });
  auditable(StatementLine, { entityType: STATEMENT_LINE_ENTITY, readPermission: READ, ignore: ['matchedAt'] });
}
