import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** What the company prints on its invoices: identity, legal mentions, default payment terms. */
export class InvoicingSettings extends Model<InferAttributes<InvoicingSettings>, InferCreationAttributes<InvoicingSettings>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare legalName: string | null;
  declare addressLine: string | null;
  declare postalCode: string | null;
  declare city: string | null;
  declare taxId: string | null;
  declare registrationNumber: string | null;
  declare legalForm: string | null;
  declare email: string | null;
  declare phone: string | null;
  declare paymentTermsDays: number;
  declare legalMentions: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const str = (n: number) => ({ type: DataTypes.STRING(n), allowNull: true });
    InvoicingSettings.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        legalName: str(200),
        addressLine: str(200),
        postalCode: str(20),
        city: str(100),
        taxId: str(50),
        registrationNumber: str(50),
        legalForm: str(200),
        email: str(200),
        phone: str(40),
        paymentTermsDays: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
        legalMentions: str(1000),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'invoicing_settings', modelName: 'InvoicingSettings' },
    );
    tenantScoped(InvoicingSettings);
  }
}
