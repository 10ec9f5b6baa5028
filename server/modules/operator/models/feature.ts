import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { FeatureStatus } from '../../../../shared/operator';

/** A feature of the catalog, shown in the public plan comparison when flagged. */
export class Feature extends Model<InferAttributes<Feature>, InferCreationAttributes<Feature>> {
  declare id: CreationOptional<string>;
  declare code: string;
  declare nameFr: string;
  declare nameEn: string;
  declare module: string;
  declare status: FeatureStatus;
  declare icon: string | null;
  declare visibleInComparison: boolean;
  declare sortOrder: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Feature.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        code: { type: DataTypes.STRING(60), allowNull: false, unique: true },
        nameFr: { type: DataTypes.STRING(150), allowNull: false },
        nameEn: { type: DataTypes.STRING(150), allowNull: false },
        module: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        icon: { type: DataTypes.STRING(60), allowNull: true },
        visibleInComparison: { type: DataTypes.BOOLEAN, allowNull: false },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'features', modelName: 'Feature' },
    );
  }
}
