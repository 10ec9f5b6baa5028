import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { inTransaction } from '../../../platform/db/transaction';
import { toProblem } from '../../../platform/http/error-handler';
import { runInApp } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { Budget } from '../models';
import { buildBudgetWorld, created, posted, spend, type BudgetWorld } from './world';

let t: TestServer;
let w: BudgetWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-15T09:00:00Z' });
  w = await buildBudgetWorld(t);
});
afterAll(() => t?.close());

const months = (...amounts: string[]) => amounts;

describe('creating a budget and its lines', () => {
  it('creates a DRAFT of the current year whose yearly amounts are split evenly to the cent', async () => {
    const res = await w.manager.post('/accounting/budgets', {
      name: 'Budget prévisionnel',
      lines: [
        { accountCode: '6052', amount: '100' },
        { accountCode: '6011', amount: 1200000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Budget prévisionnel',
      fiscalYear: 2026,
      status: 'DRAFT',
      currency: 'XOF',
      budgeted: '1200100.00',
      actual: '0.00',
      variance: '1200100.00',
      activatedAt: null,
      closedAt: null,
      allowedActions: ['edit', 'activate'],
    });
    const [purchases, electricity] = res.body.lines;
    expect(purchases).toMatchObject({ accountCode: '6011', accountTitle: 'Achats de marchandises', naturalSide: 'DEBIT', split: 'EVEN', amount: '1200000.00' });
    expect(new Set(purchases.months)).toEqual(new Set(['100000.00']));
    // 100.00 over 12 months: 8.34 for the first four, 8.33 after — 100.00 exactly.
    expect(electricity.months).toEqual([...Array(4).fill('8.34'), ...Array(8).fill('8.33')]);
    expect(electricity.amount).toBe('100.00');
    const read = await w.reader.get(`/accounting/budgets/${res.body.id}`).expect(200);
    expect(read.body.lines).toEqual(res.body.lines);
    expect(read.body.allowedActions).toEqual([]);
  });

  it('adds a monthly line, sets one month, updates a yearly amount and removes a line', async () => {
    const budget = await created(w.manager, { name: 'Lignes', fiscalYear: 2027, lines: [{ accountCode: '6011', amount: '1200' }] });
    const monthly = months('10', '20', '30', '40', '50', '60', '70', '80', '90', '100', '110', '120.50');
    let res = await w.manager.post(`/accounting/budgets/${budget.id}/lines`, { accountCode: '7011', months: monthly }).expect(200);
    expect(res.body.lines.find((l: { accountCode: string }) => l.accountCode === '7011')).toMatchObject({
      split: 'MONTHLY',
      amount: '780.50',
      naturalSide: 'CREDIT',
      months: monthly.map((m) => Number(m).toFixed(2)),
    });
    res = await w.manager.post(`/accounting/budgets/${budget.id}/lines`, { accountCode: '7011', month: 3, amount: '333.33' }).expect(200);
    const revenue = res.body.lines.find((l: { accountCode: string }) => l.accountCode === '7011');
    expect(revenue.months[2]).toBe('333.33');
    expect(revenue.months[1]).toBe('20.00');
    expect(revenue.amount).toBe('1083.83');
    // One month of a new line: the other months are zero.
    res = await w.manager.post(`/accounting/budgets/${budget.id}/lines`, { accountCode: '6222', month: 12, amount: 5000 }).expect(200);
    expect(res.body.lines.find((l: { accountCode: string }) => l.accountCode === '6222')).toMatchObject({ split: 'MONTHLY', amount: '5000.00', months: [...Array(11).fill('0.00'), '5000.00'] });
    // A yearly amount replaces the monthly amounts with an even split.
    res = await w.manager.post(`/accounting/budgets/${budget.id}/lines`, { accountCode: '6011', amount: '2400' }).expect(200);
    expect(res.body.lines.find((l: { accountCode: string }) => l.accountCode === '6011')).toMatchObject({ split: 'EVEN', amount: '2400.00' });
    expect(res.body.budgeted).toBe('8483.83');
    res = await w.manager.delete(`/accounting/budgets/${budget.id}/lines/6222`).expect(200);
    expect(res.body.lines.map((l: { accountCode: string }) => l.accountCode)).toEqual(['6011', '7011']);
    const missing = await w.manager.delete(`/accounting/budgets/${budget.id}/lines/6222`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('refuses malformed budgets and lines with VALIDATION_FAILED and the field, creating nothing', async () => {
    const before = (await w.manager.get('/accounting/budgets').expect(200)).body.total;
    const cases: Array<[object, string]> = [
      [{ lines: [] }, 'name'],
      [{ name: 'X', fiscalYear: 1999 }, 'fiscalYear'],
      [{ name: 'X', fiscalYear: 'deux mille' }, 'fiscalYear'],
      [{ name: 'X', lines: [{ accountCode: '6011', amount: '-5' }] }, 'lines.0.amount'],
      [{ name: 'X', lines: [{ accountCode: '6011' }] }, 'lines.0.amount'],
      [{ name: 'X', lines: [{ accountCode: '6011', months: ['1', '2'] }] }, 'lines.0.months'],
      [{ name: 'X', lines: [{ accountCode: '6011', amount: '13', months: Array(12).fill('1') }] }, 'lines.0.amount'],
      [{ name: 'X', lines: [{ accountCode: '6011', amount: '1' }, { accountCode: '6011', amount: '2' }] }, 'lines.1.accountCode'],
      [{ name: 'X', lines: [{ accountCode: 'abc', amount: '1' }] }, 'lines.0.accountCode'],
    ];
    for (const [body, path] of cases) {
      const res = await w.manager.post('/accounting/budgets', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const budget = await created(w.manager, { name: 'Lignes invalides', fiscalYear: 2027 });
    for (const body of [{ accountCode: '6011', month: 13, amount: '1' }, { accountCode: '6011', month: 2, months: Array(12).fill('1') }, { accountCode: '6011' }]) {
      const res = await w.manager.post(`/accounting/budgets/${budget.id}/lines`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await w.manager.get('/accounting/budgets').expect(200)).body.total).toBe(before + 1);
  });

  it('refuses accounts that are not in the chart with BUSINESS_RULE naming the line', async () => {
    const before = (await w.manager.get('/accounting/budgets').expect(200)).body.total;
    const res = await w.manager.post('/accounting/budgets', { name: 'Comptes', lines: [{ accountCode: '6011', amount: '1' }, { accountCode: '6999999', amount: '1' }] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'lines.1.accountCode' }] });
    expect((await w.manager.get('/accounting/budgets').expect(200)).body.total).toBe(before);
    const budget = await created(w.manager, { name: 'Comptes', fiscalYear: 2027 });
    const line = await w.manager.post(`/accounting/budgets/${budget.id}/lines`, { accountCode: '6999999', amount: '1' });
    expect(line.status).toBe(422);
    expect((await w.manager.get(`/accounting/budgets/${budget.id}`).expect(200)).body.lines).toEqual([]);
  });

  it('answers 404 for an unknown budget and enforces budget.read and budget.manage', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await w.manager.get(`/accounting/budgets/${unknown}`)).status).toBe(404);
    expect((await w.manager.post(`/accounting/budgets/${unknown}/activate`)).status).toBe(404);
    expect((await w.manager.post(`/accounting/budgets/${unknown}/lines`, { accountCode: '6011', amount: 1 })).status).toBe(404);
    const budget = await created(w.manager, { name: 'Droits', fiscalYear: 2027 });
    for (const res of [
      await w.reader.post('/accounting/budgets', { name: 'Non' }),
      await w.reader.post(`/accounting/budgets/${budget.id}/lines`, { accountCode: '6011', amount: 1 }),
      await w.reader.post(`/accounting/budgets/${budget.id}/activate`),
      await w.outsider.get('/accounting/budgets'),
      await w.outsider.get('/accounting/budgets/variance?year=2026'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    expect((await w.reader.get(`/accounting/budgets/${budget.id}`).expect(200)).body.status).toBe('DRAFT');
  });
});

describe('activating budgets', () => {
  it('closes the other ACTIVE budget of the same year only, and freezes ACTIVE and CLOSED budgets', async () => {
    const other = await created(w.manager, { name: 'Année 2025', fiscalYear: 2025, lines: [{ accountCode: '6011', amount: 10 }] });
    await w.manager.post(`/accounting/budgets/${other.id}/activate`).expect(200);
    const first = await created(w.manager, { name: 'Initial 2026', fiscalYear: 2026, lines: [{ accountCode: '6011', amount: 10 }] });
    const activated = await w.manager.post(`/accounting/budgets/${first.id}/activate`).expect(200);
    expect(activated.body).toMatchObject({ status: 'ACTIVE', allowedActions: [] });
    expect(activated.body.activatedAt).toBe('2026-06-15T09:00:00.000Z');
    const revised = await created(w.manager, { name: 'Révisé 2026', fiscalYear: 2026, lines: [{ accountCode: '6011', amount: 20 }] });
    await w.manager.post(`/accounting/budgets/${revised.id}/activate`).expect(200);

    const statuses = async () =>
      Object.fromEntries(
        (await w.reader.get('/accounting/budgets?pageSize=200').expect(200)).body.items.map((b: { id: string; status: string }) => [b.id, b.status]),
      );
    let now = await statuses();
    expect([now[first.id], now[revised.id], now[other.id]]).toEqual(['CLOSED', 'ACTIVE', 'ACTIVE']);
    expect((await w.reader.get(`/accounting/budgets/${first.id}`)).body.closedAt).toBe('2026-06-15T09:00:00.000Z');

    for (const [id, status] of [[first.id, 'CLOSED'], [revised.id, 'ACTIVE']]) {
      const again = await w.manager.post(`/accounting/budgets/${id}/activate`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: status });
      const edit = await w.manager.post(`/accounting/budgets/${id}/lines`, { accountCode: '6011', amount: 999 });
      expect(edit.status).toBe(409);
      expect(edit.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: status });
      expect((await w.manager.delete(`/accounting/budgets/${id}/lines/6011`)).status).toBe(409);
      expect((await w.manager.post(`/accounting/budgets/${id}/copy-actuals`, {})).status).toBe(409);
    }
    now = await statuses();
    expect([now[first.id], now[revised.id], now[other.id]]).toEqual(['CLOSED', 'ACTIVE', 'ACTIVE']);
    expect((await w.reader.get(`/accounting/budgets/${revised.id}`)).body.budgeted).toBe('20.00');
  });

  it('leaves exactly one ACTIVE budget after 20 concurrent activations of one year', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await created(w.manager, { name: `Concurrent ${i}`, fiscalYear: 2031 }));
    const answers = await Promise.all(drafts.map((d) => w.manager.post(`/accounting/budgets/${d.id}/activate`)));
    // Each activation closes the one before it: all succeed, one after the other.
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const year = (await w.reader.get('/accounting/budgets?fiscalYear=2031&pageSize=200').expect(200)).body.items;
    expect(year.filter((b: { status: string }) => b.status === 'ACTIVE')).toHaveLength(1);
    expect(year.filter((b: { status: string }) => b.status === 'CLOSED')).toHaveLength(19);

    const single = await created(w.manager, { name: 'Un seul', fiscalYear: 2032 });
    const same = await Promise.all(Array.from({ length: 20 }, () => w.manager.post(`/accounting/budgets/${single.id}/activate`)));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    expect(same.filter((r) => r.status === 409 && r.body.code === 'INVALID_STATE')).toHaveLength(19);
  });
  it('has the database refuse a second ACTIVE budget of a year, answered as INVALID_STATE', async () => {
    const active = await created(w.manager, { name: 'Garde-fou', fiscalYear: 2040 });
    await w.manager.post(`/accounting/budgets/${active.id}/activate`).expect(200);
    const error = await runInApp(t.server.container, () =>
      asTenant(w.tenant.id, () =>
        inTransaction(t.server.sequelize, () => Budget.create({ name: 'Doublon', fiscalYear: 2040, status: 'ACTIVE', currency: 'XOF' })),
      ),
    ).catch((err: unknown) => err);
    const problem = runInApp(t.server.container, () => toProblem(error));
    expect(problem).toMatchObject({ code: 'INVALID_STATE', status: 409 });
    const year = (await w.reader.get('/accounting/budgets?fiscalYear=2040').expect(200)).body;
    expect(year.items.map((b: { status: string }) => b.status)).toEqual(['ACTIVE']);
  });
});

describe('the list and the audit trail', () => {
  it('lists budgets with budgeted, actual and variance totals, paged and filtered', async () => {
    const budget = await created(w.manager, { name: 'Liste 2024', fiscalYear: 2024, lines: [{ accountCode: '6011', amount: '5000' }, { accountCode: '6222', amount: '1000' }] });
    await posted(w.admin, '2024-05-02', spend('6011', '1250.50'));
    await posted(w.admin, '2024-07-02', spend('6281', '300'));
    const list = await w.reader.get('/accounting/budgets?fiscalYear=2024&status=draft').expect(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    expect(list.body.items[0]).toMatchObject({ id: budget.id, budgeted: '6000.00', actual: '1250.50', variance: '4749.50', lineCount: 2, status: 'DRAFT' });
    const paged = await w.reader.get('/accounting/budgets?pageSize=2&sort=name').expect(200);
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.total).toBeGreaterThan(2);
    expect((await w.reader.get('/accounting/budgets?status=OPEN')).status).toBe(400);
    expect((await w.reader.get('/accounting/budgets?sort=secret')).status).toBe(400);
  });

  it('records creation, lines and activation in the budget’s history', async () => {
    const budget = await created(w.manager, { name: 'Historique', fiscalYear: 2033, lines: [{ accountCode: '6011', amount: 12 }] });
    await w.manager.post(`/accounting/budgets/${budget.id}/lines`, { accountCode: '6011', month: 1, amount: 5 }).expect(200);
    await w.manager.post(`/accounting/budgets/${budget.id}/activate`).expect(200);
    const history = await w.admin.get(`/audit/BUDGET/${budget.id}?pageSize=200`).expect(200);
    const actions = history.body.items.map((e: { action: string }) => e.action);
    expect(actions).toContain('CREATE');
    expect(actions).toContain('UPDATE');
    expect(actions).toContain('STATE_CHANGE');
    expect((await w.outsider.get(`/audit/BUDGET/${budget.id}`)).status).toBe(403);
  });
});
