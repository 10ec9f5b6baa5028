import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo company has an ACTIVE budget of the current year drawn from its own ledger.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

interface Row {
  accountCode: string;
  hasLine: boolean;
  budgeted: string;
  actual: string;
  label: string;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('budget demo data', () => {
  it('shows the CFO one ACTIVE budget of the current year whose actuals are the ledger’s', async () => {
    const cfo = await as('cfo@demo.local');
    const budgets = (await cfo.get('/accounting/budgets?fiscalYear=2026').expect(200)).body.items;
    expect(budgets).toHaveLength(1);
    const [budget] = budgets;
    expect(budget).toMatchObject({ name: 'Budget 2026', status: 'ACTIVE', currency: 'XOF' });
    expect(budget.lineCount).toBeGreaterThanOrEqual(4);

    const year = (await cfo.get('/accounting/budgets/variance?year=2026').expect(200)).body;
    const lined = (year.rows as Row[]).filter((r) => r.hasLine);
    expect(lined).toHaveLength(budget.lineCount);
    expect(cents(budget.actual)).toBe(lined.reduce((s, r) => s + cents(r.actual), 0));
    expect(budget.budgeted).toBe(year.totals.budgeted);

    // Each line's actual is the account's movement in the income statement of the year.
    const resultat = (await cfo.get('/accounting/reports/resultat?from=2026-01-01&to=2026-12-31').expect(200)).body;
    const statement = new Map<string, string>(
      [...resultat.charges.accounts, ...resultat.products.accounts].map((a: { accountCode: string; amount: string }) => [a.accountCode, a.amount]),
    );
    expect(statement.size).toBeGreaterThan(0);
    for (const row of lined) expect(row.actual, row.accountCode).toBe(statement.get(row.accountCode) ?? '0.00');

    // The month shows both sides of the variance.
    const october = (await cfo.get('/accounting/budgets/variance?year=2026&month=10').expect(200)).body;
    expect(new Set((october.rows as Row[]).map((r) => r.label))).toEqual(new Set(['OVER_BUDGET', 'UNDER_BUDGET']));
  });
});
