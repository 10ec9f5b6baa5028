import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { BillingCycle } from '../../../../shared/operator';
import type { SubscriptionStatus } from '../../../../shared/modules';

/**
 * What the platform keeps about a tenant's subscription beyond the tenant's own status, plan and
 * modules (tenants module): billing cycle and period, add-ons, promo code, custom deal.
 */
export class Subscription extends Model<InferAttributes<Subscription>, InferCreationAttributes<Subscription>> {
  declare id: CreationOptional<string>;
  declare tenantId: string;
  declare billingCycle: CreationOptional<BillingCycle>;
  declare currentPeriodStart: CreationOptional<string | null>;
  declare currentPeriodEnd: CreationOptional<string | null>;
  declare autoRenew: CreationOptional<boolean>;
  declare addOnCodes: CreationOptional<string[]>;
  declare promoCodeId: CreationOptional<string | null>;
  declare promoAppliedOn: CreationOptional<string | null>;
  declare customDealMonthlyCents: CreationOptional<number | null>;
  declare customDealDescription: CreationOptional<string | null>;
  declare customDealUntil: CreationOptional<string | null>;
  declare suspendedFromStatus: CreationOptional<SubscriptionStatus | null>;
  declare suspensionReason: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Subscription.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false, unique: true },
        billingCycle: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'MONTHLY' },
        currentPeriodStart: { type: DataTypes.DATEONLY, allowNull: true },
        currentPeriodEnd: { type: DataTypes.DATEONLY, allowNull: true },
        autoRenew: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        addOnCodes: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
        promoCodeId: { type: DataTypes.UUID, allowNull: true },
        promoAppliedOn: { type: DataTypes.DATEONLY, allowNull: true },
        customDealMonthlyCents: centsColumn('customDealMonthlyCents', { allowNull: true }),
        customDealDescription: { type: DataTypes.STRING(500), allowNull: true },
        customDealUntil: { type: DataTypes.DATEONLY, allowNull: true },
        suspendedFromStatus: { type: DataTypes.STRING(20), allowNull: true },
        suspensionReason: { type: DataTypes.STRING(500), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'subscriptions', modelName: 'Subscription' },
    );
  }
}
