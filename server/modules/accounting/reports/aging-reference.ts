import { AGING_BUCKETS, type AgingBucket } from './computations';
import { CREDITS_APPLIED_CTE, type AgingKind } from './aging';
import { POSTED_LINES, dateText, prefixFilter, sumOf } from './sql';

/**
 * Test and benchmark support: the aged balances' SQL as the report ran it before the open items
 * kept at posting (migration 202612170900-open-items) — every posted line of the accounts from
 * the books' start to asOf not lettered at asOf, grouped by third party and due date, then the
 * credits applied to the oldest items with a running sum —, kept as the reference the report's
 * figures are compared with. Its replacements: the report's (`agingReplacements`) and the account
 * prefix filter's (`prefixFilter(referencePrefix(kind))`).
 */
export const referencePrefix = (kind: AgingKind) => (kind === 'receivable' ? '411' : '401');

const PARTY = "COALESCE(CAST(l.third_party_id AS VARCHAR(36)), l.third_party, '')";

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

function referenceOpenItemsCte(kind: AgingKind): string {
  const owed = kind === 'receivable' ? 'l.debit_cents - l.credit_cents' : 'l.credit_cents - l.debit_cents';
  return `
    WITH items AS (
      SELECT ${PARTY} AS party, l.third_party_id AS party_id, ${dateText('COALESCE(l.due_date, l.entry_date)')} AS due,
        ${sumOf(owed)} AS amount
      FROM journal_lines l
      WHERE ${POSTED_LINES} AND l.entry_date >= :bookStart AND l.entry_date <= :asOf${prefixFilter(referencePrefix(kind)).sql}
        AND (l.letter_id IS NULL OR l.lettered_on > :asOf)
      GROUP BY ${PARTY}, l.third_party_id, COALESCE(l.due_date, l.entry_date)
    ),${CREDITS_APPLIED_CTE}`;
}

export function referenceAgingSql(kind: AgingKind): string {
  const buckets = AGING_BUCKETS.map((b) => `${sumOf(`CASE WHEN ${bucketCase(b)} THEN o.remaining ELSE 0 END`)} AS "${b}"`).join(',\n        ');
  return `${referenceOpenItemsCte(kind)}
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

/** The dashboard's overdue items (number and total) as it read them before. */
export function referenceOverdueSql(kind: AgingKind): string {
  return `${referenceOpenItemsCte(kind)}
    SELECT COUNT(*) AS "count", ${sumOf('o.remaining')} AS "total"
    FROM open_items o WHERE o.remaining > 0 AND o.due < :current`;
}
