import type { Sequelize } from 'sequelize';
import { sumCents, type Cents } from '../../../../shared/money';
import { AGING_BUCKETS, agingBoundaries, type AgingBucket } from './computations';
import type { IsoDate } from './dates';
import { BEGINNING_OF_BOOKS, bookStart } from '../fiscal-years/book-start';
import { POSTED_LINES, dateText, num, reportQuery, sumOf } from './sql';
import type { OPEN_ITEM_PREFIXES } from '../migrations/202612170900-open-items';

export type AgingKind = 'receivable' | 'payable';

/**
 * Customers are 411x (a debit is owed to us), suppliers 401x (a credit is owed by us). Invoices,
 * credit notes and payments all reach these accounts as posted lines carrying the third party
 * and, for what falls due, the due date: the open items are computed from those lines, so open
 * invoices are covered as soon as the invoicing module posts them.
 */
const ACCOUNTS: Record<AgingKind, { prefix: (typeof OPEN_ITEM_PREFIXES)[number]; owed: string; sign: '' | '-' }> = {
  receivable: { prefix: '411', owed: 'l.debit_cents - l.credit_cents', sign: '' },
  payable: { prefix: '401', owed: 'l.credit_cents - l.debit_cents', sign: '-' },
};

/**
 * A line's third party: its id (as text, the same on both databases), else the name written on it.
 * The id also travels as its own typed column (party_id, determined by the party text) so the
 * third party's name is joined on its primary key, not on a cast that no index serves.
 */
const PARTY = "COALESCE(CAST(l.third_party_id AS VARCHAR(36)), l.third_party, '')";

/**
 * Open items of one kind at asOf: the unlettered lines (a lettering only settles its items from
 * the date of its last line), from the books' start (à-nouveaux of a closed year), grouped by
 * third party and due date (the entry date when the line has none). Amounts owed to the party's
 * side are items; the amounts that reduce them (payments, credit notes) are applied to the
 * oldest items first.
 *
 * The lines come from the open items the database keeps (migration 202612170900-open-items: per
 * third party, due date and year, the lines not lettered today) for the years from the books'
 * start to asOf's, less the lines of asOf's year dated after asOf, plus the lines lettered after
 * asOf (still open then): for a report at today's date both corrections read nothing. The lines
 * lettered after asOf are reached from their letterings (a lettering's lines are its tenant's): a
 * tenant condition on the lines would let SQLite, which has no statistics, read every line of the
 * period by (tenant, posted, date) instead.
 */
function itemsCte(kind: AgingKind): string {
  const { owed, sign } = ACCOUNTS[kind];
  const line = `${PARTY} AS party, l.third_party_id AS party_id, COALESCE(l.due_date, l.entry_date) AS due`;
  const ofKind = 'SUBSTR(l.account_code, 1, 3) = :openPrefix';
  return `items AS (
      SELECT u.party, u.party_id, ${dateText('u.due')} AS due, ${sumOf('u.amount')} AS amount
      FROM (
        SELECT o.party, o.party_id, o.due, ${sign}o.amount_cents AS amount
        FROM ledger_open_items o
        WHERE o.tenant_id = :tenantId AND o.prefix = :openPrefix AND o.year_start >= :bookStart AND o.year_start <= :asOf
        UNION ALL
        SELECT ${line}, -(${owed}) AS amount
        FROM journal_lines l
        WHERE ${POSTED_LINES} AND l.entry_date > :asOf AND l.entry_date <= :yearEnd AND l.letter_id IS NULL AND ${ofKind}
        UNION ALL
        SELECT ${line}, ${owed} AS amount
        FROM letterings lt JOIN journal_lines l ON l.letter_id = lt.id
        WHERE lt.tenant_id = :tenantId AND lt.lettered_on > :asOf AND l.posted = TRUE AND l.lettered_on > :asOf
          AND l.entry_date >= :bookStart AND l.entry_date <= :asOf AND ${ofKind}
      ) u
      GROUP BY u.party, u.party_id, u.due
    )`;
}

