import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { ImportSessionStatus, SheetStats, ImportSummary } from '../../../../shared/views/import';

/** One uploaded workbook: its validation figures, then its execution and rollback. */
export class ImportSession extends Model<InferAttributes<ImportSession>, InferCreationAttributes<ImportSession>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare filename: string;
  declare documentId: string;
  /** The rows read at upload (see services/rows.ts); null for a session uploaded before they were kept. */
  declare rowsDocumentId: CreationOptional<string | null>;
  /** Never EXECUTING: that one is only shown while an execution runs. */
  declare status: Exclude<ImportSessionStatus, 'EXECUTING'>;
  declare rowCount: number;
  declare errorCount: number;
  declare warningCount: number;
  declare sheetStats: SheetStats[];
  declare summary: CreationOptional<ImportSummary | null>;
  declare createdBy: string | null;
  declare executedBy: CreationOptional<string | null>;
  declare executedAt: CreationOptional<Date | null>;
  declare rolledBackBy: CreationOptional<string | null>;
  declare rolledBackAt: CreationOptional<Date | null>;
  /** The report last generated, and the status it was generated for (a new status makes a new report). */
  declare reportDocumentId: CreationOptional<string | null>;
  declare reportStatus: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ImportSession.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        documentId: { type: DataTypes.UUID, allowNull: false },
        rowsDocumentId: { type: DataTypes.UUID, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false },
        rowCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        errorCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        warningCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        sheetStats: { type: DataTypes.JSON, allowNull: false },
        summary: { type: DataTypes.JSON, allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        executedBy: { type: DataTypes.UUID, allowNull: true },
        executedAt: { type: DataTypes.DATE, allowNull: true },
        rolledBackBy: { type: DataTypes.UUID, allowNull: true },
        rolledBackAt: { type: DataTypes.DATE, allowNull: true },
        reportDocumentId: { type: DataTypes.UUID, allowNull: true },
        reportStatus: { type: DataTypes.STRING(20), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'import_sessions', modelName: 'ImportSession' },
    );
    tenantScoped(ImportSession);
  }
}
