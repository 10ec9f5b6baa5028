import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { CampaignStatus, FeedbackRequestStatus, ReviewerRelationship } from '../../../../shared/appraisal';

export interface CampaignQuestion {
  id: string;
  category: string;
  label: string;
  type: 'RATING' | 'TEXT';
}
export interface FeedbackAnswer {
  questionId: string;
  rating: number | null;
  text: string | null;
}

export class Campaign extends Model<InferAttributes<Campaign>, InferCreationAttributes<Campaign>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  declare dueDate: string | null;
  declare questions: CampaignQuestion[];
  declare status: CreationOptional<CampaignStatus>;
  declare launchedAt: CreationOptional<Date | null>;
  declare closedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Subject extends Model<InferAttributes<Subject>, InferCreationAttributes<Subject>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare campaignId: string;
  declare employeeId: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class FeedbackRequest extends Model<InferAttributes<FeedbackRequest>, InferCreationAttributes<FeedbackRequest>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare campaignId: string;
  declare subjectId: string;
  declare reviewerEmployeeId: string;
  declare relationship: ReviewerRelationship;
  declare status: CreationOptional<FeedbackRequestStatus>;
  declare remindedAt: CreationOptional<Date | null>;
  declare remindCount: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A reviewer's answers; reports read them by subject and relationship only, never by request. */
export class FeedbackResponse extends Model<InferAttributes<FeedbackResponse>, InferCreationAttributes<FeedbackResponse>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare requestId: string;
  declare subjectId: string;
  declare relationship: ReviewerRelationship;
  declare answers: FeedbackAnswer[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initFeedbackModels(sequelize: Sequelize): void {
  const base = {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
    tenantId: { type: DataTypes.UUID, allowNull: false },
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  };
  Campaign.init(
    {
      ...base,
      name: { type: DataTypes.STRING(120), allowNull: false },
      dueDate: { type: DataTypes.DATEONLY, allowNull: true },
      questions: { type: DataTypes.JSON, allowNull: false },
      status: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'DRAFT' },
      launchedAt: { type: DataTypes.DATE, allowNull: true },
      closedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'feedback360_campaigns', modelName: 'Feedback360Campaign' },
  );
  Subject.init(
    { ...base, campaignId: { type: DataTypes.UUID, allowNull: false }, employeeId: { type: DataTypes.UUID, allowNull: false } },
    { sequelize, tableName: 'feedback360_subjects', modelName: 'Feedback360Subject' },
  );
  FeedbackRequest.init(
    {
      ...base,
      campaignId: { type: DataTypes.UUID, allowNull: false },
      subjectId: { type: DataTypes.UUID, allowNull: false },
      reviewerEmployeeId: { type: DataTypes.UUID, allowNull: false },
      relationship: { type: DataTypes.STRING(16), allowNull: false },
      status: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'PENDING' },
      remindedAt: { type: DataTypes.DATE, allowNull: true },
      remindCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { sequelize, tableName: 'feedback360_requests', modelName: 'Feedback360Request' },
  );
  FeedbackResponse.init(
    {
      ...base,
      requestId: { type: DataTypes.UUID, allowNull: false },
      subjectId: { type: DataTypes.UUID, allowNull: false },
      relationship: { type: DataTypes.STRING(16), allowNull: false },
      answers: { type: DataTypes.JSON, allowNull: false },
    },
    { sequelize, tableName: 'feedback360_responses', modelName: 'Feedback360Response' },
  );
  tenantScoped(Campaign);
  tenantScoped(Subject);
  tenantScoped(FeedbackRequest);
  tenantScoped(FeedbackResponse);
}
