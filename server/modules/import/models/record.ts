import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A record a session created or updated (its tag): what a rollback removes or puts back, in reverse `seq` order. */
export class ImportRecord extends Model<InferAttributes<ImportRecord>, InferCreationAttributes<ImportRecord>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare sessionId: string;
  declare seq: number;
  declare sheet: string;
  declare row: number;
  declare entity: string;
  declare entityId: string;
  declare action: 'CREATE' | 'UPDATE';
  /** The values an update replaced (null for a creation). */
  declare replaced: Record<string, unknown> | null;
  declare version: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ImportRecord.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        sessionId: { type: DataTypes.UUID, allowNull: false },
        seq: { type: DataTypes.INTEGER, allowNull: false },
        sheet: { type: DataTypes.STRING(40), allowNull: false },
        row: { type: DataTypes.INTEGER, allowNull: false },
        entity: { type: DataTypes.STRING(30), allowNull: false },
        entityId: { type: DataTypes.UUID, allowNull: false },
        action: { type: DataTypes.STRING(10), allowNull: false },
        replaced: { type: DataTypes.JSON, allowNull: true },
        version: { type: DataTypes.STRING(40), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'import_records', modelName: 'ImportRecord' },
    );
    tenantScoped(ImportRecord);
  }
}
