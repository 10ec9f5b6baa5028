import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A finding (ERROR / WARNING) or a row's planned action (INFO) of a session. */
export class ImportLine extends Model<InferAttributes<ImportLine>, InferCreationAttributes<ImportLine>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare sessionId: string;
  declare sheet: string;
  declare row: number;
  declare column: string | null;
  declare severity: 'ERROR' | 'WARNING' | 'INFO';
  declare action: string | null;
  declare message: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ImportLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        sessionId: { type: DataTypes.UUID, allowNull: false },
        sheet: { type: DataTypes.STRING(40), allowNull: false },
        row: { type: DataTypes.INTEGER, allowNull: false },
        column: { type: DataTypes.STRING(4), allowNull: true },
        severity: { type: DataTypes.STRING(10), allowNull: false },
        action: { type: DataTypes.STRING(10), allowNull: true },
        message: { type: DataTypes.STRING(500), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'import_lines', modelName: 'ImportLine' },
    );
    tenantScoped(ImportLine);
  }
}
