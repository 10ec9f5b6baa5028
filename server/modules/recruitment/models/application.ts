import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { ActivityType, ApplicationStatus, CandidateSource } from '../../../../shared/recruitment';

/** A candidate's application to one offer, and where it stands in the pipeline. */
export class Application extends Model<InferAttributes<Application>, InferCreationAttributes<Application>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare offerId: string;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string | null;
  declare coverLetter: string | null;
  declare source: CandidateSource;
  declare status: CreationOptional<ApplicationStatus>;
  declare rejectedFrom: CreationOptional<ApplicationStatus | null>;
  declare rating: CreationOptional<number | null>;
  declare cvDocumentId: CreationOptional<string | null>;
  declare cvFilename: CreationOptional<string | null>;
  declare cvContentType: CreationOptional<string | null>;
  declare cvSize: CreationOptional<number | null>;
  declare employeeId: CreationOptional<string | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Application.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        offerId: { type: DataTypes.UUID, allowNull: false },
        firstName: { type: DataTypes.STRING(80), allowNull: false },
        lastName: { type: DataTypes.STRING(80), allowNull: false },
        email: { type: DataTypes.STRING(200), allowNull: false },
        phone: { type: DataTypes.STRING(40), allowNull: true },
        coverLetter: { type: DataTypes.TEXT, allowNull: true },
        source: { type: DataTypes.STRING(30), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'NEW' },
        rejectedFrom: { type: DataTypes.STRING(20), allowNull: true },
        rating: { type: DataTypes.INTEGER, allowNull: true },
        cvDocumentId: { type: DataTypes.UUID, allowNull: true },
        cvFilename: { type: DataTypes.STRING(255), allowNull: true },
        cvContentType: { type: DataTypes.STRING(120), allowNull: true },
        cvSize: { type: DataTypes.INTEGER, allowNull: true },
        employeeId: { type: DataTypes.UUID, allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'recruitment_applications', modelName: 'Application' },
    );
    tenantScoped(Application);
  }
}

/** One line of an application's history: received, stage change, offer sent, rejection, note, rating, reinstated, hired. */
export class Activity extends Model<InferAttributes<Activity>, InferCreationAttributes<Activity>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare applicationId: string;
  declare seq: number;
  declare type: ActivityType;
  declare fromStatus: ApplicationStatus | null;
  declare toStatus: ApplicationStatus | null;
  declare note: string | null;
  declare rating: number | null;
  declare actorUserId: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Activity.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        applicationId: { type: DataTypes.UUID, allowNull: false },
        seq: { type: DataTypes.INTEGER, allowNull: false },
        type: { type: DataTypes.STRING(20), allowNull: false },
        fromStatus: { type: DataTypes.STRING(20), allowNull: true },
        toStatus: { type: DataTypes.STRING(20), allowNull: true },
        note: { type: DataTypes.STRING(2000), allowNull: true },
        rating: { type: DataTypes.INTEGER, allowNull: true },
        actorUserId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'recruitment_activities', modelName: 'RecruitmentActivity' },
    );
    tenantScoped(Activity);
  }
}
