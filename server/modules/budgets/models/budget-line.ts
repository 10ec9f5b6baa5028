import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { BudgetSplit } from '../../../../shared/budgets';

export const MONTH_FIELDS = [
  'month1Cents',
  'month2Cents',
  'month3Cents',
  'month4Cents',
  'month5Cents',
  'month6Cents',
  'month7Cents',
  'month8Cents',
  'month9Cents',
  'month10Cents',
  'month11Cents',
  'month12Cents',
] as const;
type MonthField = (typeof MONTH_FIELDS)[number];

/** One account of a budget: its amount for each month of the year (cents), and how it was split. */
export class BudgetLine extends Model<InferAttributes<BudgetLine>, InferCreationAttributes<BudgetLine>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare budgetId: string;
  declare accountCode: string;
  declare split: BudgetSplit;
  declare month1Cents: number;
  declare month2Cents: number;
  declare month3Cents: number;
  declare month4Cents: number;
  declare month5Cents: number;
  declare month6Cents: number;
  declare month7Cents: number;
  declare month8Cents: number;
  declare month9Cents: number;
  declare month10Cents: number;
  declare month11Cents: number;
  declare month12Cents: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const months = Object.fromEntries(MONTH_FIELDS.map((f) => [f, centsColumn(f, { defaultValue: 0 })])) as Record<
      MonthField,
      ReturnType<typeof centsColumn>
    >;
    BudgetLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        budgetId: { type: DataTypes.UUID, allowNull: false },
        accountCode: { type: DataTypes.STRING(20), allowNull: false },
        split: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'EVEN' },
        ...months,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'budget_lines', modelName: 'BudgetLine' },
    );
    tenantScoped(BudgetLine);
  }
}

/** The line's 12 monthly amounts, January first. */
export function monthsOf(line: BudgetLine): number[] {
  return MONTH_FIELDS.map((f) => line[f]);
}

/** The model attributes of 12 monthly amounts. */
export function monthAttributes(months: readonly number[]): Record<MonthField, number> {
  return Object.fromEntries(MONTH_FIELDS.map((f, i) => [f, months[i] ?? 0])) as Record<MonthField, number>;
}
