import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { ImportLine } from './line';
import { ImportRecord } from './record';
import { ImportSession } from './session';

export { ImportLine, ImportRecord, ImportSession };

/** Sessions are audited (upload, execution, rollback); their lines and tags are their working. */
export function initImportModels(sequelize: Sequelize): void {
  ImportSession.initModel(sequelize);
  ImportLine.initModel(sequelize);
  ImportRecord.initModel(sequelize);
  auditable(ImportSession, { entityType: 'IMPORT_SESSION', readPermission: 'import.view', ignore: ['sheetStats', 'summary', 'reportDocumentId', 'reportStatus', 'rowsDocumentId'] });
}
