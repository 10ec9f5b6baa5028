import { addDays, type IsoDate } from './dates';

/**
 * The posted movements the balance reports aggregate, read from the totals the database keeps at
 * posting (migration 202612160900-ledger-totals) instead of from every journal line: a derived
 * table with the columns of `journal_lines` the reports use (tenant_id, posted, account_code,
 * entry_date, year_end, debit_cents, credit_cents) plus line_count, to put in place of
 * `journal_lines l`. The reports' conditions then read it unchanged.
 *
 * A month's total stands for its lines, dated on the month's first day, when every condition of
 * the report puts all the days of that month on the same side: the caller names the dates its
 * conditions cut at (`before`: `date < d` or `date >= d`; `through`: `date <= d` or `date > d`);
 * a month cut inside is read from the day totals. Year-end lines (à-nouveaux, result entry) are
 * always read by day: the reports treat them by their exact date.
 */
export interface PostedSource {
  sql: string;
  replacements: Record<string, string>;
}

export interface Cuts {
  before?: readonly IsoDate[];
  through?: readonly IsoDate[];
}

const monthStart = (date: IsoDate) => `${date.slice(0, 7)}-01`;

function nextMonth(start: IsoDate): IsoDate {
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${start.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
}

/** First days of the months some cut falls inside (a cut on a month's first day splits nothing). */
export function splitMonths(cuts: Cuts): IsoDate[] {
  const at = [...(cuts.before ?? []), ...(cuts.through ?? []).map((d) => addDays(d, 1))];
  return [...new Set(at.filter((d) => d.slice(8, 10) !== '01').map(monthStart))].sort();
}

export function postedSource(cuts: Cuts, dialect: string): PostedSource {
  const split = splitMonths(cuts);
  const replacements: Record<string, string> = {};
  const columns = (alias: string) => ['account_code', 'year_end', 'debit_cents', 'credit_cents', 'line_count'].map((c) => `${alias}.${c}`).join(', ');
  const days = (condition: string, date = 'd.entry_date') => `
      SELECT d.tenant_id, TRUE AS posted, ${date} AS entry_date, ${columns('d')}
      FROM ledger_day_totals d WHERE d.tenant_id = :tenantId AND d.line_count > 0 AND ${condition}`;
  const outside = split
    .map((start, i) => {
      replacements[`splitFrom${i}`] = start;
      replacements[`splitTo${i}`] = nextMonth(start);
      return ` AND NOT (m.month_start >= :splitFrom${i} AND m.month_start < :splitTo${i})`;
    })
    .join('');
  const parts = [
    `
      SELECT m.tenant_id, TRUE AS posted, m.month_start AS entry_date, ${columns('m')}
      FROM ledger_month_totals m WHERE m.tenant_id = :tenantId AND m.line_count > 0 AND m.year_end = ''${outside}`,
    // SQLite pushes the report's date conditions into this branch and, without statistics, would
    // then walk the day totals of every date by (tenant, date); the unary + (no-op) keeps it on the
    // (tenant, year_end, date) index, which holds only the few year-end keys.
    days("d.year_end IN ('OPENING', 'CLOSING')", dialect === 'sqlite' ? '+d.entry_date' : 'd.entry_date'),
    ...split.map((_, i) => days(`d.year_end = '' AND d.entry_date >= :splitFrom${i} AND d.entry_date < :splitTo${i}`)),
  ];
  const sql = `(${parts.join('\n      UNION ALL')}\n    )`;
  return { sql, replacements };
}
