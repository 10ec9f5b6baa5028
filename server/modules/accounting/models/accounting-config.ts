import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { AccountingCurrency, ChartStandard, SocialBody, TaxRegime, VatPeriodicity } from '../../../../shared/accounting';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** The tenant's accounting settings (one row per tenant). */
export class AccountingConfig extends Model<InferAttributes<AccountingConfig>, InferCreationAttributes<AccountingConfig>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare chartStandard: ChartStandard;
  declare country: string;
  declare currency: AccountingCurrency;
  declare taxRegime: TaxRegime;
  /** Percent with two decimals, kept as a decimal string ("18.00"). */
  declare standardVatRate: string;
  declare vatPeriodicity: VatPeriodicity;
  declare socialBody: SocialBody;
  /** Separation of duties: every step that posts to the ledger also needs accounting.write. */
  declare postingRequiresWrite: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AccountingConfig.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        chartStandard: { type: DataTypes.STRING(20), allowNull: false },
        country: { type: DataTypes.STRING(2), allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: false },
        taxRegime: { type: DataTypes.STRING(20), allowNull: false },
        standardVatRate: {
          type: DataTypes.DECIMAL(5, 2),
          allowNull: false,
          get(this: AccountingConfig) {
            const raw = this.getDataValue('standardVatRate') as unknown;
            return raw === null || raw === undefined ? raw : Number(raw).toFixed(2);
          },
        },
        vatPeriodicity: { type: DataTypes.STRING(10), allowNull: false },
        socialBody: { type: DataTypes.STRING(10), allowNull: false },
        postingRequiresWrite: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'accounting_configs', modelName: 'AccountingConfig' },
    );
    tenantScoped(AccountingConfig);
  }
}
