import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { canRead } from '../policy';
import { ExpenseClaim } from './expense-claim';

export { ExpenseClaim };

export function initExpenseModels(sequelize: Sequelize): void {
  ExpenseClaim.initModel(sequelize);
  auditable(ExpenseClaim, {
    entityType: 'EXPENSE_CLAIM',
    readPermission: ['accounting.expense.manage', 'accounting.expense.own'],
    // The employee reads their own claim's history; a manager those of the claims in their scope.
    canRead: async (id) => {
      const claim = await ExpenseClaim.findByPk(id);
      return claim ? canRead(claim) : false;
    },
    ignore: ['receiptDocumentId', 'receiptContentType', 'receiptSize', 'journalEntryId'],
  });
}
