import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { AddOnType } from '../../../../shared/operator';

/** An add-on a subscription may take on top of its plan: a feature, a pack of users or a module. */
export class AddOn extends Model<InferAttributes<AddOn>, InferCreationAttributes<AddOn>> {
  declare id: CreationOptional<string>;
  declare code: string;
  declare name: string;
  declare description: string | null;
  declare type: AddOnType;
  declare monthlyPriceCents: number;
  declare module: string | null;
  declare featureCode: string | null;
  declare users: number | null;
  declare active: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AddOn.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        code: { type: DataTypes.STRING(50), allowNull: false, unique: true },
        name: { type: DataTypes.STRING(120), allowNull: false },
        description: { type: DataTypes.STRING(2000), allowNull: true },
        type: { type: DataTypes.STRING(20), allowNull: false },
        monthlyPriceCents: centsColumn('monthlyPriceCents'),
        module: { type: DataTypes.STRING(20), allowNull: true },
        featureCode: { type: DataTypes.STRING(60), allowNull: true },
        users: { type: DataTypes.INTEGER, allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'add_ons', modelName: 'AddOn' },
    );
  }
}
