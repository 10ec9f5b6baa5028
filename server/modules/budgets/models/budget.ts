import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { BudgetStatus } from '../../../../shared/budgets';
import type { BudgetLine } from './budget-line';

/** A budget of one fiscal year: DRAFT, then ACTIVE (at most one per year), then CLOSED. */
export class Budget extends Model<InferAttributes<Budget>, InferCreationAttributes<Budget>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  declare fiscalYear: number;
  declare status: CreationOptional<BudgetStatus>;
  declare currency: string;
  declare createdBy: CreationOptional<string | null>;
  declare activatedBy: CreationOptional<string | null>;
  declare activatedAt: CreationOptional<Date | null>;
  declare closedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare lines?: NonAttribute<BudgetLine[]>;

  static initModel(sequelize: Sequelize): void {
    Budget.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(200), allowNull: false },
        fiscalYear: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'DRAFT' },
        currency: { type: DataTypes.STRING(3), allowNull: false },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        activatedBy: { type: DataTypes.UUID, allowNull: true },
        activatedAt: { type: DataTypes.DATE, allowNull: true },
        closedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'budgets', modelName: 'Budget' },
    );
    tenantScoped(Budget);
  }
}
