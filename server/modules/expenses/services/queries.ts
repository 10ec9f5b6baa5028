import { Op, col, fn, where, type WhereOptions } from 'sequelize';
import type { ExpenseClaimStatus } from '../../../../shared/expenses';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { ExpenseClaim } from '../models/expense-claim';
import type { ClaimScope } from '../policy';
import { port } from '../../../platform/modules';

export interface ClaimFilters extends PageQuery {
  status?: ExpenseClaimStatus[];
  category?: string;
  employeeId?: string;
  from?: string;
  to?: string;
  /** Words of the reference, the description or the employee's name. */
  q?: string;
}

const SORT_COLUMNS = { amount: 'amountCents' };
const NEWEST_FIRST: [string, string][] = [
  ['expenseDate', 'DESC'],
  ['submittedAt', 'DESC'],
  ['id', 'ASC'],
];

/** `q`: the reference or the description contains the text (any case), or the employee's name does. */
async function searchWhere(q: string): Promise<WhereOptions<ExpenseClaim>> {
  const pattern = `%${q.toLowerCase().replace(/[%_\\]/g, '_')}%`;
  return {
    [Op.or]: [
      where(fn('lower', col('reference')), { [Op.like]: pattern }),
      where(fn('lower', col('description')), { [Op.like]: pattern }),
      { employeeId: { [Op.in]: await port('people').employeeIdsMatching(q) } },
    ],
  };
}

async function filterWhere(f: ClaimFilters): Promise<WhereOptions<ExpenseClaim>[]> {
  const conditions: WhereOptions<ExpenseClaim>[] = [];
  if (f.q) conditions.push(await searchWhere(f.q));
  if (f.status?.length) conditions.push({ status: { [Op.in]: f.status } });
  if (f.category) conditions.push({ category: f.category });
  if (f.employeeId) conditions.push({ employeeId: f.employeeId });
  if (f.from) conditions.push({ expenseDate: { [Op.gte]: f.from } });
  if (f.to) conditions.push({ expenseDate: { [Op.lte]: f.to } });
  return conditions;
}

async function page(conditions: WhereOptions<ExpenseClaim>[], f: ClaimFilters) {
  return ExpenseClaim.findAndCountAll({
    where: { [Op.and]: conditions },
    ...pageOptions(f, NEWEST_FIRST, SORT_COLUMNS),
  });
}

/** The claims of one employee (the caller's "my claims"). */
export async function listEmployeeClaims(employeeId: string, f: ClaimFilters) {
  return page([{ employeeId }, ...(await filterWhere(f))], f);
}

/** The management list: every claim, or those of the caller's team. */
export async function listManagedClaims(scope: ClaimScope, f: ClaimFilters) {
  const conditions = await filterWhere(f);
  if (scope.kind === 'team') conditions.unshift({ employeeId: { [Op.in]: [...scope.employeeIds] } });
  return page(conditions, f);
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
