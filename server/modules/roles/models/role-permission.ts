import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A permission code granted by a custom role (system roles' grants live in shared/permissions.ts). */
export class RolePermission extends Model<InferAttributes<RolePermission>, InferCreationAttributes<RolePermission>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare roleId: string;
  declare permissionCode: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    RolePermission.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        roleId: { type: DataTypes.UUID, allowNull: false },
        permissionCode: { type: DataTypes.STRING(80), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'role_permissions', modelName: 'RolePermission' },
    );
    tenantScoped(RolePermission);
  }
}
