import { isThirdPartyAccount, THIRD_PARTY_PREFIXES } from '../../../../shared/accounting';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { getConfig } from '../config/config-service';
import { bookStart } from '../fiscal-years/book-start';
import { ledgerDb, today } from '../runtime';

export type LetteringStatus = 'UNLETTERED' | 'LETTERED' | 'ALL';

export interface LetteringLineFilters {
  accountCode: string;
  thirdPartyId?: string;
  status: LetteringStatus;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface LetteringLine {
  id: string;
  entryId: string;
  pieceNumber: string;
  journalCode: string;
  date: string;
  label: string | null;
  debitCents: number;
  creditCents: number;
  thirdPartyId: string | null;
  thirdParty: string | null;
  thirdPartyCode: string | null;
  dueDate: string | null;
  reference: string;
  letterId: string | null;
  letterCode: string | null;
}

function where(f: LetteringLineFilters): string {
  return `l.tenant_id = :tenantId AND l.posted = TRUE AND l.account_code = :accountCode AND l.entry_date >= :from AND l.entry_date <= :to
    ${f.thirdPartyId ? 'AND l.third_party_id = :thirdPartyId' : ''}
    ${f.status === 'UNLETTERED' ? 'AND l.letter_id IS NULL' : f.status === 'LETTERED' ? 'AND l.letter_id IS NOT NULL' : ''}`;
}

/**
 * The posted lines of a third-party account (one third party when given) for the lettering
 * screen, oldest first, with the totals of every line the filters select. The period defaults to
 * the current books: from the opening of the year after the last closed one (its à-nouveaux carry
 * the older open items), to today.
 */
export async function letteringLines(f: LetteringLineFilters): Promise<{ items: LetteringLine[]; total: number; debitCents: number; creditCents: number; from: string; to: string }> {
  const to = f.to ?? today();
  const from = f.from ?? (await bookStart(to));
  const replacements = { accountCode: f.accountCode, from, to, ...(f.thirdPartyId ? { thirdPartyId: f.thirdPartyId } : {}) };
  const [totals] = await tenantQuery<Record<string, unknown>>(
    ledgerDb(),
    `SELECT COUNT(*) AS n, CAST(COALESCE(SUM(l.debit_cents), 0) AS BIGINT) AS debit, CAST(COALESCE(SUM(l.credit_cents), 0) AS BIGINT) AS credit
      FROM journal_lines l WHERE ${where(f)}`,
    replacements,
  );
  const rows = await tenantQuery<Record<string, unknown>>(
    ledgerDb(),
    `SELECT l.id, l.entry_id, e.piece_number, e.journal_code, CAST(l.entry_date AS VARCHAR(10)) AS entry_date, COALESCE(l.label, e.label) AS label,
        l.debit_cents, l.credit_cents, l.third_party_id, COALESCE(t.name, l.third_party) AS third_party, t.code AS third_party_code,
        CAST(l.due_date AS VARCHAR(10)) AS due_date, COALESCE(l.reference, e.source_ref, e.piece_number) AS lettering_key, l.letter_id, l.letter_code
      FROM journal_lines l
      JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
      LEFT JOIN third_parties t ON t.id = l.third_party_id AND t.tenant_id = :tenantId
      WHERE ${where(f)}
      ORDER BY l.entry_date, e.piece_number, l.line_no
      LIMIT :limit OFFSET :offset`,
    { ...replacements, limit: f.pageSize, offset: (f.page - 1) * f.pageSize },
  );
  return {
    from,
    to,
    total: Number(totals?.n ?? 0),
    debitCents: Number(totals?.debit ?? 0),
    creditCents: Number(totals?.credit ?? 0),
    items: rows.map((r) => ({
      id: String(r.id),
      entryId: String(r.entry_id),
      pieceNumber: String(r.piece_number),
      journalCode: String(r.journal_code),
      date: String(r.entry_date),
      label: (r.label as string | null) ?? null,
      debitCents: Number(r.debit_cents),
      creditCents: Number(r.credit_cents),
      thirdPartyId: (r.third_party_id as string | null) ?? null,
      thirdParty: (r.third_party as string | null) ?? null,
      thirdPartyCode: (r.third_party_code as string | null) ?? null,
      dueDate: (r.due_date as string | null) ?? null,
      reference: String(r.lettering_key),
      letterId: (r.letter_id as string | null) ?? null,
      letterCode: (r.letter_code as string | null) ?? null,
    })),
  };
}

export interface LetterableAccount {
  accountCode: string;
  accountTitle: string | null;
  openLines: number;
  openBalanceCents: number;
}

/** The third-party accounts with posted lines in the current books, with their open (unlettered) lines and balance. */
export async function letterableAccounts(): Promise<LetterableAccount[]> {
  const { chartStandard } = await getConfig();
  const start = await bookStart(today());
  const prefixes = THIRD_PARTY_PREFIXES[chartStandard].map((p) => `l.account_code LIKE '${p}%'`).join(' OR ');
  const rows = await tenantQuery<Record<string, unknown>>(
    ledgerDb(),
    `SELECT x.account_code, a.title, x.open_lines, x.open_balance FROM (
        SELECT l.account_code, CAST(SUM(CASE WHEN l.letter_id IS NULL THEN 1 ELSE 0 END) AS BIGINT) AS open_lines,
          CAST(COALESCE(SUM(CASE WHEN l.letter_id IS NULL THEN l.debit_cents - l.credit_cents ELSE 0 END), 0) AS BIGINT) AS open_balance
        FROM journal_lines l WHERE l.tenant_id = :tenantId AND l.posted = TRUE AND l.entry_date >= :start AND (${prefixes})
        GROUP BY l.account_code
      ) x LEFT JOIN accounts a ON a.tenant_id = :tenantId AND a.code = x.account_code
      ORDER BY x.account_code`,
    { start },
  );
  return rows
    .filter((r) => isThirdPartyAccount(String(r.account_code), chartStandard))
    .map((r) => ({ accountCode: String(r.account_code), accountTitle: (r.title as string | null) ?? null, openLines: Number(r.open_lines), openBalanceCents: Number(r.open_balance) }));
}
