import type { Sequelize } from 'sequelize';
import { sumCents, type Cents } from '../../../../shared/money';
import { AGING_BUCKETS, agingBoundaries, type AgingBucket } from './computations';
import type { IsoDate } from './dates';
import { bookStart } from '../fiscal-years/book-start';
import { POSTED_LINES, dateText, num, prefixFilter, reportQuery, sumOf } from './sql';

export type AgingKind = 'receivable' | 'payable';

/**
 * Customers are 411x (a debit is owed to us), suppliers 401x (a credit is owed by us). Invoices,
 * credit notes and payments all reach these accounts as posted lines carrying the third party
 * and, for what falls due, the due date: the open items are computed from those lines, so open
 * invoices are covered as soon as the invoicing module posts them.
 */
const ACCOUNTS: Record<AgingKind, { prefix: string; owed: string }> = {
  receivable: { prefix: '411', owed: 'l.debit_cents - l.credit_cents' },
  payable: { prefix: '401', owed: 'l.credit_cents - l.debit_cents' },
};

/**
 * A line's third party: its id (as text, the same on both databases), else the name written on it.
 * The id also travels as its own typed column (party_id, determined by the party text) so the
 * third party's name is joined on its primary key, not on a cast that no index serves.
 */
const PARTY = "COALESCE(CAST(l.third_party_id AS VARCHAR(36)), l.third_party, '')";

/**
 * Open items of one kind at asOf: the unlettered lines (a lettering only settles its items from
 * the date of its last line), from the books' start (à-nouveaux of a closed year). Lines are grouped by third party and due date (the entry date
 * when the line has none). Amounts owed to the party's side are items; the amounts that reduce
 * them (payments, credit notes) are applied to the oldest items first, with a running sum.
 */
export function openItemsCte(kind: AgingKind): string {
  return `
    WITH items AS (
      SELECT ${PARTY} AS party, l.third_party_id AS party_id, ${dateText('COALESCE(l.due_date, l.entry_date)')} AS due,
        ${sumOf(ACCOUNTS[kind].owed)} AS amount
      FROM journal_lines l
      WHERE ${POSTED_LINES} AND l.entry_date >= :bookStart AND l.entry_date <= :asOf${prefixFilter(ACCOUNTS[kind].prefix).sql}
        AND (l.letter_id IS NULL OR l.lettered_on > :asOf)
      GROUP BY ${PARTY}, l.third_party_id, COALESCE(l.due_date, l.entry_date)
    ),
    settled AS (
      SELECT party, CAST(SUM(-amount) AS BIGINT) AS credit FROM items WHERE amount < 0 GROUP BY party
    ),
    owed AS (
      SELECT i.party, i.due, i.amount, COALESCE(s.credit, 0) AS credit,
        CAST(SUM(i.amount) OVER (PARTITION BY i.party ORDER BY i.due ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS BIGINT) AS running
      FROM items i LEFT JOIN settled s ON s.party = i.party
      WHERE i.amount > 0
    ),
    open_items AS (
      SELECT party, due, amount,
        CASE WHEN running - credit <= 0 THEN 0 WHEN running - credit >= amount THEN amount ELSE running - credit END AS remaining
      FROM owed
    )`;
}

function bucketCase(bucket: AgingBucket): string {
  switch (bucket) {
    case 'current':
      return 'o.due >= :current';
    case 'days1To30':
      return 'o.due < :current AND o.due >= :days1To30';
    case 'days31To60':
      return 'o.due < :days1To30 AND o.due >= :days31To60';
    case 'days61To90':
      return 'o.due < :days31To60 AND o.due >= :days61To90';
    case 'over90':
      return 'o.due < :days61To90';
  }
}

