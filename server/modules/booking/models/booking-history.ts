import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const HISTORY_ACTIONS = [
  'CREATED',
  'APPROVED',
  'STEP_APPROVED',
  'AUTO_APPROVED',
  'REJECTED',
  'CANCELLED',
  'ADMIN_CANCELLED',
  'COMPLETED',
  'ATTENDEES_CHANGED',
  'REMINDER_SENT',
  'FEEDBACK',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One line of a booking's history: who did what, when, from which status to which. */
export class BookingHistory extends Model<
  InferAttributes<BookingHistory>,
  InferCreationAttributes<BookingHistory>
> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare bookingId: string;
  declare action: HistoryAction;
  declare fromStatus: string | null;
  declare toStatus: string | null;
  /** Null when the system acted (a scheduled job). */
  declare actorId: string | null;
  declare comment: CreationOptional<string | null>;
  declare details: CreationOptional<Record<string, unknown> | null>;
  declare at: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    BookingHistory.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        bookingId: { type: DataTypes.UUID, allowNull: false },
        action: { type: DataTypes.STRING(30), allowNull: false },
        fromStatus: { type: DataTypes.STRING(20), allowNull: true },
        toStatus: { type: DataTypes.STRING(20), allowNull: true },
        actorId: { type: DataTypes.UUID, allowNull: true },
        comment: { type: DataTypes.STRING(2000), allowNull: true },
        details: { type: DataTypes.JSON, allowNull: true },
        at: { type: DataTypes.DATE, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'booking_history', modelName: 'BookingHistory' },
    );
  }
}
