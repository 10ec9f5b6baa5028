import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { PurchaseRequestStatus } from '../../../../shared/supplies';

/** One item asked for: a whole quantity at an estimated unit price (integer cents), and their product. */
export class PurchaseRequestItem extends Model<InferAttributes<PurchaseRequestItem>, InferCreationAttributes<PurchaseRequestItem>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare purchaseRequestId: string;
  declare lineNo: number;
  declare description: string;
  declare quantity: number;
  declare unitPriceCents: number;
  declare totalCents: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PurchaseRequestItem.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        purchaseRequestId: { type: DataTypes.UUID, allowNull: false },
        lineNo: { type: DataTypes.INTEGER, allowNull: false },
        description: { type: DataTypes.STRING(300), allowNull: false },
        quantity: { type: DataTypes.INTEGER, allowNull: false },
        unitPriceCents: centsColumn('unitPriceCents'),
        totalCents: centsColumn('totalCents'),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'purchase_request_items', modelName: 'PurchaseRequestItem' },
    );
    tenantScoped(PurchaseRequestItem);
  }
}

/**
 * A purchase request: what a holder of supplies.request asks to buy from which vendor, by when
 * and why; approved through the PURCHASE_REQUEST circuit, then ordered and received by supplies.manage.
 */
export class PurchaseRequest extends Model<InferAttributes<PurchaseRequest>, InferCreationAttributes<PurchaseRequest>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare reference: string;
  declare status: CreationOptional<PurchaseRequestStatus>;
  declare requesterUserId: string;
  declare requesterEmployeeId: CreationOptional<string | null>;
  declare vendorId: string;
  declare neededBy: string;
  declare justification: string;
  declare accountCode: CreationOptional<string | null>;
  declare totalCents: number;
  declare currency: string;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare decidedBy: CreationOptional<string | null>;
  declare decisionComment: CreationOptional<string | null>;
  declare orderedAt: CreationOptional<Date | null>;
  declare orderedBy: CreationOptional<string | null>;
  declare orderNote: CreationOptional<string | null>;
  declare receivedAt: CreationOptional<Date | null>;
  declare receivedBy: CreationOptional<string | null>;
  declare receiptNote: CreationOptional<string | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare items?: NonAttribute<PurchaseRequestItem[]>;

  static initModel(sequelize: Sequelize): void {
    const user = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    const note = () => ({ type: DataTypes.STRING(1000), allowNull: true });
    PurchaseRequest.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(30), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        requesterUserId: { type: DataTypes.UUID, allowNull: false },
        requesterEmployeeId: user(),
        vendorId: { type: DataTypes.UUID, allowNull: false },
        neededBy: { type: DataTypes.DATEONLY, allowNull: false },
        justification: { type: DataTypes.TEXT, allowNull: false },
        accountCode: { type: DataTypes.STRING(10), allowNull: true },
        totalCents: centsColumn('totalCents'),
        currency: { type: DataTypes.STRING(3), allowNull: false },
        workflowInstanceId: user(),
        submittedAt: at(),
        decidedAt: at(),
        decidedBy: user(),
        decisionComment: note(),
        orderedAt: at(),
        orderedBy: user(),
        orderNote: note(),
        receivedAt: at(),
        receivedBy: user(),
        receiptNote: note(),
        cancelledAt: at(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'purchase_requests', modelName: 'PurchaseRequest' },
    );
    tenantScoped(PurchaseRequest);
  }
}
