import { Op } from 'sequelize';
import type { AccountingCurrency, ChartStandard, EntrySource, EntryStatus, SocialBody, TaxRegime, VatPeriodicity } from '../../../shared/accounting';
import { ensureAccount } from './chart/accounts';
import { listBankAccounts } from './config/bank-accounts';
import { getConfig } from './config/config-service';
import { createEntry, type CreateOptions, type NewEntry } from './journal/ledger';
import { nextPieceNumber } from './journal/piece-numbers';
import { postEntry, reverseEntry } from './journal/posting';
import { JournalEntry, JournalLine, TenantBankAccount } from './models';

/** A journal entry as other modules see it. */
export interface EntrySummary {
  id: string;
  pieceNumber: string;
  entryDate: string;
  label: string;
  source: EntrySource;
  sourceRef: string | null;
  status: EntryStatus;
  totalDebitCents: number;
  totalCreditCents: number;
}

export interface BankAccountSummary {
  id: string;
  accountCode: string;
  title: string;
  bank: string;
  iban: string;
  bic: string | null;
  isDefault: boolean;
}

/** The tenant's accounting configuration. */
export interface LedgerConfig {
  chartStandard: ChartStandard;
  country: string;
  currency: AccountingCurrency;
  taxRegime: TaxRegime;
  standardVatRate: string;
  vatPeriodicity: VatPeriodicity;
  socialBody: SocialBody;
}

/** One posted line's movement on an account. */
export interface Movement {
  entryId: string;
  entryDate: string;
  label: string | null;
  debitCents: number;
  creditCents: number;
}

const entrySummary = (e: JournalEntry): EntrySummary => ({
  id: e.id,
  pieceNumber: e.pieceNumber,
  entryDate: e.entryDate,
  label: e.label,
  source: e.source,
  sourceRef: e.sourceRef ?? null,
  status: e.status,
  totalDebitCents: e.totalDebitCents,
  totalCreditCents: e.totalCreditCents,
});

const bankSummary = (a: TenantBankAccount): BankAccountSummary => ({
  id: a.id,
  accountCode: a.accountCode,
  title: a.title,
  bank: a.bank,
  iban: a.iban,
  bic: a.bic ?? null,
  isDefault: a.isDefault,
});

async function config(): Promise<LedgerConfig> {
  const c = await getConfig();
  return {
    chartStandard: c.chartStandard,
    country: c.country,
    currency: c.currency,
    taxRegime: c.taxRegime,
    standardVatRate: c.standardVatRate,
    vatPeriodicity: c.vatPeriodicity,
    socialBody: c.socialBody,
  };
}

/** Ensures the account exists in the tenant's chart (created as a system account when missing). */
async function ensure(code: string, title: string): Promise<void> {
  await ensureAccount(code, title);
}

/** Creates an entry (DRAFT, or POSTED with `post`) in the ambient transaction. */
async function record(input: NewEntry, options: CreateOptions = {}): Promise<EntrySummary> {
  return entrySummary(await createEntry(input, options));
}

async function post(id: string): Promise<EntrySummary> {
  return entrySummary(await postEntry(id));
}

async function reverse(id: string, options: { date?: string; label?: string } = {}): Promise<EntrySummary> {
  return entrySummary(await reverseEntry(id, options));
}

async function entries(ids: readonly string[], status?: EntryStatus): Promise<EntrySummary[]> {
  if (!ids.length) return [];
  const rows = await JournalEntry.findAll({ where: { id: { [Op.in]: [...new Set(ids)] }, ...(status ? { status } : {}) } });
  return rows.map(entrySummary);
}

async function entry(id: string): Promise<EntrySummary | null> {
  const row = await JournalEntry.findByPk(id);
  return row ? entrySummary(row) : null;
}

/** Posted movements on an account between two dates (inclusive). */
async function postedMovements(accountCode: string, from: string, to: string): Promise<Movement[]> {
  const lines = await JournalLine.findAll({ where: { accountCode, posted: true, entryDate: { [Op.between]: [from, to] } }, order: [['entryDate', 'ASC'], ['lineNo', 'ASC']] });
  return lines.map((l) => ({ entryId: l.entryId, entryDate: l.entryDate, label: l.label ?? null, debitCents: l.debitCents, creditCents: l.creditCents }));
}

/** Net movement of one entry on an account (debit − credit), over its lines on that account. */
async function netOnAccount(entryId: string, accountCode: string): Promise<{ net: number; lines: number }> {
  const lines = await JournalLine.findAll({ where: { entryId, accountCode } });
  return { net: lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0), lines: lines.length };
}

async function bankAccounts(ids?: readonly string[]): Promise<BankAccountSummary[]> {
  if (!ids) return (await listBankAccounts()).map(bankSummary);
  if (!ids.length) return [];
  return (await TenantBankAccount.findAll({ where: { id: { [Op.in]: [...new Set(ids)] } } })).map(bankSummary);
}

async function bankAccount(id: string): Promise<BankAccountSummary | null> {
  const row = await TenantBankAccount.findByPk(id);
  return row ? bankSummary(row) : null;
}

/**
 * The ledger port: how other modules post to the books (expenses, reconciliation, invoicing,
 * payroll) and read what they need of them — never through the ledger's models.
 */
export const ledger = {
  record,
  post,
  reverse,
  entry,
  entries,
  postedMovements,
  netOnAccount,
  bankAccount,
  bankAccounts,
  nextPieceNumber,
  ensureAccount: ensure,
  config,
};

export type LedgerPort = typeof ledger;
