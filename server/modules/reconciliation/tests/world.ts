import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import { DEMO_CUSTOM_ROLES } from '../../../../shared/permissions';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

const rolePermissions = (name: string) => [...(DEMO_CUSTOM_ROLES.find((r) => r.name === name)?.permissions ?? [])];

export const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

export interface ReconciliationWorld {
  tenant: TestTenant;
  admin: ApiClient;
  accountant: ApiClient;
  cfo: ApiClient;
  employee: ApiClient;
  bankAccountId: string;
  /** Posts a balanced entry moving the bank account (5211) by `amount` (+ in, − out). */
  bankEntry(date: string, amount: number, label: string, options?: { post?: boolean; account?: string }): Promise<{ id: string; pieceNumber: string }>;
}

/** A company with one bank account on 5211 and the demo roles' permission sets. */
export async function buildReconciliationWorld(t: TestServer): Promise<ReconciliationWorld> {
  const tenant = await buildTenant(t, { companyName: 'Lagune Négoce SARL' });
  const admin = await loginAs(t, await buildUser(t, { tenant, roles: ['ORG_ADMIN'] }));
  const accountant = await loginAs(t, await buildUser(t, { tenant, permissions: rolePermissions('ACCOUNTANT') }));
  const cfo = await loginAs(t, await buildUser(t, { tenant, permissions: rolePermissions('CFO') }));
  const employee = await loginAs(t, await buildUser(t, { tenant, roles: ['EMPLOYEE'] }));
  const bank = await admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: 'CI93CI0080111301134291200589', bic: 'SGCICIAB' });
  expect(bank.status, JSON.stringify(bank.body)).toBe(201);
  const bankEntry: ReconciliationWorld['bankEntry'] = async (date, amount, label, options = {}) => {
    const bankSide = options.account ?? '5211';
    const value = Math.abs(amount).toFixed(2);
    const lines =
      amount >= 0
        ? [{ accountCode: bankSide, debit: value }, { accountCode: '4111', credit: value }]
        : [{ accountCode: '6011', debit: value }, { accountCode: bankSide, credit: value }];
    const res = await accountant.post('/accounting/journal', { date, label, lines });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (options.post !== false) expect((await accountant.post(`/accounting/journal/${res.body.id}/post`)).status).toBe(200);
    return { id: res.body.id, pieceNumber: res.body.pieceNumber };
  };
  return { tenant, admin, accountant, cfo, employee, bankAccountId: bank.body.id, bankEntry };
}

/** POST /accounting/reconciliation/imports/parse as multipart. */
export function upload(api: ApiClient, fields: { bankAccountId: string; periodStart?: string; periodEnd?: string }, content: Buffer, filename: string): Test {
  return api
    .post('/accounting/reconciliation/imports/parse')
    .field('bankAccountId', fields.bankAccountId)
    .field('periodStart', fields.periodStart ?? '2026-03-01')
    .field('periodEnd', fields.periodEnd ?? '2026-03-31')
    .attach('file', content, filename);
}
