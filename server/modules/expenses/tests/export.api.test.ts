import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { inTransaction } from '../../../platform/db/transaction';
import { asTenant } from '../../../platform/tenancy/context';
import { buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { EXPENSE_CLAIMS_HEADER, expenseClaimCsvRows, isoInstant } from '../services/export';
import { buildExpenseWorld, submitted, type ExpenseWorld } from './world';

let t: TestServer;
let w: ExpenseWorld;
let reader: ApiClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  captureMail(t);
  w = await buildExpenseWorld(t);
  reader = await loginAs(
    t,
    await buildUser(t, { tenant: w.tenant, permissions: ['accounting.report.read'] }),
  );
  const alice = await w.alice.api();
  const accountant = await w.accountant.api();
  ids.taxi = (
    await submitted(alice, {
      expenseDate: '2026-01-15',
      description: 'Taxi aéroport',
      amount: '8000',
      category: 'TRAVEL',
    })
  ).id;
  ids.formula = (
    await submitted(alice, {
      expenseDate: '2026-02-02',
      description: '=HYPERLINK("http://evil")',
      amount: '1500.25',
    })
  ).id;
  ids.lunch = (
    await submitted(await w.bob.api(), {
      expenseDate: '2026-02-02',
      description: 'Déjeuner client, Plateau',
      amount: '23500',
      category: 'MEAL',
    })
  ).id;
  ids.old = (
    await submitted(alice, {
      expenseDate: '2025-12-28',
      description: 'Fournitures fin d’année',
      amount: '4200',
      category: 'SUPPLIES',
    })
  ).id;
  await accountant.post(`/accounting/expense-claims/${ids.lunch}/approve`).expect(200);
  await accountant
    .post(`/accounting/expense-claims/${ids.lunch}/mark-reimbursed`, { paymentMode: 'CASH', note: 'Caisse' })
    .expect(200);
  await accountant
    .post(`/accounting/expense-claims/${ids.taxi}/reject`, { reason: 'Déjà remboursé' })
    .expect(200);
  // Another company's claim never shows.
  const other = await buildExpenseWorld(t);
  await submitted(await other.alice.api(), { expenseDate: '2026-02-10', description: 'Autre société' });
});
afterAll(() => t?.close());

function csv(body: string): string[][] {
  return parse(body, { bom: true }) as string[][];
}

describe('GET /accounting/reports/expense-claims/export', () => {
  it('streams a UTF-8 CSV with a header row and one row per claim of the period, in expense-date order', async () => {
    const res = await reader
      .get('/accounting/reports/expense-claims/export?from=2026-01-01&to=2026-12-31')
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="notes-de-frais_2026-01-01_2026-12-31.csv"',
    );
    const [header, ...rows] = csv(res.text);
    expect(header).toEqual([...EXPENSE_CLAIMS_HEADER]);
    expect(rows.map((r) => r[5])).toEqual(
      expect.arrayContaining(['Taxi aéroport', 'Déjeuner client, Plateau']),
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[3])).toEqual(['2026-01-15', '2026-02-02', '2026-02-02']);
    const row = (description: string) =>
      Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[5] === description)?.[i]]));
    expect(row('Déjeuner client, Plateau')).toMatchObject({
      reference: expect.stringMatching(/^NDF-2026-\d{5}$/),
      employeeName: w.bob.name,
      expenseDate: '2026-02-02',
      category: 'MEAL',
      amount: '23500.00',
      currency: 'XOF',
      status: 'REIMBURSED',
      submittedAt: '2026-03-20T09:00:00.000Z',
      approvedAt: '2026-03-20T09:00:00.000Z',
      reimbursedAt: '2026-03-20T09:00:00.000Z',
      paymentMode: 'CASH',
      paymentNote: 'Caisse',
      journalPieceNumber: expect.stringMatching(/^[A-Z][A-Z0-9]*-2026-\d{5}$/),
    });
    expect(row('Taxi aéroport')).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Déjà remboursé',
      rejectedAt: '2026-03-20T09:00:00.000Z',
      reimbursedAt: '',
    });
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(rows.some((r) => r[5] === `'=HYPERLINK("http://evil")`)).toBe(true);
    expect(res.text).not.toContain('Autre société');
  });

  it('defaults to the current calendar year and filters by period and status', async () => {
    const year = csv((await reader.get('/accounting/reports/expense-claims/export').expect(200)).text);
    expect(
      year
        .slice(1)
        .map((r) => r[3])
        .every((d) => d.startsWith('2026-')),
    ).toBe(true);
    expect(year).toHaveLength(4);
    const december = csv(
      (
        await reader
          .get('/accounting/reports/expense-claims/export?from=2025-12-01&to=2025-12-31')
          .expect(200)
      ).text,
    );
    expect(december.slice(1).map((r) => r[5])).toEqual(['Fournitures fin d’année']);
    const rejected = csv(
      (
        await reader
          .get(
            '/accounting/reports/expense-claims/export?from=2025-01-01&to=2026-12-31&status=REJECTED,REIMBURSED',
          )
          .expect(200)
      ).text,
    );
    expect(
      rejected
        .slice(1)
        .map((r) => r[8])
        .sort(),
    ).toEqual(['REIMBURSED', 'REJECTED']);
    const none = csv(
      (
        await reader
          .get('/accounting/reports/expense-claims/export?from=2024-01-01&to=2024-12-31')
          .expect(200)
      ).text,
    );
    expect(none).toEqual([[...EXPENSE_CLAIMS_HEADER]]);
  });

  it('refuses a malformed query and callers without accounting.report.read', async () => {
    expect((await reader.get('/accounting/reports/expense-claims/export?from=2026-13-01')).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (await reader.get('/accounting/reports/expense-claims/export?from=2026-03-01&to=2026-01-01')).status,
    ).toBe(400);
    expect((await reader.get('/accounting/reports/expense-claims/export?status=PAID')).status).toBe(400);
    expect((await (await w.manager.api()).get('/accounting/reports/expense-claims/export')).body.code).toBe(
      'PERMISSION_DENIED',
    );
    await t.http.get('/accounting/reports/expense-claims/export').expect(401);
  });

  it('reads in keyset batches: every row once, in order, whatever the batch size', async () => {
    const read = (batchSize: number) =>
      asTenant(
        w.tenant.id,
        () =>
          inTransaction(t.server.sequelize, async () => {
            const out: string[] = [];
            for await (const row of expenseClaimCsvRows(
              t.server.sequelize,
              { from: '2025-01-01', to: '2026-12-31' },
              batchSize,
            ))
              out.push(`${row[3]} ${row[0]}`);
            return out;
          }),
        { now: t.clock.now },
      );
    const whole = await read(1000);
    expect(whole).toHaveLength(4);
    expect(await read(1)).toEqual(whole);
    expect(await read(2)).toEqual(whole);
  });
});

describe('isoInstant', () => {
  it('reads timestamps as both databases answer them', () => {
    expect(isoInstant(new Date('2026-03-20T09:00:00Z'))).toBe('2026-03-20T09:00:00.000Z');
    expect(isoInstant('2026-03-20 09:00:00.000 +00:00')).toBe('2026-03-20T09:00:00.000Z');
    expect(isoInstant('2026-03-20 10:00:00.123 +01:00')).toBe('2026-03-20T09:00:00.123Z');
    expect(isoInstant(null)).toBe('');
  });
});
