import { MAX_ENTRY_LINES } from '../../../../shared/schemas/accounting';
import type { LedgerLineInput } from '../../accounting';
import { refusal } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { buildRunJournal, firstDayOf, shippedRuleSet, versionInForce } from '../engine';
import { PayrollEntry, PayrollRun, type StoredJournalLine } from '../models';
import { employeeRef, lastDayOf } from './payable';
import { lockRun } from './runs';

const monthLabel = (run: PayrollRun) => `${String(run.month).padStart(2, '0')}/${run.year}`;

/**
 * The lines given to the ledger. One net-pay line per employee (the third party the books letter
 * and the declarations count) while the entry fits the ledger's line limit; beyond it, the lines
 * of each account that name a third party are merged into one (a very large run).
 */
export function fitLines(lines: StoredJournalLine[], max = MAX_ENTRY_LINES): StoredJournalLine[] {
  if (lines.length <= max) return lines;
  const merged = new Map<string, number>();
  const rest: StoredJournalLine[] = [];
  for (const line of lines) {
    if (line.thirdParty === null) rest.push(line);
    else merged.set(line.accountCode, (merged.get(line.accountCode) ?? 0) + line.debitCents - line.creditCents);
  }
  for (const [accountCode, net] of merged) {
    if (net === 0) continue;
    rest.push({ accountCode, label: `${lines.find((l) => l.accountCode === accountCode)?.label ?? accountCode} (détail par salarié dans la paie)`.slice(0, 255), thirdParty: null, debitCents: Math.max(net, 0), creditCents: Math.max(-net, 0) });
  }
  return rest;
}

const toLedger = (lines: readonly StoredJournalLine[]): LedgerLineInput[] =>
  lines.map((l) => ({ accountCode: l.accountCode, label: l.label.slice(0, 255), thirdParty: l.thirdParty, ...(l.debitCents ? { debitCents: l.debitCents } : { creditCents: l.creditCents }) }));

/**
 * DRAFT → VALIDATED: the amounts are frozen and the run's journal entry is posted (source
 * PAYROLL, dated the last day of the month): salaries and employer charges in debit, net pay per
 * employee, contributions and income tax withheld in credit, balanced by construction. Refused
 * without entries, or when variable inputs changed since the last computation. A closed period
 * refuses the whole request (PERIOD_CLOSED) and nothing changes; with the tenant's "posting steps
 * need accounting.write" on, so does a caller without accounting.write (403).
 */
export async function validateRun(id: string): Promise<PayrollRun> {
  const { run, next } = await lockRun(id, 'validate');
  // Separation of duties, a tenant option: validating posts the run's entry, so it may need accounting.write.
  await port('ledger').assertMayPost();
  const entries = await PayrollEntry.findAll({ where: { runId: run.id }, attributes: ['id', 'computation'] });
  if (!entries.length) throw refusal('BUSINESS_RULE', 'payroll.noEntries');
  if (run.inputsStale) throw refusal('BUSINESS_RULE', 'payroll.recompute');
  const titles = run.accountTitles ?? {};
  const journal = buildRunJournal(entries.map((e) => e.computation), titles);
  const lines = fitLines(journal.lines.map((l) => ({ accountCode: l.accountCode, label: l.label, thirdParty: l.thirdParty, debitCents: l.debitCents ?? 0, creditCents: l.creditCents ?? 0 })));
  const ledger = port('ledger');
  for (const [code, title] of Object.entries(titles)) await ledger.ensureAccount(code, title);
  const entry = await ledger.record(
    { date: lastDayOf(run), label: `Paie ${monthLabel(run)} — ${entries.length} salarié(s)`, source: 'PAYROLL', sourceRef: run.id, lines: toLedger(lines) },
    { post: true },
  );
  await run.update({
    status: next,
    journalLines: lines,
    journalEntryId: entry.id,
    journalPieceNumber: entry.pieceNumber,
    validatedAt: now(),
    validatedBy: requireContext().userId,
  });
  return run;
}

const TREASURY = { SYSCOHADA: { code: '521', title: 'Banques locales' }, PCG: { code: '512', title: 'Banques' } } as const;

/** The bank account the net pay leaves from: the tenant's default bank account, else 521 (PCG 512). */
async function bankAccount(): Promise<{ code: string; title: string }> {
  const ledger = port('ledger');
  const accounts = await ledger.bankAccounts();
  const bank = accounts.find((a) => a.isDefault) ?? accounts[0];
  if (bank) return { code: bank.accountCode, title: bank.title };
  const fallback = TREASURY[(await ledger.config()).chartStandard];
  await ledger.ensureAccount(fallback.code, fallback.title);
  return fallback;
}

/**
 * VALIDATED → PAID on a payment date (not before the month starts): posts the bank payment of the
 * net pay (source BANK, dated the payment date): the net-pay account (422 / 421) in debit per
 * employee paid, the bank in credit. A closed period refuses it and nothing changes; with the
 * tenant's "posting steps need accounting.write" on, so does a caller without accounting.write.
 */
export async function payRun(id: string, paymentDate: string): Promise<PayrollRun> {
  const { run, next } = await lockRun(id, 'pay');
  // Separation of duties, a tenant option: the payment posts, so it may need accounting.write.
  await port('ledger').assertMayPost();
  const start = firstDayOf(run);
  if (paymentDate < start) {
    throw refusal('BUSINESS_RULE', 'payroll.paymentBeforePeriod', { start }, { errors: [{ path: 'paymentDate', message: `Not before ${start}` }] });
  }
  const netPayAccount = versionInForce(shippedRuleSet(run.country), run).journal.netPay;
  const title = run.accountTitles?.[netPayAccount] ?? netPayAccount;
  const entries = await PayrollEntry.findAll({ where: { runId: run.id }, attributes: ['employeeNumber', 'employeeName', 'netPayCents'], order: [['employeeNumber', 'ASC']] });
  const paid = entries.filter((e) => e.netPayCents > 0);
  let payment: { id: string; pieceNumber: string } | null = null;
  if (paid.length) {
    const bank = await bankAccount();
    const total = paid.reduce((s, e) => s + e.netPayCents, 0);
    const debits = fitLines(
      paid.map((e) => ({ accountCode: netPayAccount, label: title, thirdParty: employeeRef({ employeeNumber: e.employeeNumber, name: e.employeeName }), debitCents: e.netPayCents, creditCents: 0 })),
      MAX_ENTRY_LINES - 1,
    );
    const label = `Virement des salaires nets ${monthLabel(run)}`;
    payment = await port('ledger').record(
      { date: paymentDate, label, source: 'BANK', sourceRef: run.id, lines: [...toLedger(debits), { accountCode: bank.code, creditCents: total, label }] },
      { post: true },
    );
  }
  await run.update({ status: next, paymentDate, paymentEntryId: payment?.id ?? null, paymentPieceNumber: payment?.pieceNumber ?? null, paidAt: now(), paidBy: requireContext().userId });
  return run;
}

/** PAID → CLOSED: locked for good. */
export async function closeRun(id: string): Promise<PayrollRun> {
  const { run, next } = await lockRun(id, 'close');
  await run.update({ status: next, closedAt: now(), closedBy: requireContext().userId });
  return run;
}
