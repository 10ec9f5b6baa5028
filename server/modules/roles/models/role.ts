import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { PermissionRealm } from '../../../../shared/permissions';

/** A role: system (tenantId null, read-only, shared by every tenant) or custom to one tenant. */
export class Role extends Model<InferAttributes<Role>, InferCreationAttributes<Role>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string | null>;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare systemRole: CreationOptional<boolean>;
  declare realm: CreationOptional<PermissionRealm>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Role.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: true },
        name: { type: DataTypes.STRING(60), allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: true },
        systemRole: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        realm: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'tenant' },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'roles', modelName: 'Role' },
    );
    tenantScoped(Role, 'shared-or-owned');
  }
}
