import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { BOOKING_JOBS } from '../services/jobs';
import { book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let room: { id: string; code: string };
let car: { id: string; code: string };
let done: string;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T07:00:00Z' });
  w = await buildWorld(t);
  const rooms = await createType(w.as.admin, { name: 'Salles' });
  const cars = await createType(w.as.admin, { name: 'Véhicules', requiresValidation: true });
  room = await createResource(w.as.admin, rooms.id, { name: 'Salle Fromager' });
  car = await createResource(w.as.admin, cars.id, { name: 'Toyota Hilux', ownerId: w.owner.id });
  done = (await book(w.as.alice, room.id, '2026-03-02', '08:00', '10:00', { subject: '=HYPERLINK("x")' }))
    .body.id;
});
afterAll(() => t?.close());

describe('feedback', () => {
  it('opens once the slot is over (422 before), for the requester only', async () => {
    const early = await w.as.alice.post(`/booking/bookings/${done}/feedback`, { rating: 4 });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('BUSINESS_RULE');
    await w.setClock('2026-03-02T10:00:00Z');
    const bob = await w.as.bob.post(`/booking/bookings/${done}/feedback`, { rating: 1 });
    expect(bob.status).toBe(404);
    const admin = await w.as.admin.post(`/booking/bookings/${done}/feedback`, { rating: 1 });
    expect(admin.status).toBe(403);
    const res = await w.as.alice.post(`/booking/bookings/${done}/feedback`, {
      rating: 4,
      comment: 'Climatisation bruyante',
    });
    expect(res.status).toBe(200);
    expect(res.body.feedback).toEqual({
      rating: 4,
      comment: 'Climatisation bruyante',
      at: '2026-03-02T10:00:00.000Z',
    });
    const history = (await w.as.alice.get(`/booking/bookings/${done}/history`)).body.items;
    expect(history.at(-1)).toMatchObject({
      action: 'FEEDBACK',
      comment: 'Climatisation bruyante',
      details: { rating: 4 },
    });
  });

  it('takes a rating from 1 to 5 and replaces an earlier one', async () => {
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await w.as.alice.post(`/booking/bookings/${done}/feedback`, { rating });
      expect(res.status, String(rating)).toBe(400);
    }
    expect(
      (await w.as.alice.post(`/booking/bookings/${done}/feedback`, { rating: 5, comment: 'x'.repeat(2001) }))
        .status,
    ).toBe(400);
    const res = await w.as.alice.post(`/booking/bookings/${done}/feedback`, { rating: 5 });
    expect(res.body.feedback).toMatchObject({ rating: 5, comment: null });
    // Still possible once the job has completed the booking.
    await t.server.container.services.jobs.runNow(BOOKING_JOBS.complete, new Date('2026-03-02T10:05:00Z'));
    const after = await w.as.alice.post(`/booking/bookings/${done}/feedback`, {
      rating: 4,
      comment: 'Climatisation bruyante',
    });
    expect(after.body).toMatchObject({ status: 'COMPLETED', feedback: { rating: 4 } });
  });

  it('is refused on a booking that did not take place (409 INVALID_STATE)', async () => {
    await w.setClock('2026-03-02T07:00:00Z');
    const cancelled = (await book(w.as.alice, room.id, '2026-03-02', '10:00', '11:00')).body.id;
    await w.as.alice.post(`/booking/bookings/${cancelled}/cancel`).expect(200);
    const pending = (await book(w.as.alice, car.id, '2026-03-02', '10:00', '11:00')).body.id;
    await w.setClock('2026-03-02T12:00:00Z');
    for (const id of [cancelled, pending]) {
      const res = await w.as.alice.post(`/booking/bookings/${id}/feedback`, { rating: 3 });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVALID_STATE');
    }
  });
});

