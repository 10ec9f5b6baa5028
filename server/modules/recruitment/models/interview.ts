import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { FeedbackRating, InterviewStatus, InterviewType, RsvpStatus } from '../../../../shared/recruitment';

export interface InterviewFeedback {
  userId: string;
  rating: FeedbackRating;
  comment: string | null;
  at: string;
}

export const endsAt = (i: Pick<Interview, 'startsAt' | 'durationMinutes'>) => new Date(i.startsAt.getTime() + i.durationMinutes * 60_000);

/** An interview of an application: when, with whom, the candidate's RSVP (by token) and the interviewers' feedback. */
export class Interview extends Model<InferAttributes<Interview>, InferCreationAttributes<Interview>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare applicationId: string;
  declare type: InterviewType;
  declare startsAt: Date;
  declare durationMinutes: number;
  declare location: string | null;
  declare interviewerIds: string[];
  declare status: CreationOptional<InterviewStatus>;
  declare rsvpToken: string;
  declare rsvpStatus: CreationOptional<RsvpStatus>;
  declare rsvpAt: CreationOptional<Date | null>;
  declare sequence: CreationOptional<number>;
  declare invitationsSentAt: CreationOptional<Date | null>;
  declare feedback: InterviewFeedback[];
  declare createdBy: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Interview.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        applicationId: { type: DataTypes.UUID, allowNull: false },
        type: { type: DataTypes.STRING(20), allowNull: false },
        startsAt: { type: DataTypes.DATE, allowNull: false },
        durationMinutes: { type: DataTypes.INTEGER, allowNull: false },
        location: { type: DataTypes.STRING(200), allowNull: true },
        interviewerIds: { type: DataTypes.JSON, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'SCHEDULED' },
        rsvpToken: { type: DataTypes.STRING(64), allowNull: false },
        rsvpStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'NEEDS_ACTION' },
        rsvpAt: { type: DataTypes.DATE, allowNull: true },
        sequence: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        invitationsSentAt: { type: DataTypes.DATE, allowNull: true },
        feedback: { type: DataTypes.JSON, allowNull: false },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'recruitment_interviews', modelName: 'Interview' },
    );
    tenantScoped(Interview);
  }
}
