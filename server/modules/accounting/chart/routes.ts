import { z } from 'zod';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from '../../../../shared/accounting';
import { CreateAccountBody, UpdateAccountBody } from '../../../../shared/schemas/accounting';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { booleanQuery, listOf, listQuery, pageArray } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import type { Account } from '../models';
import { createAccount, deactivateAccount, findAccounts, getAccount, updateAccount } from './accounts';
import { AccountView } from '../../../../shared/views/accounting';
import { presentAccount } from './presenter';


const ChartListQuery = listQuery(['code', 'title', 'accountClass', 'type', 'status'], {
  q: z.string().trim().max(100).optional().meta({ description: 'Code prefix or title words (accents ignored)' }),
  accountClass: z.coerce.number().int().min(1).max(9).optional(),
  type: z.enum(ACCOUNT_TYPES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  isSystem: booleanQuery(),
});

const AutocompleteQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  includeInactive: booleanQuery(),
});

const SORT_KEYS: Record<string, (a: Account) => string | number> = {
  code: (a) => a.code,
  title: (a) => a.title.toLocaleLowerCase('fr'),
  accountClass: (a) => a.accountClass,
  type: (a) => a.accountType,
  status: (a) => a.status,
};

function sortAccounts(accounts: Account[], sort: string | undefined): Account[] {
  if (!sort) return accounts;
  const desc = sort.startsWith('-');
  const key = SORT_KEYS[sort.replace(/^-/, '')];
  return [...accounts].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const cmp = x < y ? -1 : x > y ? 1 : a.code.localeCompare(b.code);
    return desc ? -cmp : cmp;
  });
}

export function chartRoutes(): ApiRouter {
  return new ApiRouter('Accounting — chart of accounts')
    .get(
      '/accounting/chart-of-accounts',
      { summary: 'List the chart of accounts', access: permission('accounting.read'), query: ChartListQuery, response: listOf(AccountView) },
      async ({ query }) => {
        const accounts = sortAccounts(await findAccounts(query), query.sort);
        const page = pageArray(accounts, query);
        return { ...page, items: page.items.map(presentAccount) };
      },
    )
    .get(
      '/accounting/chart-of-accounts/autocomplete',
      {
        summary: 'Find accounts by code prefix or title words',
        description: 'Active accounts whose code starts with q, or whose title has words starting with each word of q (accents and case ignored). Code matches first.',
        access: permission('accounting.read'),
        query: AutocompleteQuery,
        response: listOf(AccountView),
      },
      async ({ query }) => {
        const matches = await findAccounts({ q: query.q, status: query.includeInactive ? undefined : 'ACTIVE' });
        return { items: matches.slice(0, query.limit).map(presentAccount), page: 1, pageSize: query.limit, total: matches.length };
      },
    )
    .get(
      '/accounting/chart-of-accounts/{id}',
      { summary: 'One account', access: permission('accounting.read'), params: IdParams, response: AccountView },
      async ({ params }) => presentAccount(await getAccount(params.id)),
    )
    .post(
      '/accounting/chart-of-accounts',
      {
        summary: 'Create an account',
        description: 'The class is the first digit of the code; the type is derived from the code unless given. A code is unique per tenant (409 DUPLICATE).',
        access: permission('accounting.manage'),
        body: CreateAccountBody,
        status: 201,
        response: AccountView,
      },
      async ({ body }) => presentAccount(await createAccount(body)),
    )
    .put(
      '/accounting/chart-of-accounts/{id}',
      {
        summary: 'Change an account',
        description: 'An account used by journal entries cannot change class (422 BUSINESS_RULE); system accounts keep their code.',
        access: permission('accounting.manage'),
        params: IdParams,
        body: UpdateAccountBody,
        response: AccountView,
      },
      async ({ params, body }) => presentAccount(await updateAccount(params.id, body)),
    )
    .delete(
      '/accounting/chart-of-accounts/{id}',
      {
        summary: 'Deactivate an account (logical deletion)',
        description: 'The account becomes INACTIVE: it stays on the entries that used it, and new entries cannot use it.',
        access: permission('accounting.manage'),
        params: IdParams,
        response: AccountView,
      },
      async ({ params }) => presentAccount(await deactivateAccount(params.id)),
    );
}
