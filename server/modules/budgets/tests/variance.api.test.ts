import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../index';
import type { ModuleDefinition } from '../../../platform/modules';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildBudgetWorld, created, earn, posted, spend, type BudgetWorld } from './world';

let t: TestServer;
let w: BudgetWorld;
let budgetId: string;

/** Stands in for the supplies module (left out): 30 000.00 committed on 6011 by a request needed on 2026-03-15. */
const commitmentsProbe: ModuleDefinition = {
  id: 'commitments-probe',
  provides: {
    budgetCommitments: () => ({
      committed: async ({ from, to }) => (from <= '2026-03-15' && '2026-03-15' <= to ? [{ accountCode: '6011', amountCents: 3_000_000 }] : []),
    }),
  },
};

const MARCH_RENT = ['150000', '150000', '180000', ...Array(9).fill('150000')];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-15T09:00:00Z', modules: [...modules.filter((m) => m.id !== 'supplies'), commitmentsProbe] });
  w = await buildBudgetWorld(t);
  await posted(w.admin, '2026-01-10', spend('6011', '80000'));
  await posted(w.admin, '2026-03-05', spend('6011', '150000.50'));
  // A return of goods: the purchase account's credit lowers its actual.
  await posted(w.admin, '2026-03-20', [
    { accountCode: '521', debit: '10000' },
    { accountCode: '6011', credit: '10000' },
  ]);
  await posted(w.admin, '2026-03-15', earn('7011', '500000'));
  await posted(w.admin, '2026-03-31', spend('6281', '25000'));
  await posted(w.admin, '2026-03-01', spend('6222', '200000'));
  // Neither a draft entry nor another year counts.
  await posted(w.admin, '2026-03-10', spend('6011', '999999'), false);
  await posted(w.admin, '2025-12-31', spend('6011', '70000'));
  const budget = await created(w.manager, {
    name: 'Budget 2026',
    fiscalYear: 2026,
    lines: [
      { accountCode: '6011', amount: '1200000' },
      { accountCode: '6052', amount: '100' },
      { accountCode: '6222', months: MARCH_RENT },
      { accountCode: '7011', amount: '2400000' },
    ],
  });
  budgetId = budget.id;
});
afterAll(() => t?.close());

const row = (body: { rows: Array<{ accountCode: string }> }, code: string) => body.rows.find((r) => r.accountCode === code);

