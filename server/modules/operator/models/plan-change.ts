import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry of a plan's change history: who changed what, before and after. */
export class PlanChange extends Model<InferAttributes<PlanChange>, InferCreationAttributes<PlanChange>> {
  declare id: CreationOptional<string>;
  declare planId: string;
  declare operatorId: string | null;
  declare operatorEmail: string | null;
  declare action: string;
  declare changes: FieldChange[];
  declare createdAt: Date;
  declare seq: number;

  static initModel(sequelize: Sequelize): void {
    PlanChange.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        planId: { type: DataTypes.UUID, allowNull: false },
        operatorId: { type: DataTypes.UUID, allowNull: true },
        operatorEmail: { type: DataTypes.STRING(320), allowNull: true },
        action: { type: DataTypes.STRING(30), allowNull: false },
        changes: { type: DataTypes.JSON, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        seq: { type: DataTypes.BIGINT, allowNull: false },
      },
      { sequelize, tableName: 'plan_changes', modelName: 'PlanChange', timestamps: false },
    );
  }
}
