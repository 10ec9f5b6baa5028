import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import type { VatGroup } from '../../../../shared/invoice-amounts';
import type { CustomerLanguage, DocumentType, InvoiceStatus } from '../../../../shared/invoicing';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import { decimalColumn, jsonColumn } from './columns';
import type { InvoiceLine } from './invoice-line';

/**
 * An invoice or a credit note (documentType CREDIT_NOTE, amounts negative, linked to the invoice
 * it credits). The customer's name, address and tax id are copied on the document; amounts are
 * integer cents; `remainingCents` is what the customer still owes (negative: to refund).
 */
export class Invoice extends Model<InferAttributes<Invoice>, InferCreationAttributes<Invoice>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare documentType: DocumentType;
  declare pieceNumber: string;
  declare status: InvoiceStatus;
  declare customerId: string | null;
  declare customerName: string;
  declare customerAddressLine: string | null;
  declare customerPostalCode: string | null;
  declare customerCity: string | null;
  declare customerCountry: string | null;
  declare customerTaxId: string | null;
  declare customerEmail: string | null;
  declare customerLanguage: CustomerLanguage;
  declare description: string | null;
  declare issueDate: string;
  declare dueDate: string;
  declare currency: string;
  declare vatRate: string;
  declare amountExclTaxCents: number;
  declare vatAmountCents: number;
  declare amountInclTaxCents: number;
  declare paidCents: CreationOptional<number>;
  declare creditedCents: CreationOptional<number>;
  declare remainingCents: CreationOptional<number>;
  declare vatBreakdown: VatGroup[];
  declare receivableAccount: string;
  declare originalInvoiceId: CreationOptional<string | null>;
  declare creditReason: CreationOptional<string | null>;
  declare issuedEntryId: CreationOptional<string | null>;
  declare cancelEntryId: CreationOptional<string | null>;
  declare pdfDocumentId: CreationOptional<string | null>;
  declare pdfFilename: CreationOptional<string | null>;
  declare facturx: CreationOptional<boolean>;
  declare sentAt: CreationOptional<Date | null>;
  declare sentBy: CreationOptional<string | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare cancelledOn: CreationOptional<string | null>;
  declare cancelledBy: CreationOptional<string | null>;
  declare cancelReason: CreationOptional<string | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare lines?: NonAttribute<InvoiceLine[]>;

  static initModel(sequelize: Sequelize): void {
    const str = (n: number, allowNull = true) => ({ type: DataTypes.STRING(n), allowNull });
    const uuid = () => ({ type: DataTypes.UUID, allowNull: true });
    Invoice.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        documentType: str(20, false),
        pieceNumber: str(30, false),
        status: str(20, false),
        customerId: uuid(),
        customerName: str(200, false),
        customerAddressLine: str(200),
        customerPostalCode: str(20),
        customerCity: str(100),
        customerCountry: str(2),
        customerTaxId: str(50),
        customerEmail: str(200),
        customerLanguage: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
        description: str(500),
        issueDate: { type: DataTypes.DATEONLY, allowNull: false },
        dueDate: { type: DataTypes.DATEONLY, allowNull: false },
        currency: str(3, false),
        vatRate: decimalColumn('vatRate', 5, 2, 'fixed'),
        amountExclTaxCents: centsColumn('amountExclTaxCents'),
        vatAmountCents: centsColumn('vatAmountCents'),
        amountInclTaxCents: centsColumn('amountInclTaxCents'),
        paidCents: centsColumn('paidCents', { defaultValue: 0 }),
        creditedCents: centsColumn('creditedCents', { defaultValue: 0 }),
        remainingCents: centsColumn('remainingCents', { defaultValue: 0 }),
        vatBreakdown: jsonColumn('vatBreakdown'),
        receivableAccount: str(20, false),
        originalInvoiceId: uuid(),
        creditReason: str(500),
        issuedEntryId: uuid(),
        cancelEntryId: uuid(),
        pdfDocumentId: uuid(),
        pdfFilename: str(120),
        facturx: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        sentAt: { type: DataTypes.DATE, allowNull: true },
        sentBy: uuid(),
        cancelledAt: { type: DataTypes.DATE, allowNull: true },
        cancelledOn: { type: DataTypes.DATEONLY, allowNull: true },
        cancelledBy: uuid(),
        cancelReason: str(500),
        createdBy: uuid(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'invoices', modelName: 'Invoice' },
    );
    tenantScoped(Invoice);
  }
}