describe('budget variance', () => {
  it('uses the ACTIVE budget of the year only', async () => {
    const none = await w.reader.get('/accounting/budgets/variance?year=2026');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('NOT_FOUND');
    await w.manager.post(`/accounting/budgets/${budgetId}/activate`).expect(200);
    expect((await w.reader.get('/accounting/budgets/variance?year=2025')).status).toBe(404);
    for (const bad of ['year=20x6', 'year=2026&month=13', 'year=2026&month=0']) {
      const res = await w.reader.get(`/accounting/budgets/variance?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('gives the year’s figures to the franc: budget lines minus posted amounts on the natural side', async () => {
    const res = await w.reader.get('/accounting/budgets/variance').expect(200);
    expect(res.body).toMatchObject({ year: 2026, month: null, from: '2026-01-01', to: '2026-12-31', currency: 'XOF', budget: { id: budgetId, status: 'ACTIVE' } });
    expect(res.body.rows.map((r: { accountCode: string }) => r.accountCode)).toEqual(['6011', '6052', '6222', '6281', '7011']);
    expect(row(res.body, '6011')).toEqual({
      accountCode: '6011',
      accountTitle: 'Achats de marchandises',
      naturalSide: 'DEBIT',
      hasLine: true,
      budgeted: '1200000.00',
      actual: '220000.50',
      committed: '30000.00',
      variance: '979999.50',
      variancePercent: '81.67',
      available: '949999.50',
      label: 'UNDER_BUDGET',
    });
    expect(row(res.body, '6052')).toMatchObject({ budgeted: '100.00', actual: '0.00', variance: '100.00', variancePercent: '100.00', label: 'UNDER_BUDGET' });
    expect(row(res.body, '6222')).toMatchObject({ budgeted: '1830000.00', actual: '200000.00', variance: '1630000.00', variancePercent: '89.07' });
    // An account with actuals but no line.
    expect(row(res.body, '6281')).toMatchObject({ hasLine: false, budgeted: '0.00', actual: '25000.00', variance: '-25000.00', variancePercent: null, label: 'OVER_BUDGET' });
    expect(row(res.body, '7011')).toMatchObject({ naturalSide: 'CREDIT', budgeted: '2400000.00', actual: '500000.00', variance: '1900000.00', variancePercent: '79.17' });
    expect(res.body.totals).toEqual({
      budgeted: '5430100.00',
      actual: '945000.50',
      committed: '30000.00',
      variance: '4485099.50',
      variancePercent: '82.60',
      available: '4455099.50',
      label: 'UNDER_BUDGET',
    });
  });

  it('gives a month’s figures from the month’s budget, not the year divided by twelve', async () => {
    const march = await w.reader.get('/accounting/budgets/variance?year=2026&month=3').expect(200);
    expect(march.body).toMatchObject({ month: 3, from: '2026-03-01', to: '2026-03-31' });
    expect(row(march.body, '6011')).toMatchObject({ budgeted: '100000.00', actual: '140000.50', variance: '-40000.50', variancePercent: '-40.00', label: 'OVER_BUDGET', committed: '30000.00' });
    expect(row(march.body, '6052')).toMatchObject({ budgeted: '8.34', actual: '0.00' });
    expect(row(march.body, '6222')).toMatchObject({ budgeted: '180000.00', actual: '200000.00', variance: '-20000.00', variancePercent: '-11.11', label: 'OVER_BUDGET' });
    expect(row(march.body, '7011')).toMatchObject({ budgeted: '200000.00', actual: '500000.00', variance: '-300000.00', variancePercent: '-150.00' });
    expect(march.body.totals).toMatchObject({ budgeted: '480008.34', actual: '865000.50', variance: '-384992.16', variancePercent: '-80.21', label: 'OVER_BUDGET' });

    const january = await w.reader.get('/accounting/budgets/variance?year=2026&month=1').expect(200);
    expect(january.body.rows.map((r: { accountCode: string }) => r.accountCode)).toEqual(['6011', '6052', '6222', '7011']);
    expect(row(january.body, '6011')).toMatchObject({ budgeted: '100000.00', actual: '80000.00', variance: '20000.00', variancePercent: '20.00', committed: '0.00', label: 'UNDER_BUDGET' });
    expect(row(january.body, '6222')).toMatchObject({ budgeted: '150000.00', actual: '0.00' });
  });

  it('shows the year’s totals in the list and exports the variance as CSV', async () => {
    const list = await w.reader.get('/accounting/budgets?fiscalYear=2026').expect(200);
    // The list's actual covers the lines' accounts only (6281 has no line).
    expect(list.body.items[0]).toMatchObject({ id: budgetId, budgeted: '5430100.00', actual: '920000.50', variance: '4510099.50' });
    const csv = await w.reader.get('/accounting/budgets/variance/export?year=2026&month=3').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('budget-variance_2026-03.csv');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe('accountCode,accountTitle,hasLine,budgeted,actual,committed,variance,variancePercent,available,label');
    expect(lines).toContain('6011,Achats de marchandises,true,100000.00,140000.50,30000.00,-40000.50,-40.00,-70000.50,OVER_BUDGET');
    expect(lines.at(-1)).toBe('TOTAL,,true,480008.34,865000.50,30000.00,-384992.16,-80.21,-414992.16,OVER_BUDGET');
  });

  it('fills a draft with last year’s actuals month by month', async () => {
    const next = await created(w.manager, { name: 'Budget 2027', fiscalYear: 2027, lines: [{ accountCode: '6052', amount: '120' }] });
    const res = await w.manager.post(`/accounting/budgets/${next.id}/copy-actuals`, {}).expect(200);
    const lines = Object.fromEntries(res.body.lines.map((l: { accountCode: string; months: string[]; amount: string; split: string }) => [l.accountCode, l]));
    expect(Object.keys(lines)).toEqual(['6011', '6052', '6222', '6281', '7011']);
    expect(lines['6011']).toMatchObject({ split: 'MONTHLY', amount: '220000.50' });
    expect(lines['6011'].months.slice(0, 4)).toEqual(['80000.00', '0.00', '140000.50', '0.00']);
    expect(lines['7011'].months[2]).toBe('500000.00');
    // Lines of accounts without actuals stay; balance-sheet accounts (521, 4111) are not budgeted.
    expect(lines['6052']).toMatchObject({ split: 'EVEN', amount: '120.00' });
    const older = await w.manager.post(`/accounting/budgets/${next.id}/copy-actuals`, { year: 2025 }).expect(200);
    expect(older.body.lines.find((l: { accountCode: string }) => l.accountCode === '6011').months[11]).toBe('70000.00');
  });
});
