import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant } from '../../../platform/tenancy/context';
import { buildUser, loginAs } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { Booking } from '../models';
import { at, book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let autoRoom: { id: string };
let car: { id: string };
let ownRoom: { id: string };

const count = () => asTenant(w.tenant.id, () => Booking.count());

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-01T08:00:00Z' });
  w = await buildWorld(t);
  const rooms = await createType(w.as.admin, { name: 'Salle de réunion' });
  const cars = await createType(w.as.admin, {
    name: 'Véhicule',
    requiresValidation: true,
    requiresOwner: true,
  });
  const strict = await createType(w.as.admin, {
    name: 'Salle de direction',
    requiresValidation: true,
    allowOwnerAutoValidate: false,
  });
  autoRoom = await createResource(w.as.admin, rooms.id, {
    name: 'Salle Baobab',
    location: 'Plateau, 3e étage',
  });
  car = await createResource(w.as.admin, cars.id, { name: 'Toyota Hilux', ownerId: w.owner.id });
  ownRoom = await createResource(w.as.admin, strict.id, { name: 'Salle du conseil', ownerId: w.owner.id });
});
afterAll(() => t?.close());

describe('creating a booking', () => {
  it('confirms at once on an auto-validating resource and answers the contract shape', async () => {
    const res = await book(w.as.alice, autoRoom.id, '2026-06-02', '09:00', '10:00', {
      subject: 'Point hebdo',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      resourceId: autoRoom.id,
      resource: { id: autoRoom.id, name: 'Salle Baobab', location: 'Plateau, 3e étage' },
      subject: 'Point hebdo',
      start: '2026-06-02T09:00:00.000Z',
      end: '2026-06-02T10:00:00.000Z',
      status: 'APPROVED',
      requesterId: w.alice.id,
      requester: { id: w.alice.id, name: 'Alice Kouassi', email: w.alice.email },
      attendees: [],
      reminderSentAt: null,
      feedback: null,
    });
    expect(res.body.allowedActions).toEqual(['cancel', 'editAttendees']);
  });

  it('waits for approval when the resource does not auto-validate (type requires validation)', async () => {
    const res = await book(w.as.alice, car.id, '2026-06-02', '09:00', '12:00');
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('PENDING');
    expect(res.body.decidedAt).toBeNull();
  });

  it("confirms the owner's own booking when the type lets owners validate, not otherwise", async () => {
    expect((await book(w.as.owner, car.id, '2026-06-03', '09:00', '10:00')).body.status).toBe('APPROVED');
    expect((await book(w.as.owner, ownRoom.id, '2026-06-03', '09:00', '10:00')).body.status).toBe('PENDING');
  });

  it('accepts timestamps with an offset and answers them in UTC', async () => {
    const res = await w.as.alice.post('/booking/bookings', {
      resourceId: autoRoom.id,
      subject: 'Offset',
      start: '2026-06-04T10:00:00+02:00',
      end: '2026-06-04T11:30:00+02:00',
    });
    expect(res.status).toBe(201);
    expect([res.body.start, res.body.end]).toEqual(['2026-06-04T08:00:00.000Z', '2026-06-04T09:30:00.000Z']);
  });

  it('resolves attendees given as user ids or emails; other emails are guests; duplicates go', async () => {
    const res = await book(w.as.alice, autoRoom.id, '2026-06-05', '09:00', '10:00', {
      attendees: [w.bob.id, w.owner.email.toUpperCase(), 'invite@partenaire.ci', w.bob.email],
    });
    expect(res.status).toBe(201);
    expect(res.body.attendees).toEqual([
      { userId: w.bob.id, email: w.bob.email, name: 'Bob Mensah' },
      { userId: w.owner.id, email: w.owner.email, name: 'Moussa Traoré' },
      { userId: null, email: 'invite@partenaire.ci', name: null },
    ]);
  });

  it('refuses malformed requests with 400 naming each field, and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'x'.repeat(201) }, 'subject'],
      [{ subject: '' }, 'subject'],
      [{ start: at('2026-06-06', '10:00'), end: at('2026-06-06', '10:00') }, 'end'],
      [{ start: at('2026-06-06', '11:00'), end: at('2026-06-06', '10:00') }, 'end'],
      [{ start: '2026-06-06 10:00' }, 'start'],
      [{ resourceId: 'nope' }, 'resourceId'],
      [{ attendees: ['not an email'] }, 'attendees.0'],
      [{ attendees: ['00000000-0000-4000-8000-000000000000'] }, 'attendees.0'],
    ];
    for (const [patch, path] of cases) {
      const res = await w.as.alice.post('/booking/bookings', {
        resourceId: autoRoom.id,
        subject: 'Ok',
        start: at('2026-06-06', '09:00'),
        end: at('2026-06-06', '10:00'),
        ...patch,
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const exactly200 = await book(w.as.alice, autoRoom.id, '2026-06-06', '09:00', '10:00', {
      subject: 'é'.repeat(200),
    });
    expect(exactly200.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a slot already over, an unknown resource and a disabled one', async () => {
    const past = await book(w.as.alice, autoRoom.id, '2026-05-31', '09:00', '10:00');
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('BUSINESS_RULE');
    const unknown = await book(
      w.as.alice,
      '00000000-0000-4000-8000-000000000000',
      '2026-06-10',
      '09:00',
      '10:00',
    );
    expect(unknown.status).toBe(404);
    const types = await createType(w.as.admin);
    const disabled = await createResource(w.as.admin, types.id);
    await w.as.admin.post(`/booking/resources/${disabled.id}/disable`).expect(200);
    const res = await book(w.as.alice, disabled.id, '2026-06-10', '09:00', '10:00');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BUSINESS_RULE');
  });

  it('refuses an overlap with 409 BOOKING_OVERLAP listing what is in the way; back-to-back is fine', async () => {
    await book(w.as.alice, autoRoom.id, '2026-06-11', '10:00', '11:00').expect(201);
    const before = await count();
    const res = await book(w.as.bob, autoRoom.id, '2026-06-11', '10:30', '11:30');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'BOOKING_OVERLAP', status: 409 });
    expect(res.body.conflicts).toEqual([
      {
        kind: 'BOOKING',
        id: expect.any(String),
        start: '2026-06-11T10:00:00.000Z',
        end: '2026-06-11T11:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Réunion');
    expect(await count()).toBe(before);
    await book(w.as.bob, autoRoom.id, '2026-06-11', '11:00', '12:00').expect(201);
    await book(w.as.bob, autoRoom.id, '2026-06-11', '09:00', '10:00').expect(201);
  });

  it('lets a cancelled or rejected slot be booked again', async () => {
    const first = await book(w.as.alice, autoRoom.id, '2026-06-12', '14:00', '15:00');
    await w.as.alice.post(`/booking/bookings/${first.body.id}/cancel`).expect(200);
    await book(w.as.bob, autoRoom.id, '2026-06-12', '14:00', '15:00').expect(201);
  });

  it('is refused to a user without booking.create', async () => {
    const outsider = await buildUser(t, { tenant: w.tenant, permissions: ['leave.create'] });
    const res = await book(await loginAs(t, outsider), autoRoom.id, '2026-06-13', '09:00', '10:00');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
  });
});

describe('reading bookings', () => {
  it('lists my bookings, newest first by default, with filters and the list envelope', async () => {
    const res = await w.as.alice.get('/booking/bookings/mine?pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(res.body.items).toHaveLength(2);
    expect(res.body.total).toBeGreaterThan(2);
    const all = (await w.as.alice.get('/booking/bookings/mine?pageSize=200')).body.items as {
      requesterId: string;
      start: string;
    }[];
    expect(all.every((b) => b.requesterId === w.alice.id)).toBe(true);
    expect([...all].map((b) => b.start)).toEqual(
      [...all]
        .map((b) => b.start)
        .sort()
        .reverse(),
    );
    const pending = await w.as.alice.get('/booking/bookings/mine?status=PENDING');
    expect(pending.body.items.map((b: { status: string }) => b.status)).toEqual(['PENDING']);
    // A day as `to` includes that day.
    const window = await w.as.alice.get('/booking/bookings/mine?from=2026-06-05&to=2026-06-05&sort=start');
    expect(window.body.items.map((b: { start: string }) => b.start)).toEqual(['2026-06-05T09:00:00.000Z']);
    const instants = await w.as.alice.get(
      '/booking/bookings/mine?from=2026-06-05T09:30:00Z&to=2026-06-06T09:00:00Z',
    );
    expect(instants.body.items.map((b: { start: string }) => b.start)).toEqual(['2026-06-05T09:00:00.000Z']);
    expect((await w.as.alice.get('/booking/bookings/mine?status=LOST')).status).toBe(400);
  });

  it("shows a resource's calendar to anyone who books, active and completed bookings by default", async () => {
    const res = await w.as.bob.get(
      `/booking/bookings/resource/${autoRoom.id}?from=2026-06-11T00:00:00Z&to=2026-06-12T00:00:00Z&sort=start`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((b: { start: string }) => b.start)).toEqual([
      '2026-06-11T09:00:00.000Z',
      '2026-06-11T10:00:00.000Z',
      '2026-06-11T11:00:00.000Z',
    ]);
    expect(
      (await w.as.bob.get('/booking/bookings/resource/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    // The unambiguous path answers the same.
    const same = await w.as.bob.get(
      `/booking/resources/${autoRoom.id}/bookings?from=2026-06-11T00:00:00Z&to=2026-06-12T00:00:00Z&sort=start`,
    );
    expect(same.body).toEqual(res.body);
    expect((await w.as.bob.get('/booking/resources/00000000-0000-4000-8000-000000000000/bookings')).status).toBe(404);
  });

  it('shows a booking to its requester, attendees, the owner and managers; 404 to anyone else', async () => {
    const res = await book(w.as.alice, car.id, '2026-06-15', '09:00', '10:00', { attendees: [w.admin.id] });
    const id = res.body.id;
    for (const api of [w.as.alice, w.as.owner, w.as.admin])
      expect((await api.get(`/booking/bookings/${id}`)).status).toBe(200);
    const other = await w.as.bob.get(`/booking/bookings/${id}`);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    expect((await w.as.bob.get(`/booking/bookings/${id}/history`)).status).toBe(404);
  });

  it('gives the global view to booking.manage only', async () => {
    const res = await w.as.admin.get(`/booking/bookings?requesterId=${w.alice.id}&resourceId=${car.id}`);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(
      res.body.items.every(
        (b: { requesterId: string; resourceId: string }) =>
          b.requesterId === w.alice.id && b.resourceId === car.id,
      ),
    ).toBe(true);
    expect((await w.as.alice.get('/booking/bookings')).status).toBe(403);
    expect((await w.as.owner.get('/booking/bookings')).status).toBe(403);
  });

  it('lists for an owner the PENDING bookings of the resources they own, never their own', async () => {
    const res = await w.as.owner.get('/booking/bookings/approvals');
    expect(res.status).toBe(200);
    const items = res.body.items as { resourceId: string; status: string; requesterId: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every(
        (b) =>
          b.status === 'PENDING' &&
          [car.id, ownRoom.id].includes(b.resourceId) &&
          b.requesterId !== w.owner.id,
      ),
    ).toBe(true);
    const admin = await w.as.admin.get('/booking/bookings/approvals');
    expect(admin.body.items.some((b: { requesterId: string }) => b.requesterId === w.owner.id)).toBe(true);
    expect((await w.as.alice.get('/booking/bookings/approvals')).status).toBe(403);
  });
});
