import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { ContractType } from '../../../../shared/contracts';

/** A contract text with {{placeholders}}; shared templates (tenantId null) are read-only. */
export class ContractTemplate extends Model<InferAttributes<ContractTemplate>, InferCreationAttributes<ContractTemplate>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string | null>;
  declare code: CreationOptional<string | null>;
  declare name: string;
  declare country: string;
  declare contractType: ContractType;
  declare language: string;
  declare description: CreationOptional<string | null>;
  declare body: string;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  get shared(): NonAttribute<boolean> {
    return this.tenantId === null;
  }

  static initModel(sequelize: Sequelize): void {
    ContractTemplate.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: true },
        code: { type: DataTypes.STRING(60), allowNull: true },
        name: { type: DataTypes.STRING(150), allowNull: false },
        country: { type: DataTypes.STRING(2), allowNull: false },
        contractType: { type: DataTypes.STRING(20), allowNull: false },
        language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
        description: { type: DataTypes.STRING(500), allowNull: true },
        body: { type: DataTypes.TEXT, allowNull: false },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'contract_templates', modelName: 'ContractTemplate' },
    );
    tenantScoped(ContractTemplate, 'shared-or-owned');
  }
}
