import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant } from '../../../platform/tenancy/context';
import { buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { Booking } from '../models';
import { at, book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let room: { id: string };
let clients: ApiClient[];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-09-01T07:00:00Z' });
  w = await buildWorld(t);
  room = await createResource(w.as.admin, (await createType(w.as.admin)).id, { name: 'Salle Iroko' });
  // Ten different people, five requests each.
  const users = await Promise.all(Array.from({ length: 10 }, () => buildUser(t, { tenant: w.tenant })));
  clients = await Promise.all(users.map((u) => loginAs(t, u)));
});
afterAll(() => t?.close());

const bookingsOn = (day: string) =>
  asTenant(w.tenant.id, async () =>
    (await Booking.findAll({ where: { resourceId: room.id } })).filter((b) =>
      b.startAt.toISOString().startsWith(day),
    ),
  );

describe('no overlap, ever', () => {
  it('lets exactly one of 50 concurrent overlapping requests through: one 201, 49 × 409 BOOKING_OVERLAP', async () => {
    const day = '2026-09-10';
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % clients.length].post('/booking/bookings', {
          resourceId: room.id,
          subject: `Demande ${i}`,
          // Every slot covers 10:00–10:30, each shaped a little differently.
          start: at(day, `${String(9 + (i % 2)).padStart(2, '0')}:${String((i * 7) % 30).padStart(2, '0')}`),
          end: at(day, `${String(10 + (i % 3)).padStart(2, '0')}:30`),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.status === 409)) {
      expect(r.body.code).toBe('BOOKING_OVERLAP');
      expect(r.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const stored = await bookingsOn(day);
    expect(stored).toHaveLength(1);
    expect(stored[0].id).toBe(responses.find((r) => r.status === 201)?.body.id);
  });

  it('still books 50 concurrent requests for distinct slots', async () => {
    const day = '2026-09-11';
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const start = new Date(Date.parse(`${day}T06:00:00Z`) + i * 15 * 60_000);
        return clients[i % clients.length].post('/booking/bookings', {
          resourceId: room.id,
          subject: `Créneau ${i}`,
          start: start.toISOString(),
          end: new Date(start.getTime() + 15 * 60_000).toISOString(),
        });
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(await bookingsOn(day)).toHaveLength(50);
  });
});

describe('weekly series', () => {
  const series = (api: ApiClient, body: Record<string, unknown>) =>
    api.post('/booking/bookings/series', {
      resourceId: room.id,
      subject: 'Comité de direction',
      start: at('2026-09-14', '08:00'),
      end: at('2026-09-14', '09:00'),
      ...body,
    });

  it('books every occurrence with one series id, keeping the Paris wall time across the end of summer time', async () => {
    const res = await series(w.as.alice, {
      start: '2026-10-19T09:00:00+02:00',
      end: '2026-10-19T10:00:00+02:00',
      recurrence: { frequency: 'WEEKLY', until: '2026-11-02', timeZone: 'Europe/Paris' },
    });
    expect(res.status).toBe(201);
    expect(res.body.seriesId).toEqual(expect.any(String));
    expect(
      res.body.bookings.map((b: { start: string; seriesId: string; status: string }) => [
        b.start,
        b.seriesId === res.body.seriesId,
        b.status,
      ]),
    ).toEqual([
      ['2026-10-19T07:00:00.000Z', true, 'APPROVED'],
      ['2026-10-26T08:00:00.000Z', true, 'APPROVED'],
      ['2026-11-02T08:00:00.000Z', true, 'APPROVED'],
    ]);
  });

  it('creates nothing when an occurrence conflicts, and reports the conflicting dates', async () => {
    await book(w.as.bob, room.id, '2026-09-28', '08:30', '09:30').expect(201);
    await w.as.admin
      .post(`/booking/resources/${room.id}/blockouts`, {
        start: at('2026-10-05', '00:00'),
        end: at('2026-10-06', '00:00'),
        reason: 'Désinfection',
      })
      .expect(201);
    const before = await asTenant(w.tenant.id, () => Booking.count());
    const res = await series(w.as.alice, { recurrence: { frequency: 'WEEKLY', until: '2026-10-12' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BOOKING_OVERLAP');
    expect(res.body.conflictingDates).toEqual(['2026-09-28', '2026-10-05']);
    expect(res.body.conflicts[1]).toMatchObject({
      date: '2026-10-05',
      start: '2026-10-05T08:00:00.000Z',
      conflictsWith: [{ kind: 'BLOCKOUT', reason: 'Désinfection' }],
    });
    expect(res.body.conflicts[0].conflictsWith[0]).toMatchObject({
      kind: 'BOOKING',
      start: '2026-09-28T08:30:00.000Z',
    });
    expect(await asTenant(w.tenant.id, () => Booking.count())).toBe(before);
  });

  it('refuses rules that end before they start, run past a year, or name an unknown zone', async () => {
    for (const recurrence of [
      { frequency: 'WEEKLY', until: '2026-09-13' },
      { frequency: 'WEEKLY', until: '2027-09-20' },
      { frequency: 'WEEKLY', until: '2026-10-01', timeZone: 'Mars/Olympus' },
      { frequency: 'DAILY', until: '2026-10-01' },
      { frequency: 'WEEKLY', until: '2026-10-01', interval: 0 },
    ]) {
      const res = await series(w.as.alice, { recurrence });
      expect(res.status, JSON.stringify(recurrence)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await series(w.as.alice, {})).status).toBe(400);
  });
});
