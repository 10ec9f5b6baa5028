import { expect } from 'vitest';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

export interface BudgetWorld {
  tenant: TestTenant;
  admin: ApiClient;
  /** accounting.budget.read and .manage (the specification's ACCOUNTANT for budgets). */
  manager: ApiClient;
  /** accounting.budget.read only (the CFO). */
  reader: ApiClient;
  /** accounting.read, no budget permission. */
  outsider: ApiClient;
}

export async function buildBudgetWorld(t: TestServer): Promise<BudgetWorld> {
  const { tenant, api: admin } = await buildAdmin(t);
  const manager = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.budget.read', 'accounting.budget.manage'] }));
  const reader = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.budget.read'] }));
  const outsider = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.read'] }));
  return { tenant, admin, manager, reader, outsider };
}

export interface Line {
  accountCode: string;
  debit?: string;
  credit?: string;
}

/** A journal entry recorded and posted by the administrator; answers its id. */
export async function posted(admin: ApiClient, date: string, lines: Line[], post = true): Promise<string> {
  const res = await admin.post('/accounting/journal', { date, label: `Test ${date}`, lines });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (post) {
    const done = await admin.post(`/accounting/journal/${res.body.id}/post`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  return res.body.id as string;
}

/** An expense (debit) or revenue (credit) against the bank (521). */
export const spend = (account: string, amount: string): Line[] => [
  { accountCode: account, debit: amount },
  { accountCode: '521', credit: amount },
];
export const earn = (account: string, amount: string): Line[] => [
  { accountCode: '4111', debit: amount },
  { accountCode: account, credit: amount },
];

export async function created(api: ApiClient, body: object): Promise<{ id: string; status: string; [k: string]: unknown }> {
  const res = await api.post('/accounting/budgets', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
