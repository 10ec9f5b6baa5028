import { Transaction } from 'sequelize';
import type { BudgetAction } from '../../../../shared/budgets';
import type { BudgetLineInput, CopyActualsInput, CreateBudgetInput } from '../../../../shared/schemas/budgets';
import { notFound, refusal, type FieldError } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Budget, BudgetLine } from '../models';
import { monthAttributes, monthsOf } from '../models/budget-line';
import { BUDGET_STATES } from '../states';
import { applyLineChange } from './split';

/** The budget, row-locked on PostgreSQL, after the state machine allowed the action. */
async function lockFor(id: string, action: BudgetAction): Promise<Budget> {
  const budget = await Budget.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!budget) throw notFound('Budget', id);
  transition(BUDGET_STATES, budget.status, action);
  return budget;
}

/** Refuses (422 BUSINESS_RULE, one field error per line) codes that are not in the tenant's chart. */
async function assertAccountsExist(codes: readonly string[], pathOf: (index: number) => string): Promise<void> {
  const known = new Set((await port('ledger').accountSummaries(codes)).map((a) => a.code));
  const errors: FieldError[] = [];
  codes.forEach((code, i) => {
    if (!known.has(code)) errors.push({ path: pathOf(i), message: `Account ${code} is not in the chart of accounts`, rule: 'budget.unknownAccount', params: { code } });
  });
  if (errors.length) throw refusal('BUSINESS_RULE', 'budget.unknownAccount', { code: codes.find((c) => !known.has(c)) ?? '' }, { errors });
}

export async function createBudget(input: CreateBudgetInput): Promise<Budget> {
  await assertAccountsExist(
    input.lines.map((l) => l.accountCode),
    (i) => `lines.${i}.accountCode`,
  );
  const { currency } = await port('ledger').config();
  const budget = await Budget.create({
    name: input.name,
    fiscalYear: input.fiscalYear ?? now().getUTCFullYear(),
    currency,
    createdBy: requireContext().userId,
  });
  for (const line of input.lines) {
    const { split, months } = applyLineChange(null, line);
    await BudgetLine.create({ budgetId: budget.id, accountCode: line.accountCode, split, ...monthAttributes(months) });
  }
  return budget;
}

/** Adds the account's line or updates it (a draft only). */
export async function setLine(id: string, input: BudgetLineInput): Promise<Budget> {
  const budget = await lockFor(id, 'edit');
  await assertAccountsExist([input.accountCode], () => 'accountCode');
  const line = await BudgetLine.findOne({ where: { budgetId: budget.id, accountCode: input.accountCode } });
  const { split, months } = applyLineChange(line ? monthsOf(line) : null, input);
  if (line) await line.update({ split, ...monthAttributes(months) });
  else await BudgetLine.create({ budgetId: budget.id, accountCode: input.accountCode, split, ...monthAttributes(months) });
  return budget;
}

export async function removeLine(id: string, accountCode: string): Promise<Budget> {
  const budget = await lockFor(id, 'edit');
  const line = await BudgetLine.findOne({ where: { budgetId: budget.id, accountCode } });
  if (!line) throw refusal('NOT_FOUND', 'budget.noLine', { code: accountCode });
  await line.destroy();
  return budget;
}

/**
 * Fills a draft with a year's actuals, month by month: one line per income-statement account
 * with a positive amount on its natural side that year (a month below zero counts as zero).
 * Lines of other accounts stay as they are.
 */
export async function copyActuals(id: string, input: CopyActualsInput): Promise<Budget> {
  const budget = await lockFor(id, 'edit');
  const year = input.year ?? budget.fiscalYear - 1;
  const totals = await port('ledger').postedTotals(`${year}-01-01`, `${year}-12-31`);
  const byAccount = new Map<string, number[]>();
  for (const t of totals) {
    if (t.accountType !== 'EXPENSE' && t.accountType !== 'REVENUE') continue;
    const months = byAccount.get(t.accountCode) ?? Array.from({ length: 12 }, () => 0);
    months[t.month - 1] = Math.max(0, t.amountCents);
    byAccount.set(t.accountCode, months);
  }
  const existing = new Map(
    (await BudgetLine.findAll({ where: { budgetId: budget.id } })).map((l) => [l.accountCode, l]),
  );
  for (const [accountCode, months] of byAccount) {
    if (months.every((m) => m === 0)) continue;
    const line = existing.get(accountCode);
    if (line) await line.update({ split: 'MONTHLY', ...monthAttributes(months) });
    else await BudgetLine.create({ budgetId: budget.id, accountCode, split: 'MONTHLY', ...monthAttributes(months) });
  }
  return budget;
}
