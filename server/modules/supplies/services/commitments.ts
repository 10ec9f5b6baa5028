import { Op } from 'sequelize';
import { COMMITTED_PURCHASE_STATUSES } from '../../../../shared/supplies';
import { PurchaseRequest } from '../models';

export interface CommittedAmount {
  /** The account the requests are charged to; null for requests that named none. */
  accountCode: string | null;
  amountCents: number;
  count: number;
}

/**
 * Committed purchases (approved, not yet received) per account, for the requests approved from
 * `from` to `to` (ISO days, both included; either open): what a budget variance shows beside actuals.
 */
export async function committedAmounts(period: { from?: string; to?: string } = {}): Promise<CommittedAmount[]> {
  const decidedAt: Record<symbol, Date> = {};
  if (period.from) decidedAt[Op.gte] = new Date(`${period.from}T00:00:00Z`);
  if (period.to) decidedAt[Op.lt] = new Date(new Date(`${period.to}T00:00:00Z`).getTime() + 86_400_000);
  const requests = await PurchaseRequest.findAll({
    where: { status: { [Op.in]: [...COMMITTED_PURCHASE_STATUSES] }, ...(period.from || period.to ? { decidedAt } : {}) },
    attributes: ['accountCode', 'totalCents'],
  });
  const byAccount = new Map<string | null, CommittedAmount>();
  for (const r of requests) {
    const key = r.accountCode ?? null;
    const row = byAccount.get(key) ?? { accountCode: key, amountCents: 0, count: 0 };
    row.amountCents += r.totalCents;
    row.count += 1;
    byAccount.set(key, row);
  }
  return [...byAccount.values()].sort((a, b) => (a.accountCode ?? '').localeCompare(b.accountCode ?? ''));
}
