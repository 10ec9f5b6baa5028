import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A promo code used by a tenant (once per tenant, by a unique index). */
export class PromoRedemption extends Model<InferAttributes<PromoRedemption>, InferCreationAttributes<PromoRedemption>> {
  declare id: CreationOptional<string>;
  declare promoCodeId: string;
  declare tenantId: string;
  declare redeemedAt: Date;

  static initModel(sequelize: Sequelize): void {
    PromoRedemption.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        promoCodeId: { type: DataTypes.UUID, allowNull: false },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        redeemedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'promo_redemptions', modelName: 'PromoRedemption', timestamps: false },
    );
  }
}
