import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { TaskOwnerType, TaskStatus } from '../../../../shared/onboarding';

/**
 * A step of an onboarding. MANAGER and EMPLOYEE owners are resolved to users when the onboarding
 * starts (ownerUserId); a ROLE step may be done by any holder of the role.
 */
export class OnboardingTask extends Model<InferAttributes<OnboardingTask>, InferCreationAttributes<OnboardingTask>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare onboardingId: string;
  declare position: number;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare ownerType: TaskOwnerType;
  declare ownerRoleId: CreationOptional<string | null>;
  declare ownerUserId: CreationOptional<string | null>;
  declare dueDate: string;
  declare status: TaskStatus;
  declare completedAt: CreationOptional<Date | null>;
  declare completedByUserId: CreationOptional<string | null>;
  declare note: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OnboardingTask.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        onboardingId: { type: DataTypes.UUID, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.STRING(1000), allowNull: true },
        ownerType: { type: DataTypes.STRING(20), allowNull: false },
        ownerRoleId: { type: DataTypes.UUID, allowNull: true },
        ownerUserId: { type: DataTypes.UUID, allowNull: true },
        dueDate: { type: DataTypes.DATEONLY, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false },
        completedAt: { type: DataTypes.DATE, allowNull: true },
        completedByUserId: { type: DataTypes.UUID, allowNull: true },
        note: { type: DataTypes.STRING(1000), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'onboarding_tasks', modelName: 'OnboardingTask' },
    );
    tenantScoped(OnboardingTask);
  }
}
