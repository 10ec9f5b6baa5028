import { Op, QueryTypes, Transaction } from 'sequelize';
import { businessRule, notFound, refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now } from '../../../platform/tenancy/context';
import { FiscalPeriod, FiscalYear, JournalEntry } from '../models';
import { currentTenantId, inLedgerTransaction, ledgerDb, monthOf, yearOf } from '../runtime';
import { PERIOD_STATES } from './states';

export const MIN_FISCAL_YEAR = 1900;
export const MAX_FISCAL_YEAR = 2999;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** First and last day of a month, as YYYY-MM-DD. */
export function monthBounds(year: number, month: number): { startDate: string; endDate: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${year}-${pad(month)}-01`, endDate: `${year}-${pad(month)}-${pad(last)}` };
}

/** The twelve periods of a year, created (Open) the first time anyone asks for them. */
export async function ensureYear(year: number): Promise<FiscalPeriod[]> {
  const existing = await FiscalPeriod.findAll({ where: { year }, order: [['month', 'ASC']] });
  if (existing.length === 12) return existing;
  return inLedgerTransaction(async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ year, month: i + 1, ...monthBounds(year, i + 1), status: 'OPEN' as const }));
    await FiscalPeriod.bulkCreate(rows, { ignoreDuplicates: true });
    return FiscalPeriod.findAll({ where: { year }, order: [['month', 'ASC']] });
  });
}

/**
 * Refuses a date inside a Closed period (PERIOD_CLOSED). On PostgreSQL the period row is read
 * with a share lock, so a concurrent close waits for this transaction instead of slipping past.
 */
export async function assertPeriodOpen(date: string): Promise<void> {
  // Plain row (no model instance): this runs for every entry recorded, changed or posted.
  const db = ledgerDb();
  const [period] = await db.query<{ id: string; status: string }>(
    `SELECT id, status FROM fiscal_periods WHERE tenant_id = :tenantId AND year = :year AND month = :month${db.getDialect() === 'postgres' ? ' FOR SHARE' : ''}`,
    { type: QueryTypes.SELECT, replacements: { tenantId: currentTenantId(), year: yearOf(date), month: monthOf(date) } },
  );
  if (period?.status === 'CLOSED') {
    throw refusal('PERIOD_CLOSED', 'ledger.periodClosed', { period: `${yearOf(date)}-${pad(monthOf(date))}`, date }, {
      periodId: period.id,
      period: `${yearOf(date)}-${pad(monthOf(date))}`,
    });
  }
}

async function lockPeriod(id: string): Promise<FiscalPeriod> {
  const period = await FiscalPeriod.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!period) throw notFound('Fiscal period', id);
  return period;
}

/**
 * Open or Reopened → Closed. Drafts dated inside stay drafts: they can be neither changed,
 * deleted nor posted until the period is reopened (the screen warns with their count).
 */
export async function closePeriod(id: string): Promise<FiscalPeriod> {
  const period = await lockPeriod(id);
  const next = transition(PERIOD_STATES, period.status, 'close');
  await period.update({ status: next, closedAt: now() });
  return period;
}

/** Closed → Reopened: entries can be recorded in it again. */
export async function reopenPeriod(id: string): Promise<FiscalPeriod> {
  const period = await lockPeriod(id);
  const next = transition(PERIOD_STATES, period.status, 'reopen');
  if (await FiscalYear.findOne({ where: { year: period.year, status: 'CLOSED' }, attributes: ['id'] })) {
    throw businessRule(`The fiscal year ${period.year} is closed: reopen the year before its periods`, { reason: 'YEAR_CLOSED' });
  }
  await period.update({ status: next, closedAt: null });
  return period;
}

/** Number of draft entries per month of a year (for the period calendar). */
export async function draftCountsByMonth(year: number): Promise<Map<number, number>> {
  const drafts = await JournalEntry.findAll({
    where: { status: 'DRAFT', entryDate: { [Op.between]: [`${year}-01-01`, `${year}-12-31`] } },
    attributes: ['entryDate'],
    raw: true,
  });
  const counts = new Map<number, number>();
  for (const d of drafts) counts.set(monthOf(d.entryDate), (counts.get(monthOf(d.entryDate)) ?? 0) + 1);
  return counts;
}

/** Number of draft entries dated in one period. */
export async function draftCountOf(period: FiscalPeriod): Promise<number> {
  return JournalEntry.count({ where: { status: 'DRAFT', entryDate: { [Op.between]: [period.startDate, period.endDate] } } });
}
