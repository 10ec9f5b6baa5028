import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { HolidayKind, HolidayOrigin } from '../../../../shared/leave';

/** A public holiday of the tenant: not a working day, so never counted in a request. */
export class Holiday extends Model<InferAttributes<Holiday>, InferCreationAttributes<Holiday>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare date: string;
  declare name: string;
  declare kind: HolidayKind;
  declare estimated: boolean;
  declare source: string | null;
  declare origin: HolidayOrigin;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Holiday.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        date: { type: DataTypes.DATEONLY, allowNull: false },
        name: { type: DataTypes.STRING(120), allowNull: false },
        kind: { type: DataTypes.STRING(10), allowNull: false },
        estimated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        source: { type: DataTypes.STRING(500), allowNull: true },
        origin: { type: DataTypes.STRING(10), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_holidays', modelName: 'Holiday' },
    );
    tenantScoped(Holiday);
  }
}
