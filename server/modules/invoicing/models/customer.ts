import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { CustomerLanguage } from '../../../../shared/invoicing';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A customer of the register: who invoices are addressed to, on which account and terms. */
export class Customer extends Model<InferAttributes<Customer>, InferCreationAttributes<Customer>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  /** Lower-cased, spaces collapsed: two customers never share a name. */
  declare nameKey: string;
  declare addressLine: string | null;
  declare postalCode: string | null;
  declare city: string | null;
  declare country: string;
  declare taxId: string | null;
  declare email: string | null;
  declare phone: string | null;
  declare paymentTermsDays: number;
  declare receivableAccount: string;
  declare language: CustomerLanguage;
  declare active: CreationOptional<boolean>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const str = (n: number, allowNull = true) => ({ type: DataTypes.STRING(n), allowNull });
    Customer.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        name: str(200, false),
        nameKey: str(200, false),
        addressLine: str(200),
        postalCode: str(20),
        city: str(100),
        country: str(2, false),
        taxId: str(50),
        email: str(200),
        phone: str(40),
        paymentTermsDays: { type: DataTypes.INTEGER, allowNull: false },
        receivableAccount: str(20, false),
        language: { type: DataTypes.STRING(2), allowNull: false },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'customers', modelName: 'Customer' },
    );
    tenantScoped(Customer);
  }
}

export function customerNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
