import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { writeEntries } from '../reports/ledger-fixture';
import { captureMail } from '../../../test/mail';
import { buildExpenseWorld, submitted } from '../../expenses/tests/world';
import { modules } from '../../index';

const K = 100_000;
let t: TestServer;
let tenant: TestTenant;
let viewer: ApiClient;

beforeAll(async () => {
  // Without invoicing, the overdue figures come from the open 411x items (tests/accounting-figures.api.test.ts in invoicing covers them with invoices).
  t = await createTestServer({ now: '2026-03-18T09:00:00Z', modules: modules.filter((m) => m.id !== 'invoicing') });
  tenant = await buildTenant(t, { country: 'SN' });
  viewer = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.dashboard.read'] }));
  await writeEntries(t.server.container, 
    tenant.id,
    [
      { date: '2025-09-30', lines: [{ account: '4111', debit: 50 * K }, { account: '7061', credit: 50 * K }] },
      { date: '2025-10-15', lines: [{ account: '4111', debit: 118 * K, thirdParty: 'Dakar Services', dueDate: '2025-11-14' }, { account: '7061', credit: 100 * K }, { account: '4431', credit: 18 * K }] },
      { date: '2026-01-10', lines: [{ account: '6222', debit: 25 * K }, { account: '5211', credit: 25 * K }] },
      { date: '2026-03-02', lines: [{ account: '4111', debit: 236 * K, thirdParty: 'Thiès Négoce', dueDate: '2026-04-01' }, { account: '7011', credit: 200 * K }, { account: '4431', credit: 36 * K }] },
      { date: '2026-03-05', lines: [{ account: '6011', debit: 80 * K }, { account: '5211', credit: 80 * K }] },
      { date: '2026-03-10', status: 'DRAFT', lines: [{ account: '6011', debit: 10 * K }, { account: '5211', credit: 10 * K }] },
    ],
    t.clock.now,
  );
});
afterAll(() => t?.close());

describe('accounting dashboard', () => {
  it('answers the month, the counters and six months of history', async () => {
    const res = await viewer.get('/accounting/dashboard').expect(200);
    expect(res.body).toEqual({
      asOf: '2026-03-18',
      month: '2026-03',
      revenue: '200000.00',
      expenses: '80000.00',
      netResult: '120000.00',
      draftEntries: 1,
      overdueInvoices: 2,
      pendingExpenseClaims: 0,
      unreconciledBankLines: 0,
      overdueReceivables: '168000.00',
      history: [
        { month: '2025-10', revenue: '100000.00', expenses: '0.00' },
        { month: '2025-11', revenue: '0.00', expenses: '0.00' },
        { month: '2025-12', revenue: '0.00', expenses: '0.00' },
        { month: '2026-01', revenue: '0.00', expenses: '25000.00' },
        { month: '2026-02', revenue: '0.00', expenses: '0.00' },
        { month: '2026-03', revenue: '200000.00', expenses: '80000.00' },
      ],
    });
  });

  it('counts the imported bank statement lines not yet matched to an entry', async () => {
    const admin = await loginAs(t, await buildUser(t, { tenant, roles: ['ORG_ADMIN'] }));
    const bank = await admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'Compte courant', bank: 'CBAO', iban: 'CI93CI0080111301134291200589' }).expect(201);
    const statement = await admin
      .post('/accounting/reconciliation/imports/parse')
      .field('bankAccountId', bank.body.id)
      .field('periodStart', '2026-03-01')
      .field('periodEnd', '2026-03-31')
      .attach('file', Buffer.from('Date;Libellé;Montant\n05/03/2026;ACHAT MARCHANDISES;-80 000,00\n06/03/2026;FRAIS;-100,00\n07/03/2026;AGIOS;-50,00\n'), 'mars.csv')
      .expect(201);
    expect((await viewer.get('/accounting/dashboard').expect(200)).body.unreconciledBankLines).toBe(3);
    // The posted 80 000 payment of 2026-03-05 on 5211 settles the first line.
    expect((await admin.post(`/accounting/reconciliation/imports/${statement.body.id}/auto-match`).expect(200)).body).toEqual({ matched: 1, proposed: 0, unmatched: 2 });
    expect((await viewer.get('/accounting/dashboard').expect(200)).body.unreconciledBankLines).toBe(2);
  });

  it('needs accounting.dashboard.read', async () => {
    const other = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.report.read'] }));
    expect((await other.get('/accounting/dashboard').expect(403)).body.code).toBe('PERMISSION_DENIED');
    await t.http.get('/accounting/dashboard').expect(401);
  });

  it('counts the expense claims waiting for a decision or a payment, not the rejected or reimbursed ones', async () => {
    captureMail(t);
    const w = await buildExpenseWorld(t);
    const dashboard = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['accounting.dashboard.read'] }));
    expect((await dashboard.get('/accounting/dashboard').expect(200)).body.pendingExpenseClaims).toBe(0);
    const alice = await w.alice.api();
    const accountant = await w.accountant.api();
    const claims: Array<{ id: string }> = [];
    for (let i = 0; i < 5; i++) claims.push(await submitted(alice, { description: `Frais ${i}` }));
    const act = (i: number, action: string, body?: object) => accountant.post(`/accounting/expense-claims/${claims[i].id}/${action}`, body).expect(200);
    await act(1, 'approve');
    await act(2, 'approve');
    await act(2, 'schedule-payment');
    await act(3, 'reject', { reason: 'Hors politique' });
    await act(4, 'approve');
    await act(4, 'mark-reimbursed', { paymentMode: 'CASH' });
    // SUBMITTED, MANAGER_APPROVED and PENDING_PAYMENT: 3; REJECTED and REIMBURSED are done.
    expect((await dashboard.get('/accounting/dashboard').expect(200)).body.pendingExpenseClaims).toBe(3);
    // Another tenant's dashboard does not count them.
    expect((await viewer.get('/accounting/dashboard').expect(200)).body.pendingExpenseClaims).toBe(0);
  });

  it("shows nothing of another tenant's books", async () => {
    const empty = await loginAs(t, await buildUser(t, { tenant: await buildTenant(t), permissions: ['accounting.dashboard.read'] }));
    const res = await empty.get('/accounting/dashboard').expect(200);
    expect(res.body).toMatchObject({ revenue: '0.00', draftEntries: 0, overdueInvoices: 0, overdueReceivables: '0.00' });
  });
});
