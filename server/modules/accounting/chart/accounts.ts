import { Op, type WhereOptions } from 'sequelize';
import { accountClassOf, deriveAccountType, type AccountStatus, type AccountType } from '../../../../shared/accounting';
import type { CreateAccountInput, UpdateAccountInput } from '../../../../shared/schemas/accounting';
import { businessRule, duplicate, notFound, validationFailed } from '../../../platform/http/problem';
import { getConfig } from '../config/config-service';
import { Account, JournalLine } from '../models';
import { ensureChart } from './seed-chart';
import { searchAccounts } from './search';

export interface AccountFilters {
  q?: string;
  accountClass?: number;
  type?: AccountType;
  status?: AccountStatus;
  isSystem?: boolean;
}

/**
 * The tenant's accounts matching the filters, ordered by code. Charts hold hundreds of accounts,
 * not millions: the accent-insensitive title search runs on the filtered rows in memory.
 */
export async function findAccounts(filters: AccountFilters): Promise<Account[]> {
  await ensureChart();
  const where: WhereOptions<Account> = {};
  if (filters.accountClass !== undefined) Object.assign(where, { accountClass: filters.accountClass });
  if (filters.type) Object.assign(where, { accountType: filters.type });
  if (filters.status) Object.assign(where, { status: filters.status });
  if (filters.isSystem !== undefined) Object.assign(where, { isSystem: filters.isSystem });
  const rows = await Account.findAll({ where, order: [['code', 'ASC']] });
  return filters.q ? searchAccounts(rows, filters.q) : rows;
}

export async function getAccount(id: string): Promise<Account> {
  const account = await Account.findByPk(id);
  if (!account) throw notFound('Account', id);
  return account;
}

async function assertCodeFree(code: string, exceptId?: string): Promise<void> {
  const taken = await Account.findOne({ where: exceptId ? { code, id: { [Op.ne]: exceptId } } : { code }, attributes: ['id'] });
  if (taken) throw duplicate(`The account code ${code} already exists`, 'code');
}

export async function createAccount(input: CreateAccountInput, options: { isSystem?: boolean } = {}): Promise<Account> {
  await ensureChart();
  await assertCodeFree(input.code);
  const { chartStandard } = await getConfig();
  return Account.create({
    code: input.code,
    title: input.title,
    accountClass: accountClassOf(input.code),
    accountType: input.type ?? deriveAccountType(input.code, chartStandard),
    status: 'ACTIVE',
    isSystem: options.isSystem ?? false,
  });
}

export async function isAccountUsed(accountId: string): Promise<boolean> {
  return Boolean(await JournalLine.findOne({ where: { accountId }, attributes: ['id'] }));
}

export async function updateAccount(id: string, input: UpdateAccountInput): Promise<Account> {
  const account = await getAccount(id);
  const code = input.code ?? account.code;
  const codeChanges = code !== account.code;
  const codeClass = accountClassOf(code);
  const requestedClass = input.accountClass ?? codeClass;
  const classChanges = requestedClass !== account.accountClass || codeClass !== account.accountClass;
  const used = (codeChanges || classChanges) && (await isAccountUsed(account.id));
  if (classChanges && used) {
    throw businessRule(`Account ${account.code} is used by journal entries: its class cannot change`, {
      errors: [{ path: input.code !== undefined ? 'code' : 'accountClass', message: 'The class of an account used by entries cannot change' }],
    });
  }
  if (requestedClass !== codeClass) {
    throw validationFailed([{ path: 'accountClass', message: 'The class of an account is the first digit of its code' }]);
  }
  if (codeChanges && account.isSystem) {
    throw businessRule(`Account ${account.code} belongs to the shipped chart: its code cannot change`, {
      errors: [{ path: 'code', message: 'System accounts keep their code' }],
    });
  }
  if (codeChanges) await assertCodeFree(code, account.id);

  const { chartStandard } = await getConfig();
  await account.update({
    code,
    title: input.title ?? account.title,
    accountClass: codeClass,
    accountType: input.type ?? (codeChanges ? deriveAccountType(code, chartStandard) : account.accountType),
    status: input.status ?? account.status,
  });
  // Lines carry a copy of the code for the reports: a renumbered account renumbers its lines.
  if (codeChanges && used) await JournalLine.update({ accountCode: code }, { where: { accountId: account.id } });
  return account;
}

/** DELETE is a logical deactivation: the account stays for the entries that used it. */
export async function deactivateAccount(id: string): Promise<Account> {
  const account = await getAccount(id);
  if (account.status !== 'INACTIVE') await account.update({ status: 'INACTIVE' });
  return account;
}

/**
 * The account with this code, created (as a system account, titled as given) when the tenant
 * has none: other modules call it before posting to per-customer or per-bank sub-accounts.
 */
export async function ensureAccount(code: string, title: string): Promise<Account> {
  await ensureChart();
  const existing = await Account.findOne({ where: { code } });
  if (existing) return existing;
  return createAccount({ code, title }, { isSystem: true });
}
