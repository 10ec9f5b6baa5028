import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { OffboardingReason, OffboardingStatus } from '../../../../shared/onboarding';

/** A departure: reason and exit date, approved through the EMPLOYEE_OFFBOARDING circuit. */
export class Offboarding extends Model<InferAttributes<Offboarding>, InferCreationAttributes<Offboarding>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare employeeId: string;
  declare reason: OffboardingReason;
  declare comment: CreationOptional<string | null>;
  declare exitDate: string;
  declare status: OffboardingStatus;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare initiatedByUserId: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare completedAt: CreationOptional<Date | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Offboarding.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        reason: { type: DataTypes.STRING(30), allowNull: false },
        comment: { type: DataTypes.STRING(1000), allowNull: true },
        exitDate: { type: DataTypes.DATEONLY, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        workflowInstanceId: { type: DataTypes.UUID, allowNull: true },
        initiatedByUserId: { type: DataTypes.UUID, allowNull: true },
        decidedAt: { type: DataTypes.DATE, allowNull: true },
        completedAt: { type: DataTypes.DATE, allowNull: true },
        cancelledAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'offboardings', modelName: 'Offboarding' },
    );
    tenantScoped(Offboarding);
  }
}
