import { Op } from 'sequelize';
import { bankAccountPrefix, formatPieceNumber, type ChartStandard, type EntrySource, type JournalKind } from '../../../../shared/accounting';
import { businessRule, duplicate, notFound } from '../../../platform/http/problem';
import { getConfig } from '../config/config-service';
import { Journal, JournalEntry, type TenantBankAccount } from '../models';
import { inLedgerTransaction } from '../runtime';
import { nextCounterValue } from './piece-numbers';

/** The journals every tenant starts with (bank journals come with its bank accounts). */
export function standardJournals(standard: ChartStandard): Array<{ code: string; name: string; kind: JournalKind; accountCode: string | null }> {
  return [
    { code: 'VT', name: 'Ventes', kind: 'SALES', accountCode: null },
    { code: 'AC', name: 'Achats', kind: 'PURCHASES', accountCode: null },
    { code: 'CA', name: 'Caisse', kind: 'CASH', accountCode: standard === 'PCG' ? '530' : '5711' },
    { code: 'OD', name: 'Opérations diverses', kind: 'MISC', accountCode: null },
    { code: 'AN', name: 'À-nouveaux', kind: 'OPENING', accountCode: null },
  ];
}

const bankJournalName = (bank: Pick<TenantBankAccount, 'bank' | 'title'>) => `Banque ${bank.bank} — ${bank.title}`.slice(0, 100);

/** A free `BQn` code for a new bank journal. */
async function nextBankCode(): Promise<string> {
  const codes = new Set((await Journal.findAll({ where: { code: { [Op.like]: 'BQ%' } }, attributes: ['code'] })).map((j) => j.code));
  let n = 1;
  while (codes.has(`BQ${n}`)) n++;
  return `BQ${n}`;
}

/** Creates the bank journal of a tenant bank account (called when the account is registered). */
export async function createBankJournal(bank: TenantBankAccount): Promise<Journal> {
  await ensureJournals();
  const existing = await Journal.findOne({ where: { bankAccountId: bank.id } });
  if (existing) return existing;
  return Journal.create({ code: await nextBankCode(), name: bankJournalName(bank), kind: 'BANK', bankAccountId: bank.id, accountCode: bank.accountCode, active: true });
}

/** The bank journal of a removed bank account stays for its entries, inactive. */
export async function retireBankJournal(bankAccountId: string): Promise<void> {
  const journal = await Journal.findOne({ where: { bankAccountId } });
  if (journal) await journal.update({ active: false, bankAccountId: null });
}

/** Gives the tenant its standard journals, once (idempotent, safe when two requests race); answers whether it had none. */
export async function ensureJournals(): Promise<boolean> {
  if (await Journal.findOne({ attributes: ['id'] })) return false;
  await inLedgerTransaction(async () => {
    const { chartStandard } = await getConfig();
    await Journal.bulkCreate(
      standardJournals(chartStandard).map((j) => ({ ...j, active: true })),
      { ignoreDuplicates: true },
    );
  });
  return true;
}

export async function listJournals(filters: { kind?: JournalKind; active?: boolean } = {}): Promise<Journal[]> {
  await ensureJournals();
  const where: Record<string, unknown> = {};
  if (filters.kind) where.kind = filters.kind;
  if (filters.active !== undefined) where.active = filters.active;
  return Journal.findAll({ where, order: [['code', 'ASC']] });
}

export async function getJournal(id: string): Promise<Journal> {
  const journal = await Journal.findByPk(id);
  if (!journal) throw notFound('Journal', id);
  return journal;
}

export interface JournalInput {
  code: string;
  name: string;
  kind: JournalKind;
  accountCode?: string | null;
}

/** A journal of the tenant's own (bank journals are created with their bank accounts). */
export async function createJournal(input: JournalInput): Promise<Journal> {
  await ensureJournals();
  if (input.kind === 'BANK') {
    throw businessRule('Bank journals come with the bank accounts: register the bank account instead', { errors: [{ path: 'kind', message: 'Register a bank account' }] });
  }
  if (await Journal.findOne({ where: { code: input.code }, attributes: ['id'] })) throw duplicate(`The journal code ${input.code} already exists`, 'code');
  if (input.kind === 'OPENING' && (await Journal.findOne({ where: { kind: 'OPENING' }, attributes: ['id'] }))) {
    throw businessRule('A tenant has one opening journal (à-nouveaux)', { errors: [{ path: 'kind', message: 'Only one opening journal' }] });
  }
  if (input.kind === 'CASH' && !input.accountCode) {
    throw businessRule('A cash journal names its cash account', { errors: [{ path: 'accountCode', message: 'Required for a cash journal' }] });
  }
  return Journal.create({ code: input.code, name: input.name, kind: input.kind, accountCode: input.kind === 'CASH' ? (input.accountCode ?? null) : null, active: true });
}

