import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { JobOfferStatus } from '../../../../shared/recruitment';

export interface LanguageRequirement {
  language: string;
  level: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'NATIVE';
}

/** A job offer (or a reusable template of one); published, it opens a public application page. */
export class JobOffer extends Model<InferAttributes<JobOffer>, InferCreationAttributes<JobOffer>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare requisitionId: string | null;
  declare title: string;
  declare description: string;
  declare location: string | null;
  declare contractType: string | null;
  declare skills: string[];
  declare languages: LanguageRequirement[];
  declare isTemplate: boolean;
  declare status: CreationOptional<JobOfferStatus>;
  declare publicToken: CreationOptional<string | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare closedAt: CreationOptional<Date | null>;
  declare archivedAt: CreationOptional<Date | null>;
  declare createdBy: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    JobOffer.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        requisitionId: { type: DataTypes.UUID, allowNull: true },
        title: { type: DataTypes.STRING(150), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        location: { type: DataTypes.STRING(150), allowNull: true },
        contractType: { type: DataTypes.STRING(20), allowNull: true },
        skills: { type: DataTypes.JSON, allowNull: false },
        languages: { type: DataTypes.JSON, allowNull: false },
        isTemplate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        publicToken: { type: DataTypes.STRING(64), allowNull: true },
        publishedAt: { type: DataTypes.DATE, allowNull: true },
        closedAt: { type: DataTypes.DATE, allowNull: true },
        archivedAt: { type: DataTypes.DATE, allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'recruitment_job_offers', modelName: 'JobOffer' },
    );
    tenantScoped(JobOffer);
  }
}
