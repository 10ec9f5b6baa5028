import { Op } from 'sequelize';
import type {
  AccountingCurrency,
  ChartStandard,
  EntrySource,
  EntryStatus,
  JournalKind,
  SocialBody,
  TaxRegime,
  ThirdPartyKind,
  VatPeriodicity,
} from '../../../shared/accounting';
import { ensureAccount } from './chart/accounts';
import { listBankAccounts } from './config/bank-accounts';
import { getConfig } from './config/config-service';
import { createEntry, type CreateOptions, type NewEntry } from './journal/ledger';
import { nextPieceNumber } from './journal/piece-numbers';
import { postEntry, reverseEntry } from './journal/posting';
import { assertMayPost, mayPost } from './config/posting-rights';
import { listJournals } from './journal/journals';
import { autoLetter } from './lettering/auto-lettering';
import { Journal, JournalEntry, JournalLine, TenantBankAccount, ThirdParty } from './models';
import { thirdPartyByName } from './third-parties/third-parties';
import { accountSummaries, postedTotals } from './journal/posted-totals';

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
  /** The journal the entry is filed in (added with the journals; numbers read `CODE-YYYY-00001`). */
  journalId: string;
  journalCode: string;
}

/** A journal as other modules see it. */
export interface JournalSummary {
  id: string;
  code: string;
  name: string;
  kind: JournalKind;
  bankAccountId: string | null;
  accountCode: string | null;
  active: boolean;
}

/** A third party (customer, supplier, employee…) named on third-party account lines. */
export interface ThirdPartySummary {
  id: string;
  code: string;
  name: string;
  kind: ThirdPartyKind;
  employeeId: string | null;
  active: boolean;
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
  /** Separation of duties: every posting step also needs accounting.write (see assertMayPost). */
  postingRequiresWrite: boolean;
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
  journalId: e.journalId,
  journalCode: e.journalCode,
});

const journalSummary = (j: Journal): JournalSummary => ({
  id: j.id,
  code: j.code,
  name: j.name,
  kind: j.kind,
  bankAccountId: j.bankAccountId ?? null,
  accountCode: j.accountCode ?? null,
  active: j.active,
});

const thirdPartySummary = (p: ThirdParty): ThirdPartySummary => ({
  id: p.id,
  code: p.code,
  name: p.name,
  kind: p.kind,
  employeeId: p.employeeId ?? null,
  active: p.active,
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
    postingRequiresWrite: c.postingRequiresWrite,
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

/** Ids looked up per query. */
const ID_CHUNK = 1000;

const ENTRY_SUMMARY_ATTRIBUTES = ['id', 'pieceNumber', 'entryDate', 'label', 'source', 'sourceRef', 'status', 'totalDebitCents', 'totalCreditCents', 'journalId', 'journalCode'] as const;

/** PostgreSQL answers BIGINT as text (rows read raw skip the models' getters); amounts stay far below 2^53. */
function rawCents(value: unknown): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${String(value)} is not a safe integer of cents`);
  return n;
}

/** Entries by id, read as plain rows (a reconciliation asks for thousands at once), chunked. */
async function entries(ids: readonly string[], status?: EntryStatus): Promise<EntrySummary[]> {
  const unique = [...new Set(ids)];
  const out: EntrySummary[] = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    const rows = (await JournalEntry.findAll({
      where: { id: { [Op.in]: unique.slice(i, i + ID_CHUNK) }, ...(status ? { status } : {}) },
      attributes: [...ENTRY_SUMMARY_ATTRIBUTES],
      raw: true,
    })) as unknown as Array<Record<(typeof ENTRY_SUMMARY_ATTRIBUTES)[number], unknown>>;
    for (const r of rows) {
      out.push({
        id: String(r.id),
        pieceNumber: String(r.pieceNumber),
        entryDate: String(r.entryDate),
        label: String(r.label),
        source: r.source as EntrySource,
        sourceRef: r.sourceRef === null || r.sourceRef === undefined ? null : String(r.sourceRef),
        status: r.status as EntryStatus,
        totalDebitCents: rawCents(r.totalDebitCents),
        totalCreditCents: rawCents(r.totalCreditCents),
        journalId: String(r.journalId),
        journalCode: String(r.journalCode),
      });
    }
  }
  return out;
}

async function entry(id: string): Promise<EntrySummary | null> {
  const row = await JournalEntry.findByPk(id);
  return row ? entrySummary(row) : null;
}

/** Posted movements on an account between two dates (inclusive); à-nouveaux are balances, not movements. Read as plain rows. */
async function postedMovements(accountCode: string, from: string, to: string): Promise<Movement[]> {
  const lines = (await JournalLine.findAll({
    where: { accountCode, posted: true, entryDate: { [Op.between]: [from, to] }, [Op.or]: [{ yearEnd: null }, { yearEnd: { [Op.ne]: 'OPENING' } }] },
    attributes: ['entryId', 'entryDate', 'label', 'debitCents', 'creditCents'],
    order: [['entryDate', 'ASC'], ['lineNo', 'ASC']],
    raw: true,
  })) as unknown as Array<Record<keyof Movement, unknown>>;
  return lines.map((l) => ({
    entryId: String(l.entryId),
    entryDate: String(l.entryDate),
    label: l.label === null || l.label === undefined ? null : String(l.label),
    debitCents: rawCents(l.debitCents),
    creditCents: rawCents(l.creditCents),
  }));
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

async function journals(): Promise<JournalSummary[]> {
  return (await listJournals()).map(journalSummary);
}

async function thirdParty(id: string): Promise<ThirdPartySummary | null> {
  const row = await ThirdParty.findByPk(id);
  return row ? thirdPartySummary(row) : null;
}

/**
 * The third party of a customer, supplier or employee of another module: the one linked to the
 * employee, else the one of that kind and name, created when missing. Pass its id as
 * `thirdPartyId` on 40x/41x/42x lines (or just the name as `thirdParty`, resolved the same way).
 */
async function ensureThirdParty(input: { kind: ThirdPartyKind; name: string; employeeId?: string | null }): Promise<ThirdPartySummary> {
  if (input.employeeId) {
    const linked = await ThirdParty.findOne({ where: { employeeId: input.employeeId } });
    if (linked) return thirdPartySummary(linked);
  }
  const party = await thirdPartyByName(input.name, input.kind);
  if (input.employeeId && !party.employeeId && input.kind === 'EMPLOYEE') await party.update({ employeeId: input.employeeId });
  return thirdPartySummary(party);
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
  /** The tenant's journals (entries are filed by their source: modules need no journal code). */
  journals,
  thirdParty,
  ensureThirdParty,
  /** Separation of duties: whether the caller may take a step that posts (false → answer 403 or hide the action). */
  mayPost: () => mayPost(),
  /** Throws 403 PERMISSION_DENIED when the tenant requires accounting.write for posting steps and the caller lacks it. */
  assertMayPost,
  /** Posted movements per account and month of a period, on each account's natural side (budgets' actuals). */
  postedTotals,
  /** The chart's accounts with these codes: title, type, natural side, active. */
  accountSummaries,
  /** Automatic lettering of an account (optionally one third party): pairs by reference, then by amount. */
  autoLetter: (input: { accountCode: string; thirdPartyId?: string | null }) => autoLetter(input),
};

export type LedgerPort = typeof ledger;
