import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildLeaveWorld, grant, leaveType, request, type LeaveWorld } from './world';

/** A request goes through the LEAVE_REQUEST circuit: the manager decides, the balance follows. */
let t: TestServer;
let w: LeaveWorld;
let mail: MailMessage[];
let annual: string;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T08:00:00Z' });
  mail = captureMail(t);
  w = await buildLeaveWorld(t);
  const admin = await w.admin.api();
  annual = (await leaveType(admin, { code: 'CP', name: 'Congés payés' })).typeId;
  for (const p of [w.alice, w.bob, w.carol, w.manager]) await grant(admin, p.employeeId, annual, 2026, 10);
});
afterAll(() => t?.close());

const balance = async (who: LeaveWorld['alice'], typeId = annual) => {
  const res = await (await who.api()).get('/hr/leaves/balances?year=2026').expect(200);
  return res.body.items.find((b: { leaveType: { id: string } }) => b.leaveType.id === typeId);
};

describe('leave requests on the approval circuit', () => {
  it('counts working days, holds them while pending, takes them when the manager approves', async () => {
    const alice = await w.alice.api();
    // Mon 13 – Fri 17 April 2026, the afternoon of the first day only: 4.5 working days.
    const created = await request(alice, annual, '2026-04-13', '2026-04-17', { startPeriod: 'AFTERNOON', reason: 'Famille' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', days: 4.5, year: 2026, reason: 'Famille', currentStep: { name: expect.any(String) } });
    expect(await balance(w.alice)).toMatchObject({ adjusted: 10, pending: 4.5, taken: 0, available: 5.5 });

    const manager = await w.manager.api();
    const pending = await manager.get('/hr/leaves/pending-approvals').expect(200);
    expect(pending.body.items.map((p: { request: { id: string } }) => p.request.id)).toContain(created.body.id);
    expect((await manager.get('/hr/leaves/pending-approvals/count').expect(200)).body.count).toBe(1);
    const inbox = await manager.get('/approvals/inbox').expect(200);
    expect(JSON.stringify(inbox.body)).toContain(created.body.id);
    const all = await (await w.admin.api()).get('/dashboard/pending-approvals?scope=all').expect(200);
    expect(all.body.items.find((i: { entityId: string }) => i.entityId === created.body.id)).toMatchObject({ entityType: 'LEAVE_REQUEST' });

    // The employee cannot approve (no leave.approve); another manager's report cannot either.
    await alice.post(`/hr/leaves/${created.body.id}/approve`, {}).expect(403);

    mail.length = 0;
    const approved = await manager.post(`/hr/leaves/${created.body.id}/approve`, { comment: 'Bon repos' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decisionComment: 'Bon repos', decidedBy: { id: w.manager.user.id } });
    expect(await balance(w.alice)).toMatchObject({ pending: 0, taken: 4.5, available: 5.5 });
    expect(mail.some((m) => m.to.includes(w.alice.user.email))).toBe(true);
    // A decided request cannot be decided again.
    expect((await manager.post(`/hr/leaves/${created.body.id}/reject`, {})).body.code).toBe('INVALID_STATE');
  });

  it('gives the days back on a rejection and on the employee’s cancel', async () => {
    const bob = await w.bob.api();
    const manager = await w.manager.api();
    const first = (await request(bob, annual, '2026-05-04', '2026-05-05').expect(201)).body;
    expect(await balance(w.bob)).toMatchObject({ pending: 2, available: 8 });
    const rejected = await manager.post(`/hr/leaves/${first.id}/reject`, { comment: 'Inventaire' }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', decisionComment: 'Inventaire' });
    expect(await balance(w.bob)).toMatchObject({ pending: 0, available: 10 });

    const second = (await request(bob, annual, '2026-05-11', '2026-05-12').expect(201)).body;
    await manager.post(`/hr/leaves/${second.id}/approve`, {}).expect(200);
    expect(await balance(w.bob)).toMatchObject({ taken: 2, available: 8 });
    // A colleague does not even see the request; the manager sees it but only the requester cancels.
    expect((await (await w.carol.api()).post(`/hr/leaves/${second.id}/cancel`, {})).status).toBe(404);
    expect((await manager.post(`/hr/leaves/${second.id}/cancel`, {})).status).toBe(403);
    const cancelled = await bob.post(`/hr/leaves/${second.id}/cancel`, { reason: 'Projet avancé' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelReason: 'Projet avancé' });
    expect(await balance(w.bob)).toMatchObject({ taken: 0, pending: 0, available: 10 });
    expect((await bob.post(`/hr/leaves/${second.id}/cancel`, {})).body.code).toBe('INVALID_STATE');
    // A pending request cancelled: its circuit is withdrawn, its days come back.
    const third = (await request(bob, annual, '2026-05-18', '2026-05-18').expect(201)).body;
    expect(await balance(w.bob)).toMatchObject({ pending: 1 });
    expect((await bob.post(`/hr/leaves/${third.id}/cancel`, {}).expect(200)).body.status).toBe('CANCELLED');
    expect(await balance(w.bob)).toMatchObject({ pending: 0, available: 10 });
    expect((await manager.get('/hr/leaves/pending-approvals').expect(200)).body.items.map((p: { request: { id: string } }) => p.request.id)).not.toContain(third.id);
  });

  it('refuses one’s own approval with SELF_APPROVAL, lets a delegate decide, and lets an administrator override with a comment', async () => {
    const managerApi = await w.manager.api();
    const own = (await request(managerApi, annual, '2026-06-01', '2026-06-02').expect(201)).body;
    const self = await managerApi.post(`/hr/leaves/${own.id}/approve`, {});
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('SELF_APPROVAL');

    const carolReq = (await request(await w.carol.api(), annual, '2026-06-08', '2026-06-08').expect(201)).body;
    const admin = await w.admin.api();
    const delegated = await managerApi.post(`/hr/leaves/${carolReq.id}/delegate/${w.admin.user.id}`, { comment: 'En mission' });
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);
    expect((await managerApi.post(`/hr/leaves/${carolReq.id}/approve`, {})).status).toBe(403);
    expect((await admin.post(`/hr/leaves/${carolReq.id}/approve`, {}).expect(200)).body.status).toBe('APPROVED');

    const noComment = await admin.put(`/admin/leaves/${own.id}/override`, { action: 'APPROVE', comment: '  ' });
    expect(noComment.status).toBe(400);
    expect(noComment.body.code).toBe('VALIDATION_FAILED');
    expect((await balance(w.manager)).pending).toBe(2);
    const overridden = await admin.put(`/admin/leaves/${own.id}/override`, { action: 'APPROVE', comment: 'Validé par la DRH' }).expect(200);
    expect(overridden.body).toMatchObject({ status: 'APPROVED', override: { action: 'APPROVE', comment: 'Validé par la DRH' } });
    expect(await balance(w.manager)).toMatchObject({ pending: 0, taken: 2 });
    const cancel = await admin.put(`/admin/leaves/${own.id}/override`, { action: 'CANCEL', comment: 'Annulé : erreur de saisie' }).expect(200);
    expect(cancel.body.status).toBe('CANCELLED');
    expect(await balance(w.manager)).toMatchObject({ taken: 0, available: 10 });

    const list = await admin.get(`/admin/leaves?status=CANCELLED&employeeId=${w.manager.employeeId}`).expect(200);
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([own.id]);
  });
});
