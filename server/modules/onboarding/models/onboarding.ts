import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { OnboardingStatus } from '../../../../shared/onboarding';
import type { OnboardingTask } from './onboarding-task';

/** A new hire's checklist, copied from a template when it starts. */
export class Onboarding extends Model<InferAttributes<Onboarding>, InferCreationAttributes<Onboarding>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare employeeId: string;
  declare templateId: CreationOptional<string | null>;
  declare templateName: string;
  declare startDate: string;
  declare status: OnboardingStatus;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare startedByUserId: CreationOptional<string | null>;
  declare completedAt: CreationOptional<Date | null>;
  /** When it ended otherwise (rejected, expired, cancelled). */
  declare closedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare tasks?: NonAttribute<OnboardingTask[]>;

  static initModel(sequelize: Sequelize): void {
    Onboarding.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        templateId: { type: DataTypes.UUID, allowNull: true },
        templateName: { type: DataTypes.STRING(150), allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        workflowInstanceId: { type: DataTypes.UUID, allowNull: true },
        startedByUserId: { type: DataTypes.UUID, allowNull: true },
        completedAt: { type: DataTypes.DATE, allowNull: true },
        closedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'onboardings', modelName: 'Onboarding' },
    );
    tenantScoped(Onboarding);
  }
}