/** Name and activity change; the code and kind never do (they number and file the entries). */
export async function updateJournal(id: string, input: { name?: string; active?: boolean }): Promise<Journal> {
  const journal = await getJournal(id);
  if (input.active === false && journal.kind === 'OPENING') {
    throw businessRule('The opening journal receives the à-nouveaux of year-end closings', { errors: [{ path: 'active', message: 'Always active' }] });
  }
  await journal.update({ name: input.name ?? journal.name, active: input.active ?? journal.active });
  return journal;
}

/** The oldest active journal of a kind. */
async function defaultOf(kind: JournalKind): Promise<Journal | null> {
  return Journal.findOne({ where: { kind, active: true }, order: [['createdAt', 'ASC'], ['code', 'ASC']] });
}

const SOURCE_KIND: Partial<Record<EntrySource, JournalKind>> = {
  INVOICE: 'SALES',
  CREDIT_NOTE: 'SALES',
  PURCHASE: 'PURCHASES',
  OPENING: 'OPENING',
};
const TREASURY_SOURCES: readonly EntrySource[] = ['PAYMENT', 'BANK', 'EXPENSE'];

/**
 * The journal a treasury movement lands in: the bank or cash journal whose account it moves;
 * else, by the kind of treasury account moved, the default bank or cash journal.
 */
async function treasuryJournal(accountCodes: readonly string[]): Promise<Journal | null> {
  const treasury = await Journal.findAll({ where: { kind: ['BANK', 'CASH'], active: true, accountCode: [...new Set(accountCodes)] }, order: [['kind', 'ASC'], ['code', 'ASC']] });
  if (treasury.length) return treasury[0];
  const { chartStandard } = await getConfig();
  if (accountCodes.some((c) => c.startsWith(chartStandard === 'PCG' ? bankAccountPrefix('PCG') : '52'))) return defaultOf('BANK');
  if (accountCodes.some((c) => c.startsWith(chartStandard === 'PCG' ? '53' : '57'))) return defaultOf('CASH');
  return null;
}

export interface JournalChoice {
  journalId?: string | null;
  journalCode?: string | null;
  source: EntrySource;
  accountCodes: readonly string[];
  /** A reversal is filed with the entry it reverses. */
  reversalOfId?: string | null;
}

/**
 * The journal of a new entry: the one the caller names, else the one its source calls for, so
 * that modules posting through the ledger port never need journal codes — sales and credit notes
 * in the sales journal, purchases in purchases, payments, bank movements and reimbursements in
 * the journal of the bank or cash account they move, the à-nouveaux in the opening journal,
 * reversals with their original, everything else (payroll, manual, imports, closing) in the
 * miscellaneous journal.
 */
export async function resolveJournal(choice: JournalChoice): Promise<Journal> {
  // The standard journals are created on first use: a tenant with any journal has them, so they
  // are looked for only when the choice finds nothing (one statement less per entry).
  let journal = await journalOf(choice);
  if (!journal && (await ensureJournals())) journal = await journalOf(choice);
  if (!journal) {
    if (choice.journalId || choice.journalCode) {
      throw businessRule('Unknown journal', { errors: [{ path: choice.journalId ? 'journalId' : 'journalCode', message: 'Unknown journal' }] });
    }
    throw businessRule('The tenant has no active miscellaneous journal to file the entry in');
  }
  if (!journal.active && !choice.reversalOfId) {
    throw businessRule(`The journal ${journal.code} is inactive`, { errors: [{ path: 'journalId', message: 'Inactive journal' }] });
  }
  if (journal.kind === 'OPENING' && choice.source !== 'OPENING') {
    throw businessRule('The opening journal holds only the à-nouveaux of year-end closings', { errors: [{ path: 'journalId', message: 'Opening journal' }] });
  }
  return journal;
}

/** The journal the choice names or calls for, if the tenant has it. */
async function journalOf(choice: JournalChoice): Promise<Journal | null> {
  if (choice.journalId) return Journal.findByPk(choice.journalId);
  if (choice.journalCode) return Journal.findOne({ where: { code: choice.journalCode } });
  let journal: Journal | null = null;
  if (choice.reversalOfId) {
    const original = await JournalEntry.findByPk(choice.reversalOfId, { attributes: ['journalId'] });
    journal = original ? await Journal.findByPk(original.journalId) : null;
  } else if (TREASURY_SOURCES.includes(choice.source)) {
    journal = await treasuryJournal(choice.accountCodes);
  } else if (SOURCE_KIND[choice.source]) {
    journal = await defaultOf(SOURCE_KIND[choice.source] as JournalKind);
  }
  return journal ?? defaultOf('MISC');
}

/** The counter of a journal's piece numbers (one per journal and year). */
export function journalCounterPrefix(code: string): string {
  return `JNL-${code}`;
}

/** `CODE-YYYY-00001`: the next piece number of a journal for a year, drawn in the caller's transaction. */
export async function nextJournalPiece(journal: Journal, year: number): Promise<string> {
  return formatPieceNumber(journal.code, year, await nextCounterValue(journalCounterPrefix(journal.code), year));
}
