import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A period during which a resource cannot be booked (maintenance, event…). */
export class Blockout extends Model<InferAttributes<Blockout>, InferCreationAttributes<Blockout>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare resourceId: string;
  declare startAt: Date;
  declare endAt: Date;
  declare reason: string;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Blockout.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        resourceId: { type: DataTypes.UUID, allowNull: false },
        startAt: { type: DataTypes.DATE, allowNull: false },
        endAt: { type: DataTypes.DATE, allowNull: false },
        reason: { type: DataTypes.STRING(500), allowNull: false },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'booking_blockouts', modelName: 'BookingBlockout' },
    );
  }
}
