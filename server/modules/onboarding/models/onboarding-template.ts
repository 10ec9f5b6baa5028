import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { OnboardingStepInput } from '../../../../shared/schemas/onboarding';

/** An ordered checklist: each step has an owner and is due some days after the first day. */
export class OnboardingTemplate extends Model<InferAttributes<OnboardingTemplate>, InferCreationAttributes<OnboardingTemplate>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
  declare steps: OnboardingStepInput[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OnboardingTemplate.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(150), allowNull: false },
        description: { type: DataTypes.STRING(1000), allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        steps: { type: DataTypes.JSON, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'onboarding_templates', modelName: 'OnboardingTemplate' },
    );
    tenantScoped(OnboardingTemplate);
  }
}
