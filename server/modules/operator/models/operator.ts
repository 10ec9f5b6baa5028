import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { OperatorRole } from '../../../../shared/permissions';

/** A member of the platform staff (operator space). Not tenant-scoped: operators have no tenant. */
export class Operator extends Model<InferAttributes<Operator>, InferCreationAttributes<Operator>> {
  declare id: CreationOptional<string>;
  declare email: string;
  declare firstName: string;
  declare lastName: string;
  declare passwordHash: CreationOptional<string | null>;
  declare role: OperatorRole;
  declare active: CreationOptional<boolean>;
  declare locale: CreationOptional<string>;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare passwordChangedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Operator.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        email: { type: DataTypes.STRING(320), allowNull: false, unique: true },
        firstName: { type: DataTypes.STRING(100), allowNull: false },
        lastName: { type: DataTypes.STRING(100), allowNull: false },
        passwordHash: { type: DataTypes.STRING(200), allowNull: true },
        role: { type: DataTypes.STRING(30), allowNull: false },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        locale: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'fr' },
        lastLoginAt: { type: DataTypes.DATE, allowNull: true },
        passwordChangedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'operators', modelName: 'Operator' },
    );
  }
}