describe('feedback export and statistics (booking.manage)', () => {
  beforeAll(async () => {
    await w.setClock('2026-03-03T07:00:00Z');
    const b1 = (await book(w.as.bob, room.id, '2026-03-03', '09:00', '12:00')).body.id;
    const b2 = (await book(w.as.bob, car.id, '2026-03-04', '08:00', '12:00')).body.id;
    await w.setClock('2026-03-03T09:00:00Z');
    await w.as.owner.post(`/booking/bookings/${b2}/approve`).expect(200);
    const b3 = (await book(w.as.alice, car.id, '2026-03-05', '08:00', '09:00')).body.id;
    await w.as.owner.post(`/booking/bookings/${b3}/reject`, { reason: 'Révision' }).expect(200);
    await w.setClock('2026-03-04T13:00:00Z');
    await w.as.bob
      .post(`/booking/bookings/${b1}/feedback`, { rating: 2, comment: 'Projecteur en panne' })
      .expect(200);
    await w.as.bob.post(`/booking/bookings/${b2}/feedback`, { rating: 5 }).expect(200);
  });

  it('exports feedback as CSV with a header row and formula-escaped cells', async () => {
    const res = await w.as.admin.get('/booking/bookings/feedback/export?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="feedback-reservations-2026-03-04\.csv"/,
    );
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.resourceCode, r.rating, r.comment])).toEqual([
      [room.code, '4', 'Climatisation bruyante'],
      [room.code, '2', 'Projecteur en panne'],
      [car.code, '5', ''],
    ]);
    expect(rows[0]).toMatchObject({
      subject: `'=HYPERLINK("x")`,
      requester: 'Alice Kouassi',
      requesterEmail: w.alice.email,
      start: '2026-03-02T08:00:00.000Z',
    });
    const filtered = parse(
      (await w.as.admin.get(`/booking/bookings/feedback/export?resourceId=${car.id}`)).text,
      { columns: true },
    );
    expect(filtered).toHaveLength(1);
    expect(
      (await w.as.admin.get('/booking/bookings/feedback/export?from=2026-04-01')).text.trim().split('\n'),
    ).toHaveLength(1);
  });

  it('computes statistics over the period', async () => {
    const res = await w.as.admin.get('/booking/bookings/stats?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.body.from).toBe('2026-03-01T00:00:00.000Z');
    expect(res.body.to).toBe('2026-04-01T00:00:00.000Z');
    expect(res.body.totals).toMatchObject({
      bookings: 6,
      byStatus: { PENDING: 1, APPROVED: 2, REJECTED: 1, CANCELLED: 1, COMPLETED: 1 },
      // Held: Alice's 2 h (completed) + Bob's 3 h room and 4 h car.
      heldHours: 9,
      averageRating: 3.67,
      feedbackCount: 3,
      rejectionRate: 0.1667,
      cancellationRate: 0.1667,
      // The owner decided one request after 2 h, the other at once; auto-validations do not count.
      averageDecisionHours: 1,
    });
    const room1 = res.body.byResource.find((r: { resourceId: string }) => r.resourceId === room.id);
    expect(room1).toMatchObject({
      code: room.code,
      bookings: 3,
      heldHours: 5,
      averageRating: 3,
      feedbackCount: 2,
    });
    expect(res.body.byType.map((x: { name: string; bookings: number }) => [x.name, x.bookings])).toEqual([
      ['Salles', 3],
      ['Véhicules', 3],
    ]);
    expect(res.body.byWeekday.find((d: { weekday: number }) => d.weekday === 1).bookings).toBe(3);
    expect(res.body.topRequesters[0]).toMatchObject({
      requesterId: w.alice.id,
      name: 'Alice Kouassi',
      bookings: 4,
    });
  });

  it('defaults to the last 30 days and refuses bad periods', async () => {
    const res = await w.as.admin.get('/booking/bookings/stats');
    expect(res.status).toBe(200);
    expect(res.body.from).toBe('2026-02-03T00:00:00.000Z');
    expect(res.body.to).toBe('2026-03-05T00:00:00.000Z');
    expect((await w.as.admin.get('/booking/bookings/stats?from=2026-03-10&to=2026-03-01')).status).toBe(400);
    expect((await w.as.admin.get('/booking/bookings/stats?from=2025-01-01&to=2026-03-01')).status).toBe(400);
    expect((await w.as.admin.get('/booking/bookings/stats?from=2026-02-30')).status).toBe(400);
  });

  it('are refused without booking.manage', async () => {
    for (const api of [w.as.alice, w.as.owner]) {
      expect((await api.get('/booking/bookings/stats')).status).toBe(403);
      expect((await api.get('/booking/bookings/feedback/export')).status).toBe(403);
    }
  });
});
