import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { PaymentMethod, PaymentSource, PaymentStatus } from '../../../../shared/operator';

/** A payment of a tenant's subscription (recorded by an operator when received outside the platform). */
export class SubscriptionPayment extends Model<InferAttributes<SubscriptionPayment>, InferCreationAttributes<SubscriptionPayment>> {
  declare id: CreationOptional<string>;
  declare tenantId: string;
  declare amountCents: number;
  declare currency: string;
  declare paidOn: string;
  declare method: PaymentMethod;
  declare reference: string | null;
  declare note: string | null;
  declare source: PaymentSource;
  declare status: PaymentStatus;
  declare recordedBy: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SubscriptionPayment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        amountCents: centsColumn('amountCents'),
        currency: { type: DataTypes.STRING(3), allowNull: false },
        paidOn: { type: DataTypes.DATEONLY, allowNull: false },
        method: { type: DataTypes.STRING(20), allowNull: false },
        reference: { type: DataTypes.STRING(100), allowNull: true },
        note: { type: DataTypes.STRING(1000), allowNull: true },
        source: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        recordedBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'subscription_payments', modelName: 'SubscriptionPayment' },
    );
  }
}
