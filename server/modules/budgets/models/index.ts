import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Budget } from './budget';
import { BudgetLine } from './budget-line';

export { Budget, BudgetLine };

export function initBudgetModels(sequelize: Sequelize): void {
  Budget.initModel(sequelize);
  BudgetLine.initModel(sequelize);
  Budget.hasMany(BudgetLine, { foreignKey: 'budgetId', as: 'lines' });
  auditable(Budget, { entityType: 'BUDGET', readPermission: 'accounting.budget.read' });
  // Lines belong to their budget's history.
  auditable(BudgetLine, { entityType: 'BUDGET', readPermission: 'accounting.budget.read', entityId: (l) => l.budgetId });
}
