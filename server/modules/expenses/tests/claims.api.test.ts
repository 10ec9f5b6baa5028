import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { PDF, buildExpenseWorld, submit, submitted, type ExpenseWorld } from './world';

let t: TestServer;
let w: ExpenseWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  w = await buildExpenseWorld(t);
});
afterAll(() => t?.close());

describe('submitting an expense claim', () => {
  it('records a SUBMITTED claim of the caller, in the tenant currency, numbered NDF-YYYY-nnnnn', async () => {
    const api = await w.alice.api();
    const res = await submit(api, {
      expenseDate: '2026-03-12',
      description: 'Billet Abidjan – Bouaké',
      amount: '18500.50',
      category: 'travel',
    }).expect(201);
    expect(res.body).toMatchObject({
      reference: expect.stringMatching(/^NDF-2026-\d{5}$/),
      employee: { id: w.alice.employeeId, name: w.alice.name },
      expenseDate: '2026-03-12',
      description: 'Billet Abidjan – Bouaké',
      amount: '18500.50',
      currency: 'XOF',
      category: 'TRAVEL',
      status: 'SUBMITTED',
      receipt: null,
      submittedBy: { id: w.alice.user.id },
      approvedAt: null,
      journalEntry: null,
      allowedActions: [],
    });
    const mine = await api.get('/accounting/expense-claims/my-claims').expect(200);
    expect(mine.body).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    expect(mine.body.items.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
  });

  it('defaults the category to OTHER and keeps a free category as typed', async () => {
    const api = await w.bob.api();
    expect((await submitted(api, { category: undefined })).category).toBe('OTHER');
    expect((await submitted(api, { category: 'Hébergement' })).category).toBe('Hébergement');
  });

  it('numbers claims one after the other per tenant', async () => {
    const api = await w.carol.api();
    const a = await submitted(api);
    const b = await submitted(api);
    expect(Number(b.reference.slice(-5))).toBe(Number(a.reference.slice(-5)) + 1);
  });

  it('stores a receipt and gives its employee a signed link to it', async () => {
    const api = await w.alice.api();
    const res = await submit(
      api,
      { description: 'Fournitures de bureau', category: 'SUPPLIES' },
      { content: PDF, filename: 'facture-papeterie.pdf' },
    ).expect(201);
    expect(res.body.receipt).toEqual({
      filename: 'facture-papeterie.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const link = await api.get(`/accounting/expense-claims/${res.body.id}/receipt`).expect(200);
    expect(link.body).toMatchObject({ filename: 'facture-papeterie.pdf', contentType: 'application/pdf' });
    const file = await t.http
      .get(new URL(link.body.url, 'http://x').pathname + new URL(link.body.url, 'http://x').search)
      .expect(200);
    expect(Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-');
    // Bob has no business with Alice's claim: as if it did not exist.
    expect((await (await w.bob.api()).get(`/accounting/expense-claims/${res.body.id}/receipt`)).status).toBe(
      404,
    );
  });

  it('answers 404 for the receipt of a claim without one', async () => {
    const api = await w.alice.api();
    const claim = await submitted(api);
    expect((await api.get(`/accounting/expense-claims/${claim.id}/receipt`)).body.code).toBe('NOT_FOUND');
  });

  it('refuses a receipt that is not a PDF or an image, and changes nothing', async () => {
    const api = await w.alice.api();
    const before = (await api.get('/accounting/expense-claims/my-claims')).body.total;
    const res = await submit(
      api,
      {},
      { content: Buffer.from('MZ fake program'), filename: 'ticket.pdf' },
    ).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'receipt' }] });
    expect((await api.get('/accounting/expense-claims/my-claims')).body.total).toBe(before);
  });

  it('refuses malformed fields, listing each one', async () => {
    const api = await w.alice.api();
    const res = await submit(api, { expenseDate: '2026-02-30', description: '  ', amount: '-5' }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'amount',
      'description',
      'expenseDate',
    ]);
    const zero = await submit(api, { amount: '0' }).expect(400);
    expect(zero.body.errors).toEqual([{ path: 'amount', message: 'The amount must be above zero' }]);
    const text = await submit(api, { amount: '12,50' }).expect(400);
    expect(text.body.errors[0].path).toBe('amount');
    const missing = await api.post('/accounting/expense-claims').field('description', 'x').expect(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'amount',
      'expenseDate',
    ]);
  });

  it('refuses an expense dated in the future', async () => {
    const res = await submit(await w.alice.api(), { expenseDate: '2026-03-21' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'expenseDate', message: 'The expense date cannot be in the future' }],
    });
  });

  it('accepts a JSON body for a claim without receipt, with the same checks as the form', async () => {
    const api = await w.alice.api();
    const res = await api.post('/accounting/expense-claims', { expenseDate: '2026-03-10', description: 'Taxi aéroport', amount: 12500.5, category: 'travel' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'SUBMITTED', description: 'Taxi aéroport', amount: '12500.50', category: 'TRAVEL', receipt: null });
    expect((await api.get(`/accounting/expense-claims/${res.body.id}`)).body.reference).toBe(res.body.reference);
    const future = await api.post('/accounting/expense-claims', { expenseDate: '2026-03-21', description: 'x', amount: '10' });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ path: 'expenseDate', message: 'The expense date cannot be in the future' }]);
    const text = await api.post('/accounting/expense-claims').set('Content-Type', 'text/plain').send('expenseDate=2026-03-10');
    expect(text.status).toBe(415);
    expect(text.body.accepted).toEqual(['multipart/form-data', 'application/json']);
  });

  it('refuses clearly a caller without an employee profile', async () => {
    const loner = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['EMPLOYEE'] }));
    const res = await submit(loner).expect(422);
    expect(res.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'employee' }] });
    expect(res.body.detail).toMatch(/not linked to an employee profile/);
    expect((await loner.get('/accounting/expense-claims/my-claims').expect(200)).body).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('needs accounting.expense.own', async () => {
    const clerk = await loginAs(
      t,
      await buildUser(t, { tenant: w.tenant, permissions: ['accounting.read'] }),
    );
    expect((await submit(clerk).expect(403)).body.code).toBe('PERMISSION_DENIED');
    expect((await clerk.get('/accounting/expense-claims/my-claims').expect(403)).body.code).toBe(
      'PERMISSION_DENIED',
    );
    await t.http.get('/accounting/expense-claims/my-claims').expect(401);
  });
});

