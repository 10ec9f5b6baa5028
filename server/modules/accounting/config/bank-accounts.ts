import { Op, Transaction } from 'sequelize';
import { bankAccountPrefix } from '../../../../shared/accounting';
import type { CreateBankAccountInput, UpdateBankAccountInput } from '../../../../shared/schemas/accounting';
import { businessRule, duplicate, notFound } from '../../../platform/http/problem';
import { createAccount } from '../chart/accounts';
import { Account, AccountingConfig, TenantBankAccount } from '../models';
import { getConfig } from './config-service';
import { createBankJournal, retireBankJournal } from '../journal/journals';

/**
 * Bank-account writes lock the tenant's configuration row first (PostgreSQL), so two requests
 * choosing a default at once cannot both win.
 */
async function lockBankAccounts() {
  const config = await getConfig();
  await AccountingConfig.findByPk(config.id, { lock: Transaction.LOCK.UPDATE });
  return config;
}

export async function listBankAccounts(): Promise<TenantBankAccount[]> {
  return TenantBankAccount.findAll({ order: [['isDefault', 'DESC'], ['accountCode', 'ASC']] });
}

async function getBankAccount(id: string): Promise<TenantBankAccount> {
  const account = await TenantBankAccount.findByPk(id);
  if (!account) throw notFound('Bank account', id);
  return account;
}

async function assertIbanFree(iban: string, exceptId?: string): Promise<void> {
  const where = exceptId ? { iban, id: { [Op.ne]: exceptId } } : { iban };
  if (await TenantBankAccount.findOne({ where, attributes: ['id'] })) throw duplicate(`The IBAN ${iban} is already registered`, 'iban');
}

async function unsetDefaults(exceptId?: string): Promise<void> {
  const defaults = await TenantBankAccount.findAll({ where: exceptId ? { isDefault: true, id: { [Op.ne]: exceptId } } : { isDefault: true } });
  for (const d of defaults) await d.update({ isDefault: false });
}

/**
 * Registers a bank account bound to its treasury sub-account (521x in SYSCOHADA, 512x in the
 * PCG), creating that account when the chart lacks it. The first account is the default;
 * choosing a new default unsets the previous one.
 */
export async function createBankAccount(input: CreateBankAccountInput): Promise<TenantBankAccount> {
  const config = await lockBankAccounts();
  const prefix = bankAccountPrefix(config.chartStandard);
  if (!input.accountCode.startsWith(prefix)) {
    throw businessRule(`A bank account is bound to a ${prefix}x account`, { errors: [{ path: 'accountCode', message: `Expected a code starting with ${prefix}` }] });
  }
  if (await TenantBankAccount.findOne({ where: { accountCode: input.accountCode }, attributes: ['id'] })) {
    throw duplicate(`Account ${input.accountCode} is already bound to a bank account`, 'accountCode');
  }
  await assertIbanFree(input.iban);
  let account = await Account.findOne({ where: { code: input.accountCode } });
  if (!account) account = await createAccount({ code: input.accountCode, title: `Banque ${input.bank} — ${input.title}`.slice(0, 200) }, { isSystem: true });
  if (account.status !== 'ACTIVE') {
    throw businessRule(`Account ${input.accountCode} is inactive`, { errors: [{ path: 'accountCode', message: 'Inactive account' }] });
  }
  const isDefault = input.isDefault === true || (await TenantBankAccount.count()) === 0;
  if (isDefault) await unsetDefaults();
  const created = await TenantBankAccount.create({
    accountId: account.id,
    accountCode: account.code,
    title: input.title,
    bank: input.bank,
    iban: input.iban,
    bic: input.bic ?? null,
    isDefault,
  });
  // Each bank account has its bank journal (BQ1, BQ2…), where its movements are filed.
  await createBankJournal(created);
  return created;
}

export async function updateBankAccount(id: string, input: UpdateBankAccountInput): Promise<TenantBankAccount> {
  await lockBankAccounts();
  const bankAccount = await getBankAccount(id);
  if (input.iban && input.iban !== bankAccount.iban) await assertIbanFree(input.iban, bankAccount.id);
  if (input.isDefault === false && bankAccount.isDefault) {
    throw businessRule('Choose another default bank account instead of unsetting this one', {
      errors: [{ path: 'isDefault', message: 'One bank account is always the default' }],
    });
  }
  if (input.isDefault === true && !bankAccount.isDefault) await unsetDefaults(bankAccount.id);
  await bankAccount.update({
    title: input.title ?? bankAccount.title,
    bank: input.bank ?? bankAccount.bank,
    iban: input.iban ?? bankAccount.iban,
    bic: input.bic === undefined ? bankAccount.bic : input.bic,
    isDefault: input.isDefault ?? bankAccount.isDefault,
  });
  return bankAccount;
}

/** Removes a bank account (its treasury account and entries stay); the oldest other one becomes default. */
export async function deleteBankAccount(id: string): Promise<void> {
  await lockBankAccounts();
  const bankAccount = await getBankAccount(id);
  const wasDefault = bankAccount.isDefault;
  await retireBankJournal(bankAccount.id);
  await bankAccount.destroy();
  if (wasDefault) {
    const next = await TenantBankAccount.findOne({ order: [['createdAt', 'ASC']] });
    if (next) await next.update({ isDefault: true });
  }
}
