import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** The last number handed out for one tenant, prefix and year (see services/piece-numbers). */
export class PieceCounter extends Model<InferAttributes<PieceCounter>, InferCreationAttributes<PieceCounter>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare prefix: string;
  declare year: number;
  declare lastValue: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PieceCounter.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        prefix: { type: DataTypes.STRING(20), allowNull: false },
        year: { type: DataTypes.INTEGER, allowNull: false },
        lastValue: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'piece_counters', modelName: 'PieceCounter' },
    );
    tenantScoped(PieceCounter);
  }
}
