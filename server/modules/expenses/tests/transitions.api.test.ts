import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { buildUser, loginAs } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildExpenseWorld, submitted, type ExpenseWorld } from './world';

let t: TestServer;
let w: ExpenseWorld;
let mails: MailMessage[];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  mails = captureMail(t);
  w = await buildExpenseWorld(t);
});
afterAll(() => t?.close());

const path = (id: string, action: string) => `/accounting/expense-claims/${id}/${action}`;
const mailsTo = (email: string) => mails.filter((m) => [m.to].flat().includes(email));

describe('expense claim transitions', () => {
  it('SUBMITTED → approve → MANAGER_APPROVED, by the manager, who is recorded, and the employee is mailed', async () => {
    const claim = await submitted(await w.alice.api(), { description: 'Taxi client Marcory' });
    const manager = await w.manager.api();
    const res = await manager.post(path(claim.id, 'approve')).expect(200);
    expect(res.body).toMatchObject({
      status: 'MANAGER_APPROVED',
      approvedBy: { id: w.manager.user.id, name: w.manager.name },
      approvedAt: '2026-03-20T09:00:00.000Z',
      allowedActions: ['schedule-payment', 'mark-reimbursed'],
    });
    const mail = mailsTo(w.alice.user.email).find((m) => m.subject.includes(claim.reference));
    expect(mail?.subject).toMatch(/approuvée \/ Expense claim approved/);
    expect(mail?.text).toContain('12500.00 XOF');
  });

  it('SUBMITTED → reject (with reason) → REJECTED, final: nothing else is possible', async () => {
    const claim = await submitted(await w.alice.api());
    const manager = await w.manager.api();
    const res = await manager.post(path(claim.id, 'reject'), { reason: 'Justificatif manquant' }).expect(200);
    expect(res.body).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Justificatif manquant',
      rejectedBy: { id: w.manager.user.id },
      allowedActions: [],
    });
    expect(
      mailsTo(w.alice.user.email).some(
        (m) =>
          m.subject.includes(`refusée / Expense claim rejected: ${claim.reference}`) &&
          m.text.includes('Justificatif manquant'),
      ),
    ).toBe(true);
    const accountant = await w.accountant.api();
    for (const [action, body] of [
      ['approve', undefined],
      ['reject', { reason: 'encore' }],
      ['schedule-payment', undefined],
      ['mark-reimbursed', { paymentMode: 'CASH' }],
    ] as const) {
      const refused = await accountant.post(path(claim.id, action), body).expect(409);
      expect(refused.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'REJECTED' });
    }
    expect((await accountant.get(`/accounting/expense-claims/${claim.id}`).expect(200)).body.status).toBe(
      'REJECTED',
    );
  });

  it('MANAGER_APPROVED → schedule-payment → PENDING_PAYMENT → mark-reimbursed → REIMBURSED', async () => {
    const claim = await submitted(await w.alice.api(), { category: 'MEAL', description: 'Déjeuner client' });
    await (await w.manager.api()).post(path(claim.id, 'approve')).expect(200);
    const accountant = await w.accountant.api();
    const scheduled = await accountant.post(path(claim.id, 'schedule-payment')).expect(200);
    expect(scheduled.body).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentScheduledBy: { id: w.accountant.user.id },
      allowedActions: ['mark-reimbursed'],
    });
    const paid = await accountant
      .post(path(claim.id, 'mark-reimbursed'), { paymentMode: 'BANK_TRANSFER', note: 'Virement du 20/03' })
      .expect(200);
    expect(paid.body).toMatchObject({
      status: 'REIMBURSED',
      paymentMode: 'BANK_TRANSFER',
      paymentNote: 'Virement du 20/03',
      reimbursedBy: { id: w.accountant.user.id },
      reimbursedAt: '2026-03-20T09:00:00.000Z',
      journalEntry: { pieceNumber: expect.stringMatching(/^[A-Z][A-Z0-9]*-2026-\d{5}$/) },
      allowedActions: [],
    });
    const mail = mailsTo(w.alice.user.email).find(
      (m) => m.subject === `Note de frais remboursée / Expense claim reimbursed: ${claim.reference}`,
    );
    expect(mail?.text).toMatch(/par virement bancaire/);
    expect(mail?.text).toContain('Virement du 20/03');
    const again = await accountant
      .post(path(claim.id, 'mark-reimbursed'), { paymentMode: 'CASH' })
      .expect(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'REIMBURSED' });
  });

  it('MANAGER_APPROVED → mark-reimbursed directly, in cash', async () => {
    const claim = await submitted(await w.alice.api());
    await (await w.manager.api()).post(path(claim.id, 'approve')).expect(200);
    const res = await (
      await w.accountant.api()
    )
      .post(path(claim.id, 'mark-reimbursed'), { paymentMode: 'CASH' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'REIMBURSED', paymentMode: 'CASH', paymentNote: null });
  });

  it('refuses what the state table does not allow (INVALID_STATE with the current status), changing nothing', async () => {
    const claim = await submitted(await w.alice.api());
    const accountant = await w.accountant.api();
    for (const [action, body] of [
      ['schedule-payment', undefined],
      ['mark-reimbursed', { paymentMode: 'CASH' }],
    ] as const) {
      const res = await accountant.post(path(claim.id, action), body).expect(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SUBMITTED' });
    }
    await accountant.post(path(claim.id, 'approve')).expect(200);
    expect((await accountant.post(path(claim.id, 'approve')).expect(409)).body.currentStatus).toBe(
      'MANAGER_APPROVED',
    );
    expect(
      (await accountant.post(path(claim.id, 'reject'), { reason: 'trop tard' }).expect(409)).body
        .currentStatus,
    ).toBe('MANAGER_APPROVED');
    await accountant.post(path(claim.id, 'schedule-payment')).expect(200);
    expect((await accountant.post(path(claim.id, 'schedule-payment')).expect(409)).body.currentStatus).toBe(
      'PENDING_PAYMENT',
    );
    expect((await accountant.post(path(claim.id, 'approve')).expect(409)).body.currentStatus).toBe(
      'PENDING_PAYMENT',
    );
    expect((await accountant.get(`/accounting/expense-claims/${claim.id}`)).body).toMatchObject({
      status: 'PENDING_PAYMENT',
      journalEntry: null,
    });
  });

  it('refuses a rejection without reason and a reimbursement without a valid payment mode', async () => {
    const claim = await submitted(await w.alice.api());
    const manager = await w.manager.api();
    expect((await manager.post(path(claim.id, 'reject'), {}).expect(400)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'reason' }],
    });
    expect(
      (await manager.post(path(claim.id, 'reject'), { reason: '   ' }).expect(400)).body.errors[0].path,
    ).toBe('reason');
    await manager.post(path(claim.id, 'approve')).expect(200);
    const accountant = await w.accountant.api();
    expect(
      (await accountant.post(path(claim.id, 'mark-reimbursed'), {}).expect(400)).body.errors[0].path,
    ).toBe('paymentMode');
    expect(
      (await accountant.post(path(claim.id, 'mark-reimbursed'), { paymentMode: 'CHEQUE' }).expect(400)).body
        .errors[0].path,
    ).toBe('paymentMode');
    expect((await accountant.get(`/accounting/expense-claims/${claim.id}`)).body.status).toBe(
      'MANAGER_APPROVED',
    );
  });

  it('refuses approving or rejecting one’s own claim (SELF_APPROVAL), for a manager and for the accountant', async () => {
    const own = await submitted(await w.manager.api());
    const manager = await w.manager.api();
    expect((await manager.post(path(own.id, 'approve')).expect(403)).body.code).toBe('SELF_APPROVAL');
    expect((await manager.post(path(own.id, 'reject'), { reason: 'non' }).expect(403)).body.code).toBe(
      'SELF_APPROVAL',
    );
    const accountant = await w.accountant.api();
    const mine = await submitted(accountant);
    expect((await accountant.post(path(mine.id, 'approve')).expect(403)).body.code).toBe('SELF_APPROVAL');
    expect((await accountant.get(`/accounting/expense-claims/${mine.id}`)).body).toMatchObject({
      status: 'SUBMITTED',
      allowedActions: [],
    });
    // Someone else approves it.
    await (await w.admin.api()).post(path(mine.id, 'approve')).expect(200);
  });

  it('needs accounting.expense.manage for the management list and every action', async () => {
    const claim = await submitted(await w.alice.api());
    const employee = await w.bob.api();
    expect((await employee.get('/accounting/expense-claims').expect(403)).body.code).toBe(
      'PERMISSION_DENIED',
    );
    for (const action of ['approve', 'reject', 'schedule-payment', 'mark-reimbursed']) {
      expect(
        (await employee.post(path(claim.id, action), { reason: 'x', paymentMode: 'CASH' }).expect(403)).body
          .code,
      ).toBe('PERMISSION_DENIED');
    }
    const cfo = await loginAs(
      t,
      await buildUser(t, {
        tenant: w.tenant,
        permissions: ['accounting.read', 'accounting.report.read', 'accounting.budget.read'],
      }),
    );
    expect((await cfo.get('/accounting/expense-claims')).status).toBe(403);
    expect((await cfo.post(path(claim.id, 'approve'))).status).toBe(403);
    expect((await (await w.alice.api()).get(`/accounting/expense-claims/${claim.id}`)).body.status).toBe(
      'SUBMITTED',
    );
  });

  it('answers 404 for an unknown claim', async () => {
    const accountant = await w.accountant.api();
    expect(
      (await accountant.post(path('5b7f8c2e-1111-4c3a-9a8e-2b1d3c4e5f60', 'approve')).expect(404)).body.code,
    ).toBe('NOT_FOUND');
    expect((await accountant.post(path('nope', 'approve'))).status).toBe(404);
  });
});

