import { formatCents, toCents } from '../../../../shared/money';
import type { EntryRecord } from '../accounting/api';

/**
 * How an entry moves a ledger account, signed like a bank statement (debit − credit: money in is
 * positive); null when the entry has no line on the account.
 */
export function netOnAccount(entry: EntryRecord, accountCode: string): string | null {
  const lines = entry.lines.filter((l) => l.accountCode === accountCode);
  if (lines.length === 0) return null;
  return formatCents(lines.reduce((sum, l) => sum + toCents(l.debit || '0') - toCents(l.credit || '0'), 0));
}
