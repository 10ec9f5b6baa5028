import type { Cents } from '../../../../shared/money';
import type { ContributionShare } from './contributions';
import type { EarningLine, IncomeTaxLine, JournalPosting } from './payslip-types';
import type { EffectiveRuleSet } from './rule-sets';

/** A signed movement: positive on the debit side, negative on the credit side. */
interface Movement {
  account: string;
  amount: Cents;
  thirdParty: string | null;
}

export interface EntryAmounts {
  employeeRef: string;
  earnings: readonly EarningLine[];
  shares: readonly ContributionShare[];
  incomeTaxes: readonly IncomeTaxLine[];
  advances: Cents;
  netPay: Cents;
}

/**
 * One entry's postings: debit the charge accounts of the earnings paid and of the employer shares;
 * credit each contribution's account (both shares), the income tax account, the advances account
 * and the net pay due, the latter named after the employee. Balanced by construction: the net pay
 * is what the earnings paid leave after the other credits.
 */
export function entryPostings(rs: EffectiveRuleSet, e: EntryAmounts): JournalPosting[] {
  const moves: Movement[] = [];
  for (const line of e.earnings)
    if (line.paid && line.account)
      moves.push({ account: line.account, amount: line.amount, thirdParty: null });
  for (const { rule, amount } of e.shares) {
    if (rule.kind === 'EMPLOYER' && rule.accounts.debit)
      moves.push({ account: rule.accounts.debit, amount, thirdParty: null });
    moves.push({ account: rule.accounts.credit, amount: -amount, thirdParty: null });
  }
  for (const tax of e.incomeTaxes)
    moves.push({ account: tax.account, amount: -tax.amount, thirdParty: null });
  moves.push({ account: rs.journal.advances, amount: -e.advances, thirdParty: null });
  moves.push({ account: rs.journal.netPay, amount: -e.netPay, thirdParty: e.employeeRef });
  return aggregate(moves, rs.accountTitles);
}

export interface RunJournalLine {
  accountCode: string;
  debitCents?: Cents;
  creditCents?: Cents;
  label: string;
  thirdParty: string | null;
}

export interface RunJournal {
  lines: RunJournalLine[];
  totalDebit: Cents;
  totalCredit: Cents;
}

/**
 * The run's journal entry from its entries' postings: one line per account (per employee on the
 * net-pay account), debit or credit by the sign of its balance, zero balances left out. The lines
 * are in the shape the ledger's createEntry takes. Debits first, then credits, by account code.
 */
export function buildRunJournal(
  entries: ReadonlyArray<{ journal: readonly JournalPosting[] }>,
  titles: Record<string, string> = {},
): RunJournal {
  const moves: Movement[] = [];
  const labels: Record<string, string> = { ...titles };
  for (const entry of entries) {
    for (const p of entry.journal) {
      moves.push({ account: p.account, amount: p.debit - p.credit, thirdParty: p.thirdParty });
      labels[p.account] ??= p.label;
    }
  }
  const postings = aggregate(moves, labels);
  const lines: RunJournalLine[] = postings.map((p) => ({
    accountCode: p.account,
    label: p.label,
    thirdParty: p.thirdParty,
    ...(p.debit > 0 ? { debitCents: p.debit } : { creditCents: p.credit }),
  }));
  lines.sort(
    (a, b) =>
      Number(b.debitCents !== undefined) - Number(a.debitCents !== undefined) ||
      a.accountCode.localeCompare(b.accountCode) ||
      (a.thirdParty ?? '').localeCompare(b.thirdParty ?? ''),
  );
  let totalDebit = 0;
  let totalCredit = 0;
  for (const line of lines) {
    totalDebit += line.debitCents ?? 0;
    totalCredit += line.creditCents ?? 0;
  }
  return { lines, totalDebit, totalCredit };
}

function aggregate(moves: readonly Movement[], titles: Record<string, string>): JournalPosting[] {
  const balances = new Map<string, Movement>();
  for (const m of moves) {
    const key = `${m.account}\u0000${m.thirdParty ?? ''}`;
    const current = balances.get(key);
    if (current) current.amount += m.amount;
    else balances.set(key, { ...m });
  }
  const postings: JournalPosting[] = [];
  for (const { account, amount, thirdParty } of balances.values()) {
    if (amount === 0) continue;
    postings.push({
      account,
      label: titles[account] ?? account,
      debit: amount > 0 ? amount : 0,
      credit: amount < 0 ? -amount : 0,
      thirdParty,
    });
  }
  return postings;
}
