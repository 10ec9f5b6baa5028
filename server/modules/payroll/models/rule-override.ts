import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { PayrollCountry } from '../../../../shared/payroll';
import type { RuleOverride } from '../engine';

/** A tenant's change to the shipped rules of a country from a month on (the engine's override). */
export class PayrollRuleOverride extends Model<InferAttributes<PayrollRuleOverride>, InferCreationAttributes<PayrollRuleOverride>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare country: PayrollCountry;
  declare target: RuleOverride['target'];
  /** The rule or constant it changes (the custom rule's code). */
  declare code: string;
  declare effectiveFrom: string;
  declare override: RuleOverride;
  declare note: CreationOptional<string | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PayrollRuleOverride.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        country: { type: DataTypes.STRING(2), allowNull: false },
        target: { type: DataTypes.STRING(20), allowNull: false },
        code: { type: DataTypes.STRING(60), allowNull: false },
        effectiveFrom: { type: DataTypes.DATEONLY, allowNull: false },
        override: { type: DataTypes.JSON, allowNull: false },
        note: { type: DataTypes.STRING(500), allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'payroll_rule_overrides', modelName: 'PayrollRuleOverride' },
    );
    tenantScoped(PayrollRuleOverride);
  }
}
