import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { ExpenseClaimStatus, ReimbursementMode } from '../../../../shared/expenses';

/**
 * An employee's expense claim: what was spent (integer cents in the tenant's currency), on what
 * and when, the receipt in the document store, and who moved it through its states and when.
 */
export class ExpenseClaim extends Model<
  InferAttributes<ExpenseClaim>,
  InferCreationAttributes<ExpenseClaim>
> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare reference: string;
  declare employeeId: string;
  declare submittedBy: CreationOptional<string | null>;
  declare submittedAt: Date;
  declare expenseDate: string;
  declare description: string;
  declare amountCents: number;
  declare currency: string;
  declare category: CreationOptional<string>;
  declare status: CreationOptional<ExpenseClaimStatus>;
  declare receiptDocumentId: CreationOptional<string | null>;
  declare receiptFilename: CreationOptional<string | null>;
  declare receiptContentType: CreationOptional<string | null>;
  declare receiptSize: CreationOptional<number | null>;
  declare approvedBy: CreationOptional<string | null>;
  declare approvedAt: CreationOptional<Date | null>;
  declare rejectedBy: CreationOptional<string | null>;
  declare rejectedAt: CreationOptional<Date | null>;
  declare rejectionReason: CreationOptional<string | null>;
  declare paymentScheduledBy: CreationOptional<string | null>;
  declare paymentScheduledAt: CreationOptional<Date | null>;
  declare reimbursedBy: CreationOptional<string | null>;
  declare reimbursedAt: CreationOptional<Date | null>;
  declare paymentMode: CreationOptional<ReimbursementMode | null>;
  declare paymentNote: CreationOptional<string | null>;
  declare journalEntryId: CreationOptional<string | null>;
  declare journalPieceNumber: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const user = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    ExpenseClaim.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(30), allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        submittedBy: user(),
        submittedAt: { type: DataTypes.DATE, allowNull: false },
        expenseDate: { type: DataTypes.DATEONLY, allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: false },
        amountCents: centsColumn('amountCents'),
        currency: { type: DataTypes.STRING(3), allowNull: false },
        category: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'OTHER' },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'SUBMITTED' },
        receiptDocumentId: { type: DataTypes.UUID, allowNull: true },
        receiptFilename: { type: DataTypes.STRING(255), allowNull: true },
        receiptContentType: { type: DataTypes.STRING(120), allowNull: true },
        receiptSize: { type: DataTypes.INTEGER, allowNull: true },
        approvedBy: user(),
        approvedAt: at(),
        rejectedBy: user(),
        rejectedAt: at(),
        rejectionReason: { type: DataTypes.STRING(500), allowNull: true },
        paymentScheduledBy: user(),
        paymentScheduledAt: at(),
        reimbursedBy: user(),
        reimbursedAt: at(),
        paymentMode: { type: DataTypes.STRING(20), allowNull: true },
        paymentNote: { type: DataTypes.STRING(500), allowNull: true },
        journalEntryId: { type: DataTypes.UUID, allowNull: true },
        journalPieceNumber: { type: DataTypes.STRING(30), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'expense_claims', modelName: 'ExpenseClaim' },
    );
    tenantScoped(ExpenseClaim);
  }
}
