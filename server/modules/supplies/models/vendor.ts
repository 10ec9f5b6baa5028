import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import { buildSearchText } from '../../../../shared/search';
import { DEFAULT_VENDOR_ACCOUNTING_CODE, DEFAULT_VENDOR_PAYMENT_TERMS_DAYS } from '../../../../shared/supplies';

/** A supplier of the tenant. Never deleted: deactivated instead (the specification's rule). */
export class Vendor extends Model<InferAttributes<Vendor>, InferCreationAttributes<Vendor>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare code: string;
  declare name: string;
  declare email: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare address: CreationOptional<string | null>;
  declare taxId: CreationOptional<string | null>;
  declare iban: CreationOptional<string | null>;
  declare bic: CreationOptional<string | null>;
  declare accountingCode: CreationOptional<string>;
  declare paymentTermsDays: CreationOptional<number>;
  declare active: CreationOptional<boolean>;
  declare notes: CreationOptional<string | null>;
  /** Derived on save: code, name, email and tax id with accents and case folded. */
  declare searchText: CreationOptional<string | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const text = (n: number) => ({ type: DataTypes.STRING(n), allowNull: true });
    Vendor.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        code: { type: DataTypes.STRING(20), allowNull: false },
        name: { type: DataTypes.STRING(150), allowNull: false },
        email: text(254),
        phone: text(40),
        address: text(500),
        taxId: text(40),
        iban: text(34),
        bic: text(11),
        accountingCode: { type: DataTypes.STRING(10), allowNull: false, defaultValue: DEFAULT_VENDOR_ACCOUNTING_CODE },
        paymentTermsDays: { type: DataTypes.INTEGER, allowNull: false, defaultValue: DEFAULT_VENDOR_PAYMENT_TERMS_DAYS },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        notes: { type: DataTypes.TEXT, allowNull: true },
        searchText: text(1000),
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'vendors',
        modelName: 'Vendor',
        hooks: {
          beforeSave: (vendor: Vendor) => {
            vendor.searchText = buildSearchText([vendor.code, vendor.name, vendor.email, vendor.taxId]);
          },
        },
      },
    );
    tenantScoped(Vendor);
  }
}
