import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { FeedbackScope, FeedbackType } from '../../../../shared/satisfaction';

/** A value of the company that recognition messages can name; deactivated values stay on old messages. */
export class CompanyValue extends Model<InferAttributes<CompanyValue>, InferCreationAttributes<CompanyValue>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  /** The name with accents and case folded: unique in the tenant. */
  declare nameKey: string;
  declare description: string | null;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CompanyValue.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(80), allowNull: false },
        nameKey: { type: DataTypes.STRING(80), allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'satisfaction_company_values', modelName: 'SatisfactionCompanyValue' },
    );
    tenantScoped(CompanyValue);
  }
}

/**
 * A recognition or feedback message from one person to another. The audience of its scope is
 * fixed when it is posted: the recipient's department, or the recipient's team (their manager
 * and everyone reporting directly to that manager).
 */
export class FeedbackMessage extends Model<InferAttributes<FeedbackMessage>, InferCreationAttributes<FeedbackMessage>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare type: FeedbackType;
  declare scope: FeedbackScope;
  declare message: string;
  declare senderId: string;
  declare recipientId: string;
  declare valueId: string | null;
  declare departmentId: string | null;
  declare teamManagerId: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    FeedbackMessage.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        type: { type: DataTypes.STRING(16), allowNull: false },
        scope: { type: DataTypes.STRING(12), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        senderId: { type: DataTypes.UUID, allowNull: false },
        recipientId: { type: DataTypes.UUID, allowNull: false },
        valueId: { type: DataTypes.UUID, allowNull: true },
        departmentId: { type: DataTypes.UUID, allowNull: true },
        teamManagerId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'satisfaction_feedback', modelName: 'SatisfactionFeedback' },
    );
    tenantScoped(FeedbackMessage);
  }
}
