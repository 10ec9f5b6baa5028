import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { DayPeriod, LeaveRequestStatus, OverrideAction } from '../../../../shared/leave';

/** An employee's leave request: the period, the days it costs, its approval and its end. */
export class LeaveRequest extends Model<InferAttributes<LeaveRequest>, InferCreationAttributes<LeaveRequest>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare employeeId: string;
  declare leaveTypeId: string;
  declare policyVersionId: string | null;
  declare balanceId: string;
  declare year: number;
  declare startDate: string;
  declare endDate: string;
  declare startPeriod: DayPeriod;
  declare endPeriod: DayPeriod;
  declare daysCenti: number;
  declare reason: string | null;
  declare status: LeaveRequestStatus;
  declare proofDocumentId: CreationOptional<string | null>;
  declare proofFilename: CreationOptional<string | null>;
  declare proofContentType: CreationOptional<string | null>;
  declare proofSize: CreationOptional<number | null>;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare submittedBy: string | null;
  declare submittedAt: Date;
  declare decidedBy: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare decisionComment: CreationOptional<string | null>;
  declare cancelledBy: CreationOptional<string | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare cancelReason: CreationOptional<string | null>;
  declare overrideAction: CreationOptional<OverrideAction | null>;
  declare overrideComment: CreationOptional<string | null>;
  declare overrideBy: CreationOptional<string | null>;
  declare overrideAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const uuid = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    LeaveRequest.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        leaveTypeId: { type: DataTypes.UUID, allowNull: false },
        policyVersionId: uuid(),
        balanceId: { type: DataTypes.UUID, allowNull: false },
        year: { type: DataTypes.INTEGER, allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: { type: DataTypes.DATEONLY, allowNull: false },
        startPeriod: { type: DataTypes.STRING(10), allowNull: false },
        endPeriod: { type: DataTypes.STRING(10), allowNull: false },
        daysCenti: { type: DataTypes.INTEGER, allowNull: false },
        reason: { type: DataTypes.STRING(1000), allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false },
        proofDocumentId: uuid(),
        proofFilename: { type: DataTypes.STRING(255), allowNull: true },
        proofContentType: { type: DataTypes.STRING(120), allowNull: true },
        proofSize: { type: DataTypes.INTEGER, allowNull: true },
        workflowInstanceId: uuid(),
        submittedBy: uuid(),
        submittedAt: { type: DataTypes.DATE, allowNull: false },
        decidedBy: uuid(),
        decidedAt: at(),
        decisionComment: { type: DataTypes.STRING(1000), allowNull: true },
        cancelledBy: uuid(),
        cancelledAt: at(),
        cancelReason: { type: DataTypes.STRING(1000), allowNull: true },
        overrideAction: { type: DataTypes.STRING(10), allowNull: true },
        overrideComment: { type: DataTypes.STRING(1000), allowNull: true },
        overrideBy: uuid(),
        overrideAt: at(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_requests', modelName: 'LeaveRequest' },
    );
    tenantScoped(LeaveRequest);
  }
}
