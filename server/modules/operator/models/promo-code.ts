import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { DiscountType } from '../../../../shared/operator';

/** A promo code: a discount (percent, fixed monthly amount or free months) within dates and a number of uses. */
export class PromoCode extends Model<InferAttributes<PromoCode>, InferCreationAttributes<PromoCode>> {
  declare id: CreationOptional<string>;
  declare code: string;
  declare description: string | null;
  declare discountType: DiscountType;
  declare percent: number | null;
  declare amountCents: number | null;
  declare freeMonths: number | null;
  declare validFrom: string | null;
  declare validUntil: string | null;
  declare maxUses: number | null;
  declare usesCount: CreationOptional<number>;
  declare planCodes: string[];
  declare active: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PromoCode.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        code: { type: DataTypes.STRING(40), allowNull: false, unique: true },
        description: { type: DataTypes.STRING(500), allowNull: true },
        discountType: { type: DataTypes.STRING(20), allowNull: false },
        percent: { type: DataTypes.INTEGER, allowNull: true },
        amountCents: centsColumn('amountCents', { allowNull: true }),
        freeMonths: { type: DataTypes.INTEGER, allowNull: true },
        validFrom: { type: DataTypes.DATEONLY, allowNull: true },
        validUntil: { type: DataTypes.DATEONLY, allowNull: true },
        maxUses: { type: DataTypes.INTEGER, allowNull: true },
        usesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        planCodes: { type: DataTypes.JSON, allowNull: false },
        active: { type: DataTypes.BOOLEAN, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'promo_codes', modelName: 'PromoCode' },
    );
  }
}
