import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { buildUser, loginAs } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { BOOKING_JOBS } from '..';
import { book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let mail: MailMessage[];
let car: { id: string };
let room: { id: string };
let day = 1;
/** A fresh day for each booking so that no two tests collide. */
const nextDay = () => `2026-07-${String(++day).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-30T08:00:00Z' });
  w = await buildWorld(t);
  mail = captureMail(t);
  const cars = await createType(w.as.admin, {
    name: 'Véhicule',
    requiresValidation: true,
    allowOwnerAutoValidate: false,
  });
  car = await createResource(w.as.admin, cars.id, { name: 'Peugeot 508', ownerId: w.owner.id });
  room = await createResource(w.as.admin, (await createType(w.as.admin)).id, { name: 'Salle Kapokier' });
});
afterAll(() => t?.close());

async function pending(api = w.as.alice) {
  const res = await book(api, car.id, nextDay(), '09:00', '10:00');
  expect(res.body.status).toBe('PENDING');
  return res.body.id as string;
}
const status = async (id: string) => (await w.as.admin.get(`/booking/bookings/${id}`)).body.status;
const history = async (id: string) =>
  (await w.as.admin.get(`/booking/bookings/${id}/history`)).body.items as {
    action: string;
    fromStatus: string | null;
    toStatus: string;
    actor: { id: string } | null;
    comment: string | null;
  }[];

describe('approve and reject', () => {
  it('tells the owner a booking waits, and lets the owner approve it (history, mail to the requester)', async () => {
    mail.length = 0;
    const id = await pending();
    expect(mail.map((m) => m.to)).toEqual([[w.owner.email]]);
    expect(mail[0].subject).toContain('Peugeot 508');
    const res = await w.as.owner.post(`/booking/bookings/${id}/approve`, { comment: 'Clés à l’accueil' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'APPROVED',
      decidedBy: { id: w.owner.id },
      decisionComment: 'Clés à l’accueil',
    });
    expect(res.body.decidedAt).toBe('2026-06-30T08:00:00.000Z');
    expect(mail.at(-1)?.to).toEqual([w.alice.email]);
    expect((await history(id)).map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['CREATED', null, 'PENDING'],
      ['APPROVED', 'PENDING', 'APPROVED'],
    ]);
  });

  it('tells the booking managers instead when the owner cannot decide (no resource.owner)', async () => {
    const type = await createType(w.as.admin, { requiresValidation: true });
    const bike = await createResource(w.as.admin, type.id, { name: 'Vélo de service', ownerId: w.alice.id });
    mail.length = 0;
    const id = (await book(w.as.bob, bike.id, nextDay(), '09:00', '10:00')).body.id;
    expect(mail.map((m) => m.to)).toEqual([[w.admin.email]]);
    const byOwner = await w.as.alice.post(`/booking/bookings/${id}/approve`);
    expect(byOwner.status).toBe(403);
    expect(await status(id)).toBe('PENDING');
    await w.as.admin.post(`/booking/bookings/${id}/approve`).expect(200);
  });

  it('lets booking.manage approve on any resource', async () => {
    const id = await pending();
    expect((await w.as.admin.post(`/booking/bookings/${id}/approve`)).body.status).toBe('APPROVED');
  });

  it('refuses the owner of another resource (404: not theirs to see) and people without the permission (403)', async () => {
    const otherOwner = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['MANAGER'] }));
    const id = await pending(w.as.bob);
    const byOther = await otherOwner.post(`/booking/bookings/${id}/approve`);
    // The other manager cannot even see this booking.
    expect(byOther.status).toBe(404);
    const employee = await w.as.alice.post(`/booking/bookings/${id}/approve`);
    expect(employee.status).toBe(403);
    expect(employee.body.code).toBe('PERMISSION_DENIED');
    expect(await status(id)).toBe('PENDING');
  });

  it('refuses a manager who can see the booking but does not own its resource (403 PERMISSION_DENIED)', async () => {
    const attendee = await buildUser(t, { tenant: w.tenant, roles: ['MANAGER'] });
    const id = (await book(w.as.bob, car.id, nextDay(), '09:00', '10:00', { attendees: [attendee.id] })).body
      .id;
    const res = await (await loginAs(t, attendee)).post(`/booking/bookings/${id}/reject`, { reason: 'Non' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
    expect(await status(id)).toBe('PENDING');
  });

  it('refuses approving or rejecting one’s own booking with 403 SELF_APPROVAL, owner and manager alike', async () => {
    const own = await pending(w.as.owner);
    for (const [path, body] of [
      ['approve', {}],
      ['reject', { reason: 'Moi' }],
    ] as const) {
      const res = await w.as.owner.post(`/booking/bookings/${own}/${path}`, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SELF_APPROVAL');
    }
    const admins = await pending(w.as.admin);
    const res = await w.as.admin.post(`/booking/bookings/${admins}/approve`);
    expect(res.body.code).toBe('SELF_APPROVAL');
    expect(await status(own)).toBe('PENDING');
    expect(await status(admins)).toBe('PENDING');
  });

  it('requires a reason to reject, then records it', async () => {
    const id = await pending();
    for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }]) {
      const res = await w.as.owner.post(`/booking/bookings/${id}/reject`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors[0].path).toBe('reason');
    }
    expect(await status(id)).toBe('PENDING');
    const res = await w.as.owner.post(`/booking/bookings/${id}/reject`, { reason: 'Véhicule en révision' });
    expect(res.body).toMatchObject({ status: 'REJECTED', decisionComment: 'Véhicule en révision' });
    expect(mail.at(-1)?.text).toContain('Véhicule en révision');
  });

  it('answers 409 INVALID_STATE with the current status when the booking is not PENDING', async () => {
    const id = await pending();
    await w.as.owner.post(`/booking/bookings/${id}/reject`, { reason: 'Non' }).expect(200);
    for (const path of ['approve', 'reject']) {
      const res = await w.as.owner.post(`/booking/bookings/${id}/${path}`, { reason: 'Encore' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'REJECTED' });
    }
  });

  it('refuses to approve once the slot is over (422) and changes nothing', async () => {
    const id = (await book(w.as.alice, car.id, '2026-06-30', '08:10', '08:40')).body.id;
    await w.setClock('2026-06-30T08:45:00Z');
    const res = await w.as.owner.post(`/booking/bookings/${id}/approve`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BUSINESS_RULE');
    expect(await status(id)).toBe('PENDING');
    await w.setClock('2026-06-30T08:00:00Z');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await w.as.owner.post('/booking/bookings/00000000-0000-4000-8000-000000000000/approve')).status,
    ).toBe(404);
    expect((await w.as.owner.post('/booking/bookings/zzz/approve')).status).toBe(404);
  });
});

describe('cancel and admin-cancel', () => {
  it('lets the requester cancel from PENDING, APPROVED and REJECTED', async () => {
    const p = await pending();
    const a = (await book(w.as.alice, room.id, nextDay(), '09:00', '10:00')).body.id;
    const r = await pending();
    await w.as.owner.post(`/booking/bookings/${r}/reject`, { reason: 'Non' }).expect(200);
    for (const id of [p, a, r]) {
      const res = await w.as.alice.post(`/booking/bookings/${id}/cancel`, { reason: 'Réunion annulée' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'CANCELLED',
        cancelledBy: { id: w.alice.id },
        cancelReason: 'Réunion annulée',
      });
    }
    expect((await history(a)).map((h) => h.action)).toEqual(['CREATED', 'CANCELLED']);
  });

  it('refuses to cancel a CANCELLED or COMPLETED booking (409) and changes nothing', async () => {
    const cancelled = (await book(w.as.alice, room.id, nextDay(), '09:00', '10:00')).body.id;
    await w.as.alice.post(`/booking/bookings/${cancelled}/cancel`).expect(200);
    const again = await w.as.alice.post(`/booking/bookings/${cancelled}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });

    const done = (await book(w.as.alice, room.id, '2026-06-30', '08:30', '09:30')).body.id;
    t.clock.set('2026-06-30T10:00:00Z');
    await t.server.container.services.jobs.runNow(BOOKING_JOBS.complete, t.clock.now());
    t.clock.set('2026-06-30T08:00:00Z');
    expect(await status(done)).toBe('COMPLETED');
    const res = await w.as.alice.post(`/booking/bookings/${done}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.currentStatus).toBe('COMPLETED');
    expect(await status(done)).toBe('COMPLETED');
  });

  it('lets only the requester cancel: 404 to those who cannot see it, 403 to the owner', async () => {
    const id = await pending();
    expect((await w.as.bob.post(`/booking/bookings/${id}/cancel`)).status).toBe(404);
    const owner = await w.as.owner.post(`/booking/bookings/${id}/cancel`);
    expect(owner.status).toBe(403);
    expect(owner.body.code).toBe('PERMISSION_DENIED');
    expect(await status(id)).toBe('PENDING');
  });

  it('lets booking.manage cancel any booking from any status, recorded in the history with the reason', async () => {
    mail.length = 0;
    const approved = (await book(w.as.alice, room.id, nextDay(), '09:00', '10:00')).body.id;
    const res = await w.as.admin.post(`/booking/bookings/${approved}/admin-cancel`, {
      reason: 'Salle réquisitionnée',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: { id: w.admin.id },
      cancelReason: 'Salle réquisitionnée',
    });
    const last = (await history(approved)).at(-1);
    expect(last).toMatchObject({
      action: 'ADMIN_CANCELLED',
      fromStatus: 'APPROVED',
      toStatus: 'CANCELLED',
      actor: { id: w.admin.id },
      comment: 'Salle réquisitionnée',
    });
    expect(mail.map((m) => m.to)).toEqual([[w.alice.email]]);
    // "any": also from CANCELLED (recorded again) and without a body.
    await w.as.admin.post(`/booking/bookings/${approved}/admin-cancel`).expect(200);
    expect((await history(approved)).filter((h) => h.action === 'ADMIN_CANCELLED')).toHaveLength(2);
  });

  it('admin-cancels from PENDING, REJECTED and COMPLETED too, each recorded with its former status', async () => {
    const p = await pending(w.as.bob);
    const r = await pending(w.as.bob);
    await w.as.owner.post(`/booking/bookings/${r}/reject`, { reason: 'Non' }).expect(200);
    const c = (await book(w.as.bob, room.id, '2026-06-30', '09:30', '09:45')).body.id;
    t.clock.set('2026-06-30T10:00:00Z');
    await t.server.container.services.jobs.runNow(BOOKING_JOBS.complete, t.clock.now());
    t.clock.set('2026-06-30T08:00:00Z');
    expect(await status(c)).toBe('COMPLETED');
    for (const [id, from] of [
      [p, 'PENDING'],
      [r, 'REJECTED'],
      [c, 'COMPLETED'],
    ] as const) {
      const res = await w.as.admin.post(`/booking/bookings/${id}/admin-cancel`, { reason: 'Audit' });
      expect(res.status, from).toBe(200);
      expect(res.body.status).toBe('CANCELLED');
      // (The test clock went back after the job ran: look the line up rather than take the last.)
      expect((await history(id)).find((h) => h.action === 'ADMIN_CANCELLED')).toMatchObject({
        fromStatus: from,
        toStatus: 'CANCELLED',
        actor: { id: w.admin.id },
        comment: 'Audit',
      });
    }
    // The owner is no longer asked about the withdrawn request.
    const queue = (await w.as.owner.get('/booking/bookings/approvals?pageSize=200')).body.items;
    expect(queue.map((b: { id: string }) => b.id)).not.toContain(p);
  });

  it('refuses admin-cancel without booking.manage (403), even to the owner and the requester', async () => {
    const id = await pending();
    for (const api of [w.as.owner, w.as.alice]) {
      const res = await api.post(`/booking/bookings/${id}/admin-cancel`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    expect(await status(id)).toBe('PENDING');
  });
});

describe('attendees', () => {
  it('lets the requester replace them, recorded in the history', async () => {
    const id = (await book(w.as.alice, room.id, nextDay(), '09:00', '10:00', { attendees: [w.bob.id] })).body
      .id;
    const res = await w.as.alice.put(`/booking/bookings/${id}/attendees`, {
      attendees: ['guest@client.sn', w.owner.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.attendees).toEqual([
      { userId: null, email: 'guest@client.sn', name: null },
      { userId: w.owner.id, email: w.owner.email, name: 'Moussa Traoré' },
    ]);
    expect((await history(id)).at(-1)?.action).toBe('ATTENDEES_CHANGED');
    // Bob is no longer an attendee: the booking is out of his sight.
    expect((await w.as.bob.get(`/booking/bookings/${id}`)).status).toBe(404);
  });

  it('refuses other people, malformed lists and finished bookings', async () => {
    const id = (await book(w.as.alice, room.id, nextDay(), '09:00', '10:00', { attendees: [w.bob.id] })).body
      .id;
    const bob = await w.as.bob.put(`/booking/bookings/${id}/attendees`, { attendees: [] });
    expect(bob.status).toBe(403);
    expect((await w.as.alice.put(`/booking/bookings/${id}/attendees`, { attendees: 'bob' })).status).toBe(
      400,
    );
    expect(
      (await w.as.alice.put(`/booking/bookings/${id}/attendees`, { attendees: Array(51).fill('a@b.ci') }))
        .status,
    ).toBe(400);
    await w.as.alice.post(`/booking/bookings/${id}/cancel`).expect(200);
    const res = await w.as.alice.put(`/booking/bookings/${id}/attendees`, { attendees: [] });
    expect(res.status).toBe(409);
    expect(res.body.currentStatus).toBe('CANCELLED');
  });
});

describe('audit trail', () => {
  it('keeps every change of a booking, readable by its requester and booking.manage, not by others', async () => {
    const id = await pending();
    await w.as.owner.post(`/booking/bookings/${id}/approve`).expect(200);
    await w.as.alice.post(`/booking/bookings/${id}/cancel`, { reason: 'Plus besoin' }).expect(200);
    const trail = await w.as.admin.get(`/audit/BOOKING/${id}`);
    expect(trail.status).toBe(200);
    const events = trail.body.items as { action: string; changes: { field: string; after: unknown }[] }[];
    expect(events.map((e) => e.action).sort()).toEqual(['CREATE', 'STATE_CHANGE', 'STATE_CHANGE']);
    const statuses = events
      .flatMap((e) => e.changes)
      .filter((c) => c.field === 'status')
      .map((c) => c.after)
      .sort();
    expect(statuses).toEqual(['APPROVED', 'CANCELLED', 'PENDING']);
    expect((await w.as.alice.get(`/audit/BOOKING/${id}`)).status).toBe(200);
    expect((await w.as.bob.get(`/audit/BOOKING/${id}`)).status).toBe(403);
  });

  it('keeps blockouts in the trail for catalogue managers', async () => {
    const res = await w.as.admin.post(`/booking/resources/${room.id}/blockouts`, {
      start: '2026-09-01T00:00:00.000Z',
      end: '2026-09-02T00:00:00.000Z',
      reason: 'Peinture',
    });
    expect(res.status).toBe(201);
    await w.as.admin.delete(`/booking/blockouts/${res.body.id}`).expect(204);
    const trail = await w.as.admin.get(`/audit/BOOKING_BLOCKOUT/${res.body.id}`);
    expect(trail.status).toBe(200);
    expect(trail.body.items.map((e: { action: string }) => e.action).sort()).toEqual(['CREATE', 'DELETE']);
    expect((await w.as.alice.get(`/audit/BOOKING_BLOCKOUT/${res.body.id}`)).status).toBe(403);
  });
});
