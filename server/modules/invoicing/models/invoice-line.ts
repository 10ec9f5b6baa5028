import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import { decimalColumn } from './columns';

/** A line of an invoice or credit note; a credit note's line names the invoice line it credits. */
export class InvoiceLine extends Model<InferAttributes<InvoiceLine>, InferCreationAttributes<InvoiceLine>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare invoiceId: string;
  declare lineNo: number;
  declare description: string;
  declare quantity: string;
  declare unitPriceCents: number;
  declare vatRate: string;
  declare accountCode: string;
  declare amountExclTaxCents: number;
  declare sourceLineId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    InvoiceLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        invoiceId: { type: DataTypes.UUID, allowNull: false },
        lineNo: { type: DataTypes.INTEGER, allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: false },
        quantity: decimalColumn('quantity', 16, 3, 'plain'),
        unitPriceCents: centsColumn('unitPriceCents'),
        vatRate: decimalColumn('vatRate', 5, 2, 'fixed'),
        accountCode: { type: DataTypes.STRING(20), allowNull: false },
        amountExclTaxCents: centsColumn('amountExclTaxCents'),
        sourceLineId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'invoice_lines', modelName: 'InvoiceLine' },
    );
    tenantScoped(InvoiceLine);
  }
}
