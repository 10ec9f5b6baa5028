import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { OfferLetterStatus } from '../../../../shared/recruitment';

/**
 * An offer letter to a candidate: its text and terms; once SENT, a secure link (only its hash is
 * kept) and a code mailed apart (hashed too) let the candidate answer; three wrong codes lock it.
 */
export class OfferLetter extends Model<InferAttributes<OfferLetter>, InferCreationAttributes<OfferLetter>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare applicationId: string;
  declare body: string;
  declare salaryCents: number;
  declare currency: string;
  declare startDate: string;
  declare benefits: string | null;
  declare status: OfferLetterStatus;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare responseTokenHash: CreationOptional<string | null>;
  declare codeHash: CreationOptional<string | null>;
  declare failedAttempts: CreationOptional<number>;
  declare lockedAt: CreationOptional<Date | null>;
  declare sentAt: CreationOptional<Date | null>;
  declare expiresAt: CreationOptional<Date | null>;
  declare respondedAt: CreationOptional<Date | null>;
  declare decidedBy: CreationOptional<string | null>;
  declare decisionComment: CreationOptional<string | null>;
  declare createdBy: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OfferLetter.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        applicationId: { type: DataTypes.UUID, allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
        salaryCents: centsColumn('salaryCents'),
        currency: { type: DataTypes.STRING(3), allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        benefits: { type: DataTypes.STRING(2000), allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false },
        workflowInstanceId: { type: DataTypes.UUID, allowNull: true },
        responseTokenHash: { type: DataTypes.STRING(64), allowNull: true },
        codeHash: { type: DataTypes.STRING(64), allowNull: true },
        failedAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lockedAt: { type: DataTypes.DATE, allowNull: true },
        sentAt: { type: DataTypes.DATE, allowNull: true },
        expiresAt: { type: DataTypes.DATE, allowNull: true },
        respondedAt: { type: DataTypes.DATE, allowNull: true },
        decidedBy: { type: DataTypes.UUID, allowNull: true },
        decisionComment: { type: DataTypes.STRING(1000), allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'recruitment_offer_letters', modelName: 'OfferLetter' },
    );
    tenantScoped(OfferLetter);
  }
}

/** A tenant's recruitment settings: the days after which an unanswered offer letter expires. */
export class RecruitmentSettings extends Model<InferAttributes<RecruitmentSettings>, InferCreationAttributes<RecruitmentSettings>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare offerLetterExpiryDays: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    RecruitmentSettings.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        offerLetterExpiryDays: { type: DataTypes.INTEGER, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'recruitment_settings', modelName: 'RecruitmentSettings' },
    );
    tenantScoped(RecruitmentSettings);
  }
}
