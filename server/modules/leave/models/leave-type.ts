import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { AccrualMode } from '../../../../shared/leave';

/** A kind of leave the company grants (paid leave, sick leave…), with how it accrues. */
export class LeaveType extends Model<InferAttributes<LeaveType>, InferCreationAttributes<LeaveType>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare code: string;
  declare name: string;
  declare color: string;
  declare paid: boolean;
  declare requiresApproval: boolean;
  declare requiresProof: boolean;
  declare accrualMode: AccrualMode;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LeaveType.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        code: { type: DataTypes.STRING(30), allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        color: { type: DataTypes.STRING(7), allowNull: false },
        paid: { type: DataTypes.BOOLEAN, allowNull: false },
        requiresApproval: { type: DataTypes.BOOLEAN, allowNull: false },
        requiresProof: { type: DataTypes.BOOLEAN, allowNull: false },
        accrualMode: { type: DataTypes.STRING(20), allowNull: false },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_types', modelName: 'LeaveType' },
    );
    tenantScoped(LeaveType);
  }
}