describe('team scope of a MANAGER', () => {
  it('lists the claims of direct and indirect reports only, not their own nor other teams’', async () => {
    const fromAlice = await submitted(await w.alice.api(), { description: 'Scope: Alice' });
    const fromCarol = await submitted(await w.carol.api(), { description: 'Scope: Carol' });
    const fromBob = await submitted(await w.bob.api(), { description: 'Scope: Bob' });
    const own = await submitted(await w.manager.api(), { description: 'Scope: manager' });
    const ids = (
      await (await w.manager.api()).get('/accounting/expense-claims?pageSize=200').expect(200)
    ).body.items.map((c: { id: string }) => c.id);
    expect(ids).toContain(fromAlice.id);
    expect(ids).toContain(fromCarol.id);
    expect(ids).not.toContain(fromBob.id);
    expect(ids).not.toContain(own.id);
    const all = (
      await (await w.accountant.api()).get('/accounting/expense-claims?pageSize=200').expect(200)
    ).body.items.map((c: { id: string }) => c.id);
    expect(all).toEqual(expect.arrayContaining([fromAlice.id, fromCarol.id, fromBob.id, own.id]));
  });

  it('cannot see nor process a claim outside the team (404), which stays unchanged', async () => {
    const fromBob = await submitted(await w.bob.api());
    const manager = await w.manager.api();
    expect((await manager.get(`/accounting/expense-claims/${fromBob.id}`)).status).toBe(404);
    expect((await manager.post(path(fromBob.id, 'approve'))).status).toBe(404);
    expect((await manager.post(path(fromBob.id, 'reject'), { reason: 'hors équipe' })).status).toBe(404);
    expect((await manager.get(`/audit/EXPENSE_CLAIM/${fromBob.id}`)).status).toBe(403);
    expect((await (await w.bob.api()).get(`/accounting/expense-claims/${fromBob.id}`)).body.status).toBe(
      'SUBMITTED',
    );
  });

  it('processes an indirect report’s claim and offers the actions of its state', async () => {
    const fromCarol = await submitted(await w.carol.api());
    const manager = await w.manager.api();
    expect(
      (await manager.get(`/accounting/expense-claims/${fromCarol.id}`).expect(200)).body.allowedActions,
    ).toEqual(['approve', 'reject']);
    await manager.post(path(fromCarol.id, 'approve')).expect(200);
    expect(
      (await manager.get(`/audit/EXPENSE_CLAIM/${fromCarol.id}`).expect(200)).body.items[0],
    ).toMatchObject({ action: 'STATE_CHANGE' });
  });

  it('filters the management list by status, category, employee and expense dates', async () => {
    const api = await w.carol.api();
    const travel = await submitted(api, {
      category: 'TRAVEL',
      expenseDate: '2026-02-03',
      description: 'Filtre: car',
    });
    await submitted(api, { category: 'MEAL', expenseDate: '2026-02-04', description: 'Filtre: repas' });
    const accountant = await w.accountant.api();
    const list = async (q: string) =>
      (await accountant.get(`/accounting/expense-claims?pageSize=200&${q}`).expect(200)).body.items as Array<{
        id: string;
        category: string;
        status: string;
        expenseDate: string;
        employee: { id: string };
      }>;
    const filtered = await list(
      `employeeId=${w.carol.employeeId}&category=TRAVEL&from=2026-02-01&to=2026-02-03&status=SUBMITTED`,
    );
    expect(filtered.map((c) => c.id)).toEqual([travel.id]);
    expect(
      (await list('status=SUBMITTED,MANAGER_APPROVED')).every((c) =>
        ['SUBMITTED', 'MANAGER_APPROVED'].includes(c.status),
      ),
    ).toBe(true);
    expect(
      (await list(`employeeId=${w.bob.employeeId}`)).every((c) => c.employee.id === w.bob.employeeId),
    ).toBe(true);
    expect((await list('q=filtre:%20CAR')).map((c) => c.id)).toEqual([travel.id]);
    expect((await list(`q=${encodeURIComponent(travel.reference)}`)).map((c) => c.id)).toEqual([travel.id]);
    const byName = await list(`q=${encodeURIComponent(w.carol.name.toUpperCase())}`);
    expect(byName.length).toBeGreaterThanOrEqual(2);
    expect(byName.every((c) => c.employee.id === w.carol.employeeId)).toBe(true);
    expect(await list('q=aucune-note-ne-contient-ceci')).toEqual([]);
    expect((await accountant.get('/accounting/expense-claims?from=2026-03-01&to=2026-02-01')).status).toBe(
      400,
    );
    expect((await accountant.get('/accounting/expense-claims?employeeId=123')).status).toBe(400);
  });

  it('separation of duties (tenant option): with posting steps needing accounting.write, a MANAGER approves but cannot reimburse', async () => {
    const admin = await w.admin.api();
    const manager = await w.manager.api();
    const accountant = await w.accountant.api();
    await admin.put('/accounting/config', { postingRequiresWrite: true }).expect(200);
    try {
      const claim = await submitted(await w.alice.api(), { description: 'Taxi séparation des tâches' });
      await manager.post(path(claim.id, 'approve')).expect(200);
      const refused = await manager.post(path(claim.id, 'mark-reimbursed'), { paymentMode: 'CASH' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'PERMISSION_DENIED', requiredPermission: 'accounting.write' });
      expect((await accountant.get(`/accounting/expense-claims/${claim.id}`).expect(200)).body.status).toBe('MANAGER_APPROVED');
      await accountant.post(path(claim.id, 'mark-reimbursed'), { paymentMode: 'CASH' }).expect(200);
    } finally {
      await admin.put('/accounting/config', { postingRequiresWrite: false }).expect(200);
    }
  });

  it('a manager without an employee profile manages nobody', async () => {
    const orphan = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['MANAGER'] }));
    expect((await orphan.get('/accounting/expense-claims').expect(200)).body).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