/**
 * CTEs following an `items (party, due, amount)` CTE: what remains of each item owed once the
 * party's credits are applied oldest first (a running sum), as `open_items (party, due, amount, remaining)`.
 */
export const CREDITS_APPLIED_CTE = `
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

/** The items, and what remains of each once the party's credits are applied. */
const openItemsCte = (kind: AgingKind) => `
    WITH ${itemsCte(kind)},${CREDITS_APPLIED_CTE}`;

/** The party's items owed (`amount` of the item `due`), due before the boundary (all of them without a boundary). */
const owedBefore = (boundary?: string, amount = 'i.amount', due = 'i.due') =>
  sumOf(`CASE WHEN ${amount} > 0${boundary ? ` AND ${due} < :${boundary}` : ''} THEN ${amount} ELSE 0 END`);
/** The party's figures the buckets are computed from (partiesSelect), over its items (`amount`, `due`). */
const partyFigures = (amount: string, due: string) =>
  `${sumOf(`CASE WHEN ${amount} < 0 THEN -(${amount}) ELSE 0 END`)} AS credit,
        ${owedBefore('days61To90', amount, due)} AS before90, ${owedBefore('days31To60', amount, due)} AS before60,
        ${owedBefore('days1To30', amount, due)} AS before30, ${owedBefore('current', amount, due)} AS before_current,
        ${owedBefore(undefined, amount, due)} AS gross`;
const positive = (value: string) => `CASE WHEN ${value} > 0 THEN ${value} ELSE 0 END`;

/**
 * The report's rows from `source` (party, party_id and the party's credit, before90, before60,
 * before30, before_current and gross — see agingSql), with the third party's name, by name.
 */
function partiesSelect(source: string): string {
  const left = (owed: string) => positive(`w.${owed} - w.credit`);
  const buckets: Record<AgingBucket, string> = {
    over90: left('before90'),
    days61To90: `${left('before60')} - ${left('before90')}`,
    days31To60: `${left('before30')} - ${left('before60')}`,
    days1To30: `${left('before_current')} - ${left('before30')}`,
    current: `${left('gross')} - ${left('before_current')}`,
  };
  return `SELECT w.party AS "party", t.id AS "thirdPartyId", COALESCE(t.name, w.party) AS "thirdParty",
      ${AGING_BUCKETS.map((b) => `${buckets[b]} AS "${b}"`).join(', ')},
      ${positive('w.credit - w.gross')} AS "unappliedCredit"
    FROM ${source} w
    LEFT JOIN third_parties t ON t.tenant_id = :tenantId AND t.id = w.party_id
    ORDER BY COALESCE(t.name, w.party)`;
}

/**
 * Per third party: the remaining amounts by bucket, and what was paid beyond every item.
 *
 * The credits c are applied to the items oldest first, so what remains of the items due before a
 * date d is max(0, owed(d) − c), owed(d) being the party's items due before d; a bucket (due
 * dates in [d1, d2)) keeps max(0, owed(d2) − c) − max(0, owed(d1) − c) — the sum over its items
 * of what a running sum leaves of each, without the running sum: one aggregate per party.
 */
export function agingSql(kind: AgingKind): string {
  return `
    WITH ${itemsCte(kind)},
    per AS (
      SELECT i.party, i.party_id, ${partyFigures('i.amount', 'i.due')}
      FROM items i GROUP BY i.party, i.party_id
    ),
    whole AS (
      SELECT p.party, p.party_id, ${['credit', 'before90', 'before60', 'before30', 'before_current', 'gross'].map((c) => `CAST(SUM(p.${c}) OVER (PARTITION BY p.party) AS BIGINT) AS ${c}`).join(', ')}
      FROM per p
    )
    ${partiesSelect('whole')}`;
}

/**
 * Whether the open items across the years (`ledger_open_dues`, migration 202612180900-open-dues)
 * are the items at asOf: no open line of the kind dated after asOf, no lettering after asOf (its
 * lines were still open then) and, when a year before asOf's is closed, no open line dated before
 * the books' start (its à-nouveaux carry it). At today's date all three read nothing.
 */
export function duesHoldSql(closedYear: boolean): string {
  return `SELECT CASE WHEN EXISTS (
        SELECT 1 FROM journal_lines l
        WHERE ${POSTED_LINES} AND l.entry_date > :asOf AND l.letter_id IS NULL AND SUBSTR(l.account_code, 1, 3) = :openPrefix
      ) OR EXISTS (SELECT 1 FROM letterings lt WHERE lt.tenant_id = :tenantId AND lt.lettered_on > :asOf)${
        closedYear
          ? `
      OR EXISTS (SELECT 1 FROM ledger_open_items o WHERE o.tenant_id = :tenantId AND o.prefix = :openPrefix AND o.year_start < :bookStart)`
          : ''
      }
    THEN 0 ELSE 1 END AS "holds"`;
}

/**
 * agingSql's figures when the open items across the years are the items at asOf (duesHoldSql):
 * one row per (party, due date) already, so the party's figures are one aggregate in key order
 * (no grouping by due date, no sort). A party's text may stand for a name and for an id that reads
 * the same (by_id 0 and 1): its figures are the party's, on a row for each, as agingSql gives. The
 * CROSS JOIN keeps the aggregate the outer loop (SQLite 3.52 otherwise ran it once per by_id).
 */
export function agingDuesSql(kind: AgingKind): string {
  const amount = kind === 'receivable' ? 'd.amount_cents' : '(-d.amount_cents)';
  const ofKind = 'd.tenant_id = :tenantId AND d.prefix = :openPrefix';
  return `
    WITH per AS (
      SELECT d.party, MIN(d.by_id) AS first_by, MAX(d.by_id) AS last_by, ${partyFigures(amount, 'd.due')}
      FROM ledger_open_dues d WHERE ${ofKind} GROUP BY d.party
    ),
    whole AS (
      SELECT p.*, CASE WHEN k.by_id = 1 THEN (SELECT d.party_id FROM ledger_open_dues d WHERE ${ofKind} AND d.party = p.party AND d.by_id = 1 LIMIT 1) END AS party_id
      FROM per p CROSS JOIN (SELECT 0 AS by_id UNION ALL SELECT 1) k WHERE k.by_id >= p.first_by AND k.by_id <= p.last_by
    )
    ${partiesSelect('whole')}`;
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

/** The replacements of agingSql / overdueSql at asOf, with the books' start for asOf. */
export function agingReplacements(kind: AgingKind, asOf: IsoDate, start: IsoDate): Record<string, string> {
  return { asOf, bookStart: start, yearEnd: `${asOf.slice(0, 4)}-12-31`, openPrefix: ACCOUNTS[kind].prefix, ...agingBoundaries(asOf) };
}

async function replacements(kind: AgingKind, asOf: IsoDate) {
  return agingReplacements(kind, asOf, await bookStart(asOf));
}

/** Whether agingDuesSql gives the figures at the replacements' asOf (duesHoldSql). */
export async function duesHold(sequelize: Sequelize, params: Record<string, string>): Promise<boolean> {
  const [row] = await reportQuery<{ holds: unknown }>(sequelize, duesHoldSql(params.bookStart !== BEGINNING_OF_BOOKS), params);
  return num(row?.holds) === 1;
}

export async function agingReport(sequelize: Sequelize, kind: AgingKind, asOf: IsoDate): Promise<AgingReport> {
  const params = await replacements(kind, asOf);
  const sql = (await duesHold(sequelize, params)) ? agingDuesSql(kind) : agingSql(kind);
  const rows = await reportQuery<Record<string, unknown>>(sequelize, sql, params);
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
