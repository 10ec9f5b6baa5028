import type { Sequelize } from 'sequelize';
import type { Cents } from '../../../../shared/money';
import { overdue } from '../reports/aging';
import { overdueInvoices } from '../reports/invoice-figures';
import { lastMonths, type IsoDate } from '../reports/dates';
import { NOT_CLOSING, POSTED_LINES, num, reportQuery, sumOf } from '../reports/sql';
import { classIn } from '../reports/tenant-chart';
import { currentApp } from '../../../platform/tenancy/context';

export interface MonthFigures {
  month: string;
  revenue: Cents;
  expenses: Cents;
}

export interface Dashboard {
  asOf: IsoDate;
  month: string;
  revenue: Cents;
  expenses: Cents;
  netResult: Cents;
  draftEntries: number;
  overdueInvoices: number;
  pendingExpenseClaims: number;
  unreconciledBankLines: number;
  overdueReceivables: Cents;
  history: MonthFigures[];
}

export const HISTORY_MONTHS = 6;

/**
 * Revenue (class 7, credit − debit), expenses (class 6, debit − credit) and the result of all
 * income-statement classes, for each of the last months: one aggregate, each line placed in its
 * month by comparing dates. A closed year's result entry is not activity: left out.
 */
export function monthlySql(months: number, resultClasses: readonly number[]): string {
  const bucket = `CASE ${Array.from({ length: months }, (_, i) => months - 1 - i)
    .map((i) => `WHEN l.entry_date >= :m${i} THEN ${i}`)
    .join(' ')} END`;
  return `
    SELECT x.bucket, x.revenue, x.expenses, x.result FROM (
      SELECT ${bucket} AS bucket,
        ${sumOf("CASE WHEN SUBSTR(l.account_code, 1, 1) = '7' THEN l.credit_cents - l.debit_cents ELSE 0 END")} AS revenue,
        ${sumOf("CASE WHEN SUBSTR(l.account_code, 1, 1) = '6' THEN l.debit_cents - l.credit_cents ELSE 0 END")} AS expenses,
        ${sumOf('l.credit_cents - l.debit_cents')} AS result
      FROM journal_lines l
      WHERE ${POSTED_LINES} AND l.entry_date >= :m0 AND l.entry_date <= :end AND ${classIn(resultClasses)} AND ${NOT_CLOSING}
      GROUP BY ${bucket}
    ) x`;
}

/** The figures other modules contribute (pending claims, unmatched bank lines…), 0 when absent. */
async function contributedCounts(): Promise<Record<string, number>> {
  const counters = currentApp().dashboardCounters;
  const values = await Promise.all(counters.map((c) => c.count()));
  return Object.fromEntries(counters.map((c, i) => [c.key, values[i]]));
}

export async function computeDashboard(sequelize: Sequelize, today: IsoDate, resultClasses: readonly number[]): Promise<Dashboard> {
  const months = lastMonths(today, HISTORY_MONTHS);
  const bounds = Object.fromEntries(months.map((m, i) => [`m${i}`, m.start]));
  const rows = await reportQuery<{ bucket: unknown; revenue: unknown; expenses: unknown; result: unknown }>(sequelize, monthlySql(HISTORY_MONTHS, resultClasses), {
    ...bounds,
    end: months[months.length - 1].end,
  });
  const byBucket = new Map(rows.map((r) => [num(r.bucket), r]));
  const history = months.map((m, i) => ({ month: m.month, revenue: num(byBucket.get(i)?.revenue), expenses: num(byBucket.get(i)?.expenses) }));
  const current = byBucket.get(HISTORY_MONTHS - 1);
  const [drafts] = await reportQuery<{ count: unknown }>(sequelize, "SELECT COUNT(*) AS count FROM journal_entries WHERE tenant_id = :tenantId AND status = 'DRAFT'");
  // Invoices past due when the app has invoicing; open 411x items past due otherwise.
  const overdueReceivables = (await overdueInvoices(today)) ?? (await overdue(sequelize, 'receivable', today));
  const counts = await contributedCounts();
  return {
    asOf: today,
    month: months[months.length - 1].month,
    revenue: history[history.length - 1].revenue,
    expenses: history[history.length - 1].expenses,
    netResult: num(current?.result),
    draftEntries: num(drafts?.count),
    // The invoicing module's counter (sent invoices past due still owing something), else open 411x items past due.
    overdueInvoices: counts.overdueInvoices ?? overdueReceivables.count,
    // Claims SUBMITTED, MANAGER_APPROVED or PENDING_PAYMENT (the expenses module's counter).
    pendingExpenseClaims: counts.pendingExpenseClaims ?? 0,
    // Imported bank statement lines still UNMATCHED (the reconciliation module's counter).
    unreconciledBankLines: counts.unreconciledBankLines ?? 0,
    overdueReceivables: overdueReceivables.total,
    history,
  };
}
