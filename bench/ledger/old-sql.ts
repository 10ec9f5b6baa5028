import { IN_BOOKS, OPENING_PART, POSTED_LINES, dateText } from '../../server/modules/accounting/reports/sql';
import { LEDGER_ORDER, ledgerFilters } from '../../server/modules/accounting/reports/grand-livre';

/**
 * The general ledger's page as the report read it before (kept here as the "old SQL" baseline):
 * a window over every line of the account up to `to`, the opening ones first, sorted whole
 * before LIMIT.
 */
export function oldGrandLivreLinesSql(params: { accountPrefix?: string; thirdPartyId?: string }): string {
  return `
    SELECT w.id, w.account_code AS "accountCode", w.entry_date AS "date", w.piece_number AS "pieceNumber", w.journal_code AS "journalCode",
      w.entry_id AS "entryId", w.label, w.third_party AS "thirdParty", w.letter_code AS "letterCode",
      w.debit_cents AS "debit", w.credit_cents AS "credit", w.balance
    FROM (
      SELECT l.id, l.account_code, ${dateText('l.entry_date')} AS entry_date, e.piece_number, e.journal_code, l.entry_id, l.line_no,
        COALESCE(l.label, e.label) AS label, l.third_party, l.letter_code, l.debit_cents, l.credit_cents,
        CASE WHEN ${OPENING_PART} THEN 0 ELSE 1 END AS in_period,
        CAST(SUM(l.debit_cents - l.credit_cents) OVER (
          PARTITION BY l.account_code ORDER BY CASE WHEN ${OPENING_PART} THEN 0 ELSE 1 END, l.entry_date, e.piece_number, l.entry_id, l.line_no
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS BIGINT) AS balance
      FROM journal_lines l
      JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
      WHERE ${POSTED_LINES} AND l.entry_date <= :to AND ${IN_BOOKS}${ledgerFilters(params).sql}
    ) w
    WHERE w.in_period = 1
    ORDER BY ${LEDGER_ORDER.split(', ').map((c) => `w.${c}`).join(', ')}
    LIMIT :limit OFFSET :offset`;
}
