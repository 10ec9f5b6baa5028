import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../../platform/tenancy/context';
import { buildAdmin } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { Tenant } from '../../tenants/models/tenant';
import { book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let room: { id: string };
let car: { id: string };

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-02T07:00:00Z' });
  w = await buildWorld(t);
  room = await createResource(w.as.admin, (await createType(w.as.admin)).id, {
    name: 'Salle Fromager',
    location: 'Plateau, 2e étage',
  });
  car = await createResource(w.as.admin, (await createType(w.as.admin, { requiresValidation: true })).id, {
    name: 'Toyota Hilux',
    ownerId: w.owner.id,
  });
});
afterAll(() => t?.close());

const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
const pathOf = (url: string) => new URL(url).pathname;

describe('personal calendar feed', () => {
  it('gives each user one stable token and a feed URL', async () => {
    const first = await w.as.alice.get('/booking/ical/token');
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.body.feedUrl).toMatch(new RegExp(`^http://[^/]+/booking/ical/feed/${first.body.token}$`));
    expect(first.body.webcalUrl).toBe(first.body.feedUrl.replace('http:', 'webcal:'));
    expect((await w.as.alice.get('/booking/ical/token')).body.token).toBe(first.body.token);
    expect((await w.as.bob.get('/booking/ical/token')).body.token).not.toBe(first.body.token);
  });

  it('serves my bookings as text/calendar without a login, parsed by an iCalendar reader', async () => {
    const confirmed = (
      await book(w.as.alice, room.id, '2026-11-03', '09:00', '10:30', {
        subject: 'Revue « Q4 »; budget',
        attendees: [w.bob.id, 'invite@client.ci'],
      })
    ).body;
    const pending = (
      await book(w.as.alice, car.id, '2026-11-04', '08:00', '18:00', { subject: 'Mission Yamoussoukro' })
    ).body;
    const cancelled = (
      await book(w.as.alice, room.id, '2026-11-05', '09:00', '10:00', { subject: 'Annulée' })
    ).body;
    await w.as.alice.post(`/booking/bookings/${cancelled.id}/cancel`).expect(200);
    await book(w.as.bob, room.id, '2026-11-06', '09:00', '10:00', { subject: 'Pas à Alice' }).expect(201);

    const { feedUrl } = (await w.as.alice.get('/booking/ical/token')).body;
    const res = await t.http.get(pathOf(feedUrl));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // Named, and with a refresh hint that subscribed clients follow.
    expect(res.text).toContain('X-WR-CALNAME:Réservations — Alice Kouassi');
    expect(res.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(res.text).toContain('X-PUBLISHED-TTL:PT1H');
    const parsed = events(res.text);
    expect(parsed.map((e) => e.uid).sort()).toEqual(
      [`booking-${confirmed.id}@baobab`, `booking-${pending.id}@baobab`].sort(),
    );
    const meeting = parsed.find((e) => e.uid === `booking-${confirmed.id}@baobab`)!;
    expect(meeting.start.toISOString()).toBe('2026-11-03T09:00:00.000Z');
    expect(meeting.end?.toISOString()).toBe('2026-11-03T10:30:00.000Z');
    expect(meeting.summary).toBe('Revue « Q4 »; budget — Salle Fromager');
    expect(meeting.location).toBe('Salle Fromager, Plateau, 2e étage');
    expect(meeting.status).toBe('CONFIRMED');
    expect(String(meeting.description)).toContain('invite@client.ci');
    expect(parsed.find((e) => e.uid === `booking-${pending.id}@baobab`)?.status).toBe('TENTATIVE');
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await t.http.get('/booking/ical/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.http.get('/booking/ical/feed/short')).status).toBe(404);
    expect((await t.http.get('/booking/ical/feed/..%2F..%2Fetc')).status).toBe(404);
  });

  it('stops serving the old URL once the token is rotated', async () => {
    const before = (await w.as.bob.get('/booking/ical/token')).body;
    await t.http.get(pathOf(before.feedUrl)).expect(200);
    const rotated = await w.as.bob.post('/booking/ical/token/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.token).not.toBe(before.token);
    const old = await t.http.get(pathOf(before.feedUrl));
    expect(old.status).toBe(404);
    expect(old.body.code).toBe('NOT_FOUND');
    const fresh = await t.http.get(pathOf(rotated.body.feedUrl));
    expect(fresh.status).toBe(200);
    expect(events(fresh.text).map((e) => e.summary)).toEqual(['Pas à Alice — Salle Fromager']);
    expect((await w.as.bob.get('/booking/ical/token')).body.token).toBe(rotated.body.token);
  });

  it('needs booking.create for the token, and goes dark when the tenant is suspended', async () => {
    expect((await t.http.get('/booking/ical/token')).status).toBe(401);
    const { feedUrl } = (await w.as.alice.get('/booking/ical/token')).body;
    await asSystem(() => Tenant.update({ subscriptionStatus: 'SUSPENDED' }, { where: { id: w.tenant.id } }));
    expect((await t.http.get(pathOf(feedUrl))).status).toBe(404);
    await asSystem(() => Tenant.update({ subscriptionStatus: 'ACTIVE' }, { where: { id: w.tenant.id } }));
    expect((await t.http.get(pathOf(feedUrl))).status).toBe(200);
  });
});

describe('feed URL behind a proxy', () => {
  it('starts with PUBLIC_URL when it is set, not with the address the request came to', async () => {
    const own = await createTestServer({ env: { PUBLIC_URL: 'https://agenda.example/baobab/' } });
    try {
      const { api } = await buildAdmin(own);
      const res = await api.get('/booking/ical/token');
      expect(res.status).toBe(200);
      expect(res.body.feedUrl).toBe(`https://agenda.example/baobab/booking/ical/feed/${res.body.token}`);
      expect(res.body.webcalUrl).toBe(`webcal://agenda.example/baobab/booking/ical/feed/${res.body.token}`);
    } finally {
      await own.close();
    }
  });
});
