import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { BookingStatus } from '../states';
import type { Resource } from './resource';

/** A person attending: a user of the tenant (userId set) or a guest known by email. */
export interface Attendee {
  userId: string | null;
  email: string;
  name: string | null;
}

/** A reservation of one resource for [startAt, endAt). */
export class Booking extends Model<InferAttributes<Booking>, InferCreationAttributes<Booking>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare resourceId: string;
  declare requesterId: string;
  declare seriesId: CreationOptional<string | null>;
  declare subject: string;
  declare startAt: Date;
  declare endAt: Date;
  declare status: BookingStatus;
  declare attendees: CreationOptional<Attendee[]>;
  /** When it was asked for, on the request's clock (auto-approval counts from here). */
  declare requestedAt: Date;
  declare decidedBy: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare decisionComment: CreationOptional<string | null>;
  declare cancelledBy: CreationOptional<string | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare cancelReason: CreationOptional<string | null>;
  declare reminderSentAt: CreationOptional<Date | null>;
  declare completedAt: CreationOptional<Date | null>;
  declare feedbackRating: CreationOptional<number | null>;
  declare feedbackComment: CreationOptional<string | null>;
  declare feedbackAt: CreationOptional<Date | null>;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare resource?: NonAttribute<Resource>;

  static initModel(sequelize: Sequelize): void {
    Booking.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        resourceId: { type: DataTypes.UUID, allowNull: false },
        requesterId: { type: DataTypes.UUID, allowNull: false },
        seriesId: { type: DataTypes.UUID, allowNull: true },
        subject: { type: DataTypes.STRING(200), allowNull: false },
        startAt: { type: DataTypes.DATE, allowNull: false },
        endAt: { type: DataTypes.DATE, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        attendees: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
        requestedAt: { type: DataTypes.DATE, allowNull: false },
        decidedBy: { type: DataTypes.UUID, allowNull: true },
        decidedAt: { type: DataTypes.DATE, allowNull: true },
        decisionComment: { type: DataTypes.STRING(1000), allowNull: true },
        cancelledBy: { type: DataTypes.UUID, allowNull: true },
        cancelledAt: { type: DataTypes.DATE, allowNull: true },
        cancelReason: { type: DataTypes.STRING(1000), allowNull: true },
        reminderSentAt: { type: DataTypes.DATE, allowNull: true },
        completedAt: { type: DataTypes.DATE, allowNull: true },
        feedbackRating: { type: DataTypes.INTEGER, allowNull: true },
        feedbackComment: { type: DataTypes.STRING(2000), allowNull: true },
        feedbackAt: { type: DataTypes.DATE, allowNull: true },
        workflowInstanceId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'bookings', modelName: 'Booking' },
    );
  }
}
