import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { BOOKING_JOBS, EXPIRED_REASON } from '../services/jobs';
import { book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let mail: MailMessage[];
let slow: { id: string };
let manual: { id: string };
let room: { id: string };

const run = (name: string, iso: string) => t.server.container.services.jobs.runNow(name, new Date(iso));
const get = async (id: string) => (await w.as.admin.get(`/booking/bookings/${id}`)).body;
const actions = async (id: string) =>
  (
    (await w.as.admin.get(`/booking/bookings/${id}/history`)).body.items as {
      action: string;
      actor: unknown;
    }[]
  ).map((h) => h.action);

beforeAll(async () => {
  t = await createTestServer({ now: '2026-10-05T08:00:00Z' });
  w = await buildWorld(t);
  mail = captureMail(t);
  const validated = await createType(w.as.admin, { requiresValidation: true });
  slow = await createResource(w.as.admin, validated.id, {
    name: 'Minibus',
    ownerId: w.owner.id,
    autoApproveAfterHours: 24,
  });
  manual = await createResource(w.as.admin, validated.id, { name: 'Salle du conseil', ownerId: w.owner.id });
  room = await createResource(w.as.admin, (await createType(w.as.admin)).id, {
    name: 'Salle Fromager',
    location: 'Plateau',
  });
});
afterAll(() => t?.close());

describe('scheduled jobs (injected clock)', () => {
  it('registers the three booking jobs', () => {
    const names = (t.server.container.services.jobs as unknown as { names(): string[] }).names();
    expect(names).toEqual(expect.arrayContaining(Object.values(BOOKING_JOBS)));
  });

  it('auto-approves PENDING bookings once autoApproveAfterHours have passed, and only on such resources', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const waiting = (await book(w.as.alice, slow.id, '2026-10-09', '09:00', '17:00')).body.id;
    const untouched = (await book(w.as.alice, manual.id, '2026-10-09', '09:00', '17:00')).body.id;
    expect(await run(BOOKING_JOBS.autoApprove, '2026-10-06T07:59:00Z')).toBe(true);
    expect((await get(waiting)).status).toBe('PENDING');
    mail.length = 0;
    await run(BOOKING_JOBS.autoApprove, '2026-10-06T08:00:00Z');
    const approved = await get(waiting);
    expect(approved).toMatchObject({
      status: 'APPROVED',
      decidedBy: null,
      decidedAt: '2026-10-06T08:00:00.000Z',
    });
    expect(await actions(waiting)).toEqual(['CREATED', 'AUTO_APPROVED']);
    expect((await get(untouched)).status).toBe('PENDING');
    // The requester learns it, as after a person's decision; nobody else is written to.
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [[w.alice.email], 'Réservation confirmée / Booking approved: Minibus'],
    ]);
    // A second run finds nothing left to do.
    await run(BOOKING_JOBS.autoApprove, '2026-10-06T09:00:00Z');
    expect(mail).toHaveLength(1);
  });

  it('sends one reminder before the slot to the requester and attendees, setting reminderSentAt', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const id = (
      await book(w.as.alice, room.id, '2026-10-12', '09:00', '10:00', {
        subject: 'Revue budgétaire',
        attendees: [w.bob.id, 'consultant@cabinet.ci'],
      })
    ).body.id;
    mail.length = 0;
    await run(BOOKING_JOBS.reminders, '2026-10-11T08:59:00Z');
    expect(mail).toHaveLength(0);
    await run(BOOKING_JOBS.reminders, '2026-10-11T09:00:00Z');
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toEqual([w.alice.email, w.bob.email, 'consultant@cabinet.ci']);
    expect(mail[0].subject).toContain('Revue budgétaire');
    expect(mail[0].text).toContain('Salle Fromager');
    expect((await get(id)).reminderSentAt).toBe('2026-10-11T09:00:00.000Z');
    await run(BOOKING_JOBS.reminders, '2026-10-12T08:30:00Z');
    expect(mail).toHaveLength(1);
    expect((await actions(id)).filter((a) => a === 'REMINDER_SENT')).toHaveLength(1);
  });

  it('reminds nobody of pending, cancelled or started bookings', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    await book(w.as.alice, manual.id, '2026-10-14', '09:00', '10:00');
    const cancelled = (await book(w.as.alice, room.id, '2026-10-14', '09:00', '10:00')).body.id;
    await w.as.alice.post(`/booking/bookings/${cancelled}/cancel`).expect(200);
    mail.length = 0;
    await run(BOOKING_JOBS.reminders, '2026-10-14T08:00:00Z');
    expect(mail.filter((m) => String(m.subject).includes('Réunion'))).toHaveLength(0);
  });

  it('completes approved bookings whose slot is over, and rejects those still pending', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const approved = (await book(w.as.alice, room.id, '2026-10-20', '09:00', '10:00')).body.id;
    const pending = (await book(w.as.bob, manual.id, '2026-10-20', '09:00', '10:00')).body.id;
    const later = (await book(w.as.alice, room.id, '2026-10-20', '11:00', '12:00')).body.id;
    await run(BOOKING_JOBS.complete, '2026-10-20T09:59:59Z');
    expect((await get(approved)).status).toBe('APPROVED');
    mail.length = 0;
    await run(BOOKING_JOBS.complete, '2026-10-20T10:00:00Z');
    expect(await get(approved)).toMatchObject({
      status: 'COMPLETED',
      completedAt: '2026-10-20T10:00:00.000Z',
    });
    expect(await get(pending)).toMatchObject({
      status: 'REJECTED',
      decisionComment: EXPIRED_REASON,
      decidedBy: null,
    });
    expect((await get(later)).status).toBe('APPROVED');
    expect(await actions(approved)).toEqual(['CREATED', 'COMPLETED']);
    expect(await actions(pending)).toEqual(['CREATED', 'REJECTED']);
    // Only the requester of the expired request is written to, with the reason.
    expect(mail.map((m) => m.to)).toEqual([[w.bob.email]]);
    expect(mail[0].subject).toBe('Réservation refusée / Booking rejected: Salle du conseil');
    expect(mail[0].text).toContain(EXPIRED_REASON);
    // A completed booking's slot is free for nobody: it happened.
    t.clock.set('2026-10-20T10:00:00Z');
  });
});
