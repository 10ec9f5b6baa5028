import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, defineWorkflow, step, type Org, type Person } from '../../approvals/tests/world';
import { WORKFLOW_TIMEOUT_JOB } from '../../../platform/workflow';
import { BOOKING_JOBS, EXPIRED_REASON } from '../services/jobs';
import { TIMED_OUT_REASON } from '../services/workflow';
import { at } from './world';

/**
 * With a RESOURCE_BOOKING circuit defined by the tenant, approval follows its steps (here: the
 * requester's manager, then the administrator), not the resource's owner.
 */
let t: TestServer;
let org: Org;
let mail: MailMessage[];
let manager: Person;
let employee: Person;
let owner: Person;
let car: string;
let room: string;
let n = 0;
const day = () => `2026-10-${String(++n + 1).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-09-30T08:00:00Z' });
  mail = captureMail(t);
  org = await buildOrg(t);
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  employee = await org.hire({ firstName: 'Aminata', roles: ['EMPLOYEE'], manager });
  owner = await org.hire({ firstName: 'Didier', roles: ['MANAGER'], manager: org.admin });
  const admin = await org.admin.api();
  const type = (
    await admin.post('/booking/resource-types', { name: 'Véhicule', requiresValidation: true }).expect(201)
  ).body.id;
  car = (
    await admin
      .post('/booking/resources', {
        name: 'Toyota Hilux',
        code: 'VEH-1',
        typeId: type,
        ownerId: owner.user.id,
      })
      .expect(201)
  ).body.id;
  room = (
    await admin
      .post('/booking/resources', { name: 'Salle Baobab', code: 'SALLE-1', typeId: type, autoValidate: true })
      .expect(201)
  ).body.id;
  await defineWorkflow(org, 'RESOURCE_BOOKING', [
    step('Manager', { type: 'MANAGER' }),
    step('Direction', { type: 'USER', userId: org.admin.user.id }),
  ]);
});
afterAll(() => t?.close());

const book = async (who: Person, resourceId = car, d = day()) => {
  const res = await (
    await who.api()
  ).post('/booking/bookings', {
    resourceId,
    subject: 'Mission Bouaké',
    start: at(d, '08:00'),
    end: at(d, '17:00'),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const get = async (id: string) => (await (await org.admin.api()).get(`/booking/bookings/${id}`)).body;
const actions = async (id: string) =>
  (
    (await (await org.admin.api()).get(`/booking/bookings/${id}/history`)).body.items as {
      action: string;
      actor: { id: string } | null;
    }[]
  ).map((h) => [h.action, h.actor?.id ?? null]);

describe('bookings on a RESOURCE_BOOKING approval circuit', () => {
  it('starts the circuit at creation and follows its steps: the manager, then the direction', async () => {
    mail.length = 0;
    const booking = await book(employee);
    expect(booking.status).toBe('PENDING');
    // The engine tells the first step's approver (the requester's manager), not the resource's owner.
    expect(mail.flatMap((m) => [m.to].flat())).toContain(manager.user.email);
    expect(mail.flatMap((m) => [m.to].flat())).not.toContain(owner.user.email);

    const ownerTry = await (await owner.api()).post(`/booking/bookings/${booking.id}/approve`);
    expect(ownerTry.status).toBe(403);
    expect(ownerTry.body.code).toBe('PERMISSION_DENIED');

    const queue = await (await manager.api()).get('/booking/bookings/approvals');
    const queued = queue.body.items.find((b: { id: string }) => b.id === booking.id);
    expect(queued.allowedActions).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect(
      (await (await owner.api()).get('/booking/bookings/approvals')).body.items.map(
        (b: { id: string }) => b.id,
      ),
    ).not.toContain(booking.id);

    const first = await (
      await manager.api()
    ).post(`/booking/bookings/${booking.id}/approve`, { comment: 'OK pour moi' });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('PENDING');
    expect(first.body.allowedActions).not.toContain('approve');
    const again = await (await manager.api()).post(`/booking/bookings/${booking.id}/approve`);
    expect(again.status).toBe(403);

    const second = await (await org.admin.api()).post(`/booking/bookings/${booking.id}/approve`);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'APPROVED', decidedBy: { id: org.admin.user.id } });
    expect(await actions(booking.id)).toEqual([
      ['CREATED', employee.user.id],
      ['STEP_APPROVED', manager.user.id],
      ['APPROVED', org.admin.user.id],
    ]);
  });

  it('ends REJECTED with the reason when a step rejects; a reason is still required', async () => {
    const booking = await book(employee);
    expect((await (await manager.api()).post(`/booking/bookings/${booking.id}/reject`, {})).status).toBe(400);
    const res = await (
      await manager.api()
    ).post(`/booking/bookings/${booking.id}/reject`, { reason: 'Véhicule déjà promis' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'REJECTED',
      decisionComment: 'Véhicule déjà promis',
      decidedBy: { id: manager.user.id },
    });
    const late = await (await org.admin.api()).post(`/booking/bookings/${booking.id}/approve`);
    expect(late.status).toBe(409);
    expect(late.body.currentStatus).toBe('REJECTED');
  });

  it('is decided from the approvals inbox through its links, which send { comment } (the reason of a rejection)', async () => {
    const booking = await book(employee);
    const api = await manager.api();
    const inbox = await api.get('/approvals/inbox?pageSize=200');
    expect(inbox.status).toBe(200);
    const item = inbox.body.items.find(
      (i: { entityType: string; entityId: string }) =>
        i.entityType === 'RESOURCE_BOOKING' && i.entityId === booking.id,
    );
    expect(item.links).toMatchObject({
      reject: { method: 'POST', path: `/booking/bookings/${booking.id}/reject` },
      view: '/booking/approvals',
    });
    expect((await api.post(item.links.reject.path, {})).status).toBe(400);
    const res = await api.post(item.links.reject.path, { comment: 'Pas de mission prévue' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'REJECTED', decisionComment: 'Pas de mission prévue' });
  });

  it("refuses SELF_APPROVAL on one's own booking, even to a manager who may approve others'", async () => {
    const booking = await book(manager);
    for (const path of ['approve', 'reject']) {
      const res = await (
        await manager.api()
      ).post(`/booking/bookings/${booking.id}/${path}`, { reason: 'Moi' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SELF_APPROVAL');
    }
    expect((await get(booking.id)).status).toBe('PENDING');
    // The manager's own manager (the administrator) is the first step here.
    await (await org.admin.api()).post(`/booking/bookings/${booking.id}/approve`).expect(200);
  });

  it('approves at once when no step finds anyone to ask (the administrator books for himself)', async () => {
    const booking = await book(org.admin);
    expect(booking.status).toBe('APPROVED');
    expect((await actions(booking.id)).map(([action]) => action)).toEqual(['CREATED', 'APPROVED']);
  });

  it('withdraws the request when the requester cancels: nobody is asked any more', async () => {
    const booking = await book(employee);
    await (
      await employee.api()
    )
      .post(`/booking/bookings/${booking.id}/cancel`, { reason: 'Mission annulée' })
      .expect(200);
    expect(
      (await (await manager.api()).get('/booking/bookings/approvals')).body.items.map(
        (b: { id: string }) => b.id,
      ),
    ).not.toContain(booking.id);
    // No longer the manager's business; a booking manager sees why nothing can be approved.
    expect((await (await manager.api()).post(`/booking/bookings/${booking.id}/approve`)).status).toBe(404);
    const res = await (await org.admin.api()).post(`/booking/bookings/${booking.id}/approve`);
    expect(res.status).toBe(409);
    expect(res.body.currentStatus).toBe('CANCELLED');
  });

  it('asks once for a weekly series and decides every occurrence together', async () => {
    const res = await (
      await employee.api()
    ).post('/booking/bookings/series', {
      resourceId: car,
      subject: 'Tournée agences',
      start: at('2026-11-02', '08:00'),
      end: at('2026-11-02', '12:00'),
      recurrence: { frequency: 'WEEKLY', until: '2026-11-16' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ids = res.body.bookings.map((b: { id: string }) => b.id) as string[];
    expect(ids).toHaveLength(3);
    const queue = (
      await (await manager.api()).get('/booking/bookings/approvals?pageSize=200')
    ).body.items.map((b: { id: string }) => b.id);
    expect(queue).toEqual(expect.arrayContaining(ids));
    await (await manager.api()).post(`/booking/bookings/${ids[1]}/approve`).expect(200);
    await (await org.admin.api()).post(`/booking/bookings/${ids[2]}/approve`).expect(200);
    for (const id of ids) expect((await get(id)).status).toBe('APPROVED');
  });

  it('leaves auto-validating resources alone: confirmed at once, no request', async () => {
    const booking = await book(employee, room);
    expect(booking.status).toBe('APPROVED');
    expect(
      (await (await manager.api()).get('/booking/bookings/approvals')).body.items.map(
        (b: { id: string }) => b.id,
      ),
    ).not.toContain(booking.id);
  });

  it('rejects the booking when the circuit times out (FAIL), and withdraws the request of a slot gone by', async () => {
    await defineWorkflow(org, 'RESOURCE_BOOKING', [
      step('Manager', { type: 'MANAGER' }, { timeoutHours: 24, timeoutAction: 'FAIL' }),
    ]);
    const jobs = t.server.container.services.jobs;
    const timedOut = await book(employee, car, '2026-10-20');
    const expiring = await book(employee, car, '2026-10-01');
    await jobs.runNow(WORKFLOW_TIMEOUT_JOB, new Date('2026-10-01T07:59:00Z'));
    expect((await get(timedOut.id)).status).toBe('PENDING');
    await jobs.runNow(BOOKING_JOBS.complete, new Date('2026-10-01T17:00:00Z'));
    expect(await get(expiring.id)).toMatchObject({ status: 'REJECTED', decisionComment: EXPIRED_REASON });
    await jobs.runNow(WORKFLOW_TIMEOUT_JOB, new Date('2026-10-01T08:00:00Z'));
    expect(await get(timedOut.id)).toMatchObject({
      status: 'REJECTED',
      decisionComment: TIMED_OUT_REASON,
      decidedBy: null,
    });
    expect((await (await manager.api()).get('/booking/bookings/approvals')).body.items).toEqual([]);
  });
});
