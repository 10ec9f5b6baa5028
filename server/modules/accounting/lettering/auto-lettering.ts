import { isThirdPartyAccount } from '../../../../shared/accounting';
import { businessRule } from '../../../platform/http/problem';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { getConfig } from '../config/config-service';
import { bookStart } from '../fiscal-years/book-start';
import { inLedgerTransaction, ledgerDb, today } from '../runtime';
import { writeLetterings } from './lettering';

export interface OpenLine {
  id: string;
  accountCode: string;
  thirdPartyId: string | null;
  debitCents: number;
  creditCents: number;
  entryDate: string;
  /** Reference, else the entry's sourceRef, else its piece number. */
  key: string;
  pieceNumber: string;
}

const net = (l: OpenLine) => l.debitCents - l.creditCents;

/**
 * Groups of open lines that letter together, for one account: first the lines of a third party
 * sharing a reference (an invoice and its payments, a reversal and its original) whose sum is
 * zero; then, among the rest, a debit and a credit of the same amount, oldest with oldest.
 * Pure: the worked examples are in its test.
 */
export function proposeGroups(lines: readonly OpenLine[]): OpenLine[][] {
  const groups: OpenLine[][] = [];
  const byParty = new Map<string, OpenLine[]>();
  for (const line of lines) byParty.set(line.thirdPartyId ?? '', [...(byParty.get(line.thirdPartyId ?? '') ?? []), line]);
  const order = (a: OpenLine, b: OpenLine) => (a.entryDate < b.entryDate ? -1 : a.entryDate > b.entryDate ? 1 : a.pieceNumber < b.pieceNumber ? -1 : a.pieceNumber > b.pieceNumber ? 1 : 0);
  for (const partyLines of byParty.values()) {
    const used = new Set<string>();
    const byKey = new Map<string, OpenLine[]>();
    for (const line of partyLines) byKey.set(line.key, [...(byKey.get(line.key) ?? []), line]);
    for (const keyed of byKey.values()) {
      if (keyed.length < 2 || keyed.reduce((s, l) => s + net(l), 0) !== 0 || !keyed.some((l) => net(l) > 0)) continue;
      groups.push([...keyed].sort(order));
      keyed.forEach((l) => used.add(l.id));
    }
    const rest = partyLines.filter((l) => !used.has(l.id)).sort(order);
    const debits = new Map<number, OpenLine[]>();
    for (const line of rest.filter((l) => net(l) > 0)) debits.set(net(line), [...(debits.get(net(line)) ?? []), line]);
    for (const credit of rest.filter((l) => net(l) < 0)) {
      const candidates = debits.get(-net(credit));
      const debit = candidates?.shift();
      if (debit) groups.push([debit, credit].sort(order));
    }
  }
  return groups;
}

/** The open (unlettered) posted lines of an account in the current books. */
export async function openLines(accountCode: string, thirdPartyId?: string | null): Promise<OpenLine[]> {
  const start = await bookStart(today());
  const rows = await tenantQuery<Record<string, unknown>>(
    ledgerDb(),
    `SELECT l.id, l.account_code, l.third_party_id, l.debit_cents, l.credit_cents, CAST(l.entry_date AS VARCHAR(10)) AS entry_date,
        COALESCE(l.reference, e.source_ref, e.piece_number) AS lettering_key, e.piece_number
      FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
      WHERE l.tenant_id = :tenantId AND l.posted = TRUE AND l.letter_id IS NULL AND l.account_code = :accountCode AND l.entry_date >= :start
        ${thirdPartyId ? 'AND l.third_party_id = :thirdPartyId' : ''}`,
    { accountCode, start, ...(thirdPartyId ? { thirdPartyId } : {}) },
  );
  return rows.map((r) => ({
    id: String(r.id),
    accountCode: String(r.account_code),
    thirdPartyId: r.third_party_id ? String(r.third_party_id) : null,
    debitCents: Number(r.debit_cents),
    creditCents: Number(r.credit_cents),
    entryDate: String(r.entry_date),
    key: String(r.lettering_key),
    pieceNumber: String(r.piece_number),
  }));
}

/** Letters what `proposeGroups` finds on an account (one third party when given); answers the counts. */
export async function autoLetter(input: { accountCode: string; thirdPartyId?: string | null }): Promise<{ letterings: number; lines: number }> {
  return inLedgerTransaction(async () => {
    const { chartStandard } = await getConfig();
    if (!isThirdPartyAccount(input.accountCode, chartStandard)) {
      throw businessRule(`Account ${input.accountCode} is not a third-party account: its lines are not lettered`, { reason: 'NOT_LETTERABLE', accountCode: input.accountCode });
    }
    const groups = proposeGroups(await openLines(input.accountCode, input.thirdPartyId));
    await writeLetterings(input.accountCode, groups, true);
    return { letterings: groups.length, lines: groups.reduce((s, g) => s + g.length, 0) };
  });
}