describe('my claims', () => {
  it('lists only the caller’s claims, newest expense first, paged and filtered by status', async () => {
    const api = await w.carol.api();
    await submitted(api, { expenseDate: '2026-01-05', description: 'Déjeuner client' });
    await submitted(api, { expenseDate: '2026-02-15', description: 'Parking aéroport' });
    const all = (await api.get('/accounting/expense-claims/my-claims?pageSize=200').expect(200)).body;
    expect(all.items.every((c: { employee: { id: string } }) => c.employee.id === w.carol.employeeId)).toBe(
      true,
    );
    const dates = all.items.map((c: { expenseDate: string }) => c.expenseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = (await api.get('/accounting/expense-claims/my-claims?pageSize=1&page=2').expect(200)).body;
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(page.items[0].id).toBe(all.items[1].id);
    const january = (
      await api.get('/accounting/expense-claims/my-claims?from=2026-01-01&to=2026-01-31').expect(200)
    ).body;
    expect(january.items.map((c: { description: string }) => c.description)).toEqual(['Déjeuner client']);
    expect(
      (await api.get('/accounting/expense-claims/my-claims?status=REJECTED').expect(200)).body.total,
    ).toBe(0);
    expect((await api.get('/accounting/expense-claims/my-claims?status=LOST')).status).toBe(400);
    expect((await api.get('/accounting/expense-claims/my-claims?sort=-amount')).status).toBe(200);
    expect((await api.get('/accounting/expense-claims/my-claims?sort=password')).status).toBe(400);
  });

  it('shows a claim to its employee and hides it from a colleague', async () => {
    const claim = await submitted(await w.bob.api());
    expect(
      (await (await w.bob.api()).get(`/accounting/expense-claims/${claim.id}`).expect(200)).body.id,
    ).toBe(claim.id);
    expect((await (await w.carol.api()).get(`/accounting/expense-claims/${claim.id}`)).status).toBe(404);
    expect((await (await w.bob.api()).get('/accounting/expense-claims/not-a-uuid')).status).toBe(404);
  });

  it('records the claim in the audit trail, readable by its employee', async () => {
    const api = await w.bob.api();
    const claim = await submitted(api);
    const history = await api.get(`/audit/EXPENSE_CLAIM/${claim.id}`).expect(200);
    expect(history.body.items[0]).toMatchObject({
      entityType: 'EXPENSE_CLAIM',
      entityId: claim.id,
      action: 'CREATE',
    });
    expect((await (await w.carol.api()).get(`/audit/EXPENSE_CLAIM/${claim.id}`)).status).toBe(403);
  });
});
