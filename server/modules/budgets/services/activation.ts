import { Transaction } from 'sequelize';
import { notFound } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Budget } from '../models';
import { BUDGET_STATES } from '../states';

/**
 * DRAFT → ACTIVE; the ACTIVE budget of the same fiscal year, if any, becomes CLOSED in the same
 * transaction. Every budget of the year is row-locked first, in id order, so that concurrent
 * activations for one year run one after the other on PostgreSQL (SQLite has one writer at a
 * time); a unique partial index keeps a second ACTIVE budget out whatever happens.
 */
export async function activateBudget(id: string): Promise<Budget> {
  const found = await Budget.findByPk(id, { attributes: ['id', 'fiscalYear'] });
  if (!found) throw notFound('Budget', id);
  const year = await Budget.findAll({
    where: { fiscalYear: found.fiscalYear },
    order: [['id', 'ASC']],
    lock: Transaction.LOCK.UPDATE,
  });
  const budget = year.find((b) => b.id === id);
  if (!budget) throw notFound('Budget', id);
  const next = transition(BUDGET_STATES, budget.status, 'activate');
  const at = now();
  const active = year.filter((b) => b.status === 'ACTIVE' && b.id !== id);
  for (const other of active) {
    await other.update({ status: transition(BUDGET_STATES, other.status, 'close'), closedAt: at });
  }
  await budget.update({ status: next, activatedBy: requireContext().userId, activatedAt: at });
  return budget;
}
