import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** The secret in a user's personal calendar feed URL; rotating replaces it. */
export class CalendarToken extends Model<
  InferAttributes<CalendarToken>,
  InferCreationAttributes<CalendarToken>
> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare userId: string;
  declare token: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CalendarToken.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: false },
        token: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'booking_calendar_tokens', modelName: 'BookingCalendarToken' },
    );
  }
}
