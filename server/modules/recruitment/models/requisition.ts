import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { RequisitionStatus } from '../../../../shared/recruitment';

/** A request to hire: the position, why, how urgent, under which contract and for what salary range. */
export class Requisition extends Model<InferAttributes<Requisition>, InferCreationAttributes<Requisition>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare jobTitle: string;
  declare departmentId: string | null;
  declare justification: string;
  declare priority: string;
  declare contractType: string;
  declare headcount: number;
  declare salaryMinCents: number | null;
  declare salaryMaxCents: number | null;
  declare currency: string;
  declare description: string | null;
  declare status: CreationOptional<RequisitionStatus>;
  declare authorUserId: string;
  declare authorEmployeeId: string | null;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare decidedBy: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare decisionComment: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Requisition.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        jobTitle: { type: DataTypes.STRING(150), allowNull: false },
        departmentId: { type: DataTypes.UUID, allowNull: true },
        justification: { type: DataTypes.STRING(20), allowNull: false },
        priority: { type: DataTypes.STRING(20), allowNull: false },
        contractType: { type: DataTypes.STRING(20), allowNull: false },
        headcount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        salaryMinCents: centsColumn('salaryMinCents', { allowNull: true }),
        salaryMaxCents: centsColumn('salaryMaxCents', { allowNull: true }),
        currency: { type: DataTypes.STRING(3), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        authorUserId: { type: DataTypes.UUID, allowNull: false },
        authorEmployeeId: { type: DataTypes.UUID, allowNull: true },
        workflowInstanceId: { type: DataTypes.UUID, allowNull: true },
        submittedAt: { type: DataTypes.DATE, allowNull: true },
        decidedBy: { type: DataTypes.UUID, allowNull: true },
        decidedAt: { type: DataTypes.DATE, allowNull: true },
        decisionComment: { type: DataTypes.STRING(1000), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'recruitment_requisitions', modelName: 'Requisition' },
    );
    tenantScoped(Requisition);
  }
}