/** Per third party: the remaining amounts by bucket, and what was paid beyond every item. */
export function agingSql(kind: AgingKind): string {
  const buckets = AGING_BUCKETS.map((b) => `${sumOf(`CASE WHEN ${bucketCase(b)} THEN o.remaining ELSE 0 END`)} AS "${b}"`).join(',\n        ');
  return `${openItemsCte(kind)}
    SELECT p.party AS "party", t.id AS "thirdPartyId", COALESCE(t.name, p.party) AS "thirdParty", ${AGING_BUCKETS.map((b) => `COALESCE(b."${b}", 0) AS "${b}"`).join(', ')},
      CASE WHEN COALESCE(s.credit, 0) > COALESCE(b.gross, 0) THEN COALESCE(s.credit, 0) - COALESCE(b.gross, 0) ELSE 0 END AS "unappliedCredit"
    FROM (SELECT party, party_id FROM items GROUP BY party, party_id) p
    LEFT JOIN (
      SELECT o.party, ${buckets},
        ${sumOf('o.amount')} AS gross
      FROM open_items o GROUP BY o.party
    ) b ON b.party = p.party
    LEFT JOIN settled s ON s.party = p.party
    LEFT JOIN third_parties t ON t.tenant_id = :tenantId AND t.id = p.party_id
    ORDER BY COALESCE(t.name, p.party)`;
}

/** Number and total of the items past due at asOf (the dashboard's overdue receivables). */
export function overdueSql(kind: AgingKind): string {
  return `${openItemsCte(kind)}
    SELECT COUNT(*) AS "count", ${sumOf('o.remaining')} AS "total"
    FROM open_items o WHERE o.remaining > 0 AND o.due < :current`;
}

export interface AgingRow {
  thirdPartyId: string | null;
  thirdParty: string | null;
  current: Cents;
  days1To30: Cents;
  days31To60: Cents;
  days61To90: Cents;
  over90: Cents;
  unappliedCredit: Cents;
  /** Buckets − unapplied credit: the party's balance on the account. */
  total: Cents;
}

export interface AgingReport {
  asOf: IsoDate;
  kind: AgingKind;
  parties: AgingRow[];
  totals: Omit<AgingRow, 'thirdParty' | 'thirdPartyId'>;
}

async function replacements(kind: AgingKind, asOf: IsoDate) {
  return { asOf, bookStart: await bookStart(asOf), ...prefixFilter(ACCOUNTS[kind].prefix).replacements, ...agingBoundaries(asOf) };
}

export async function agingReport(sequelize: Sequelize, kind: AgingKind, asOf: IsoDate): Promise<AgingReport> {
  const rows = await reportQuery<Record<string, unknown>>(sequelize, agingSql(kind), await replacements(kind, asOf));
  const parties = rows
    .map((r) => {
      const buckets = Object.fromEntries(AGING_BUCKETS.map((b) => [b, num(r[b])])) as Record<AgingBucket, Cents>;
      const unappliedCredit = num(r.unappliedCredit);
      return {
        thirdPartyId: r.thirdPartyId ? String(r.thirdPartyId) : null,
        thirdParty: r.thirdParty ? String(r.thirdParty) : null,
        ...buckets,
        unappliedCredit,
        total: sumCents(AGING_BUCKETS.map((b) => buckets[b])) - unappliedCredit,
      };
    })
    .filter((p) => p.total !== 0 || p.unappliedCredit !== 0 || AGING_BUCKETS.some((b) => p[b] !== 0));
  const sum = (key: keyof Omit<AgingRow, 'thirdParty' | 'thirdPartyId'>) => sumCents(parties.map((p) => p[key]));
  return {
    asOf,
    kind,
    parties,
    totals: {
      current: sum('current'),
      days1To30: sum('days1To30'),
      days31To60: sum('days31To60'),
      days61To90: sum('days61To90'),
      over90: sum('over90'),
      unappliedCredit: sum('unappliedCredit'),
      total: sum('total'),
    },
  };
}

export async function overdue(sequelize: Sequelize, kind: AgingKind, asOf: IsoDate): Promise<{ count: number; total: Cents }> {
  const [row] = await reportQuery<{ count: unknown; total: unknown }>(sequelize, overdueSql(kind), await replacements(kind, asOf));
  return { count: num(row?.count), total: num(row?.total) };
}
