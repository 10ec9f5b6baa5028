import { Op, type WhereOptions } from 'sequelize';
import type { ExpenseClaimStatus } from '../../../../shared/expenses';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { ExpenseClaim } from '../models/expense-claim';
import type { ClaimScope } from '../policy';

export interface ClaimFilters extends PageQuery {
  status?: ExpenseClaimStatus[];
  category?: string;
  employeeId?: string;
  from?: string;
  to?: string;
}

const SORT_COLUMNS = { amount: 'amountCents' };
const NEWEST_FIRST: [string, string][] = [
  ['expenseDate', 'DESC'],
  ['submittedAt', 'DESC'],
  ['id', 'ASC'],
];

function filterWhere(f: ClaimFilters): WhereOptions<ExpenseClaim>[] {
  const where: WhereOptions<ExpenseClaim>[] = [];
  if (f.status?.length) where.push({ status: { [Op.in]: f.status } });
  if (f.category) where.push({ category: f.category });
  if (f.employeeId) where.push({ employeeId: f.employeeId });
  if (f.from) where.push({ expenseDate: { [Op.gte]: f.from } });
  if (f.to) where.push({ expenseDate: { [Op.lte]: f.to } });
  return where;
}

async function page(where: WhereOptions<ExpenseClaim>[], f: ClaimFilters) {
  return ExpenseClaim.findAndCountAll({ where: { [Op.and]: where }, ...pageOptions(f, NEWEST_FIRST, SORT_COLUMNS) });
}

/** The claims of one employee (the caller's "my claims"). */
export function listEmployeeClaims(employeeId: string, f: ClaimFilters) {
  return page([{ employeeId }, ...filterWhere(f)], f);
}

/** The management list: every claim, or those of the caller's team. */
export function listManagedClaims(scope: ClaimScope, f: ClaimFilters) {
  const where = filterWhere(f);
  if (scope.kind === 'team') where.unshift({ employeeId: { [Op.in]: [...scope.employeeIds] } });
  return page(where, f);
}

export async function findClaim(id: string): Promise<ExpenseClaim> {
  const claim = await ExpenseClaim.findByPk(id);
  if (!claim) throw notFound('Expense claim', id);
  return claim;
}

/** Claims waiting for a decision or a payment (the accounting dashboard's counter). */
export function countPendingExpenseClaims(statuses: readonly ExpenseClaimStatus[]): Promise<number> {
  return ExpenseClaim.count({ where: { status: { [Op.in]: [...statuses] } } });
}
