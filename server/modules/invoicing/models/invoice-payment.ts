import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { PaymentMode } from '../../../../shared/invoicing';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** One payment received on an invoice, with its journal entry; reversed (never deleted) when wrong. */
export class InvoicePayment extends Model<InferAttributes<InvoicePayment>, InferCreationAttributes<InvoicePayment>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare invoiceId: string;
  declare paymentDate: string;
  declare amountCents: number;
  declare mode: PaymentMode;
  declare bankAccountId: string | null;
  declare treasuryAccount: string;
  declare reference: string | null;
  declare entryId: CreationOptional<string | null>;
  declare reversedAt: CreationOptional<Date | null>;
  declare reversedOn: CreationOptional<string | null>;
  declare reversedBy: CreationOptional<string | null>;
  declare reversalEntryId: CreationOptional<string | null>;
  declare reversalReason: CreationOptional<string | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const uuid = () => ({ type: DataTypes.UUID, allowNull: true });
    InvoicePayment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        invoiceId: { type: DataTypes.UUID, allowNull: false },
        paymentDate: { type: DataTypes.DATEONLY, allowNull: false },
        amountCents: centsColumn('amountCents'),
        mode: { type: DataTypes.STRING(20), allowNull: false },
        bankAccountId: uuid(),
        treasuryAccount: { type: DataTypes.STRING(20), allowNull: false },
        reference: { type: DataTypes.STRING(100), allowNull: true },
        entryId: uuid(),
        reversedAt: { type: DataTypes.DATE, allowNull: true },
        reversedOn: { type: DataTypes.DATEONLY, allowNull: true },
        reversedBy: uuid(),
        reversalEntryId: uuid(),
        reversalReason: { type: DataTypes.STRING(500), allowNull: true },
        createdBy: uuid(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'invoice_payments', modelName: 'InvoicePayment' },
    );
    tenantScoped(InvoicePayment);
  }
}
