import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let autoRoom: { id: string };
let validatedRoom: { id: string };

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-01T08:00:00Z' });
  w = await buildWorld(t);
  const rooms = await createType(w.as.admin, { name: 'Salle de réunion' });
  const cars = await createType(w.as.admin, { name: 'Véhicule', requiresValidation: true, requiresOwner: true });
  autoRoom = await createResource(w.as.admin, rooms.id, { name: 'Salle Baobab' });
  validatedRoom = await createResource(w.as.admin, cars.id, { name: 'Toyota Hilux', ownerId: w.owner.id });
});
afterAll(() => t?.close());

describe('POST /booking/bookings', () => {
  it('confirms at once on an auto-validating resource and answers the contract shape', async () => {
    const res = await book(w.as.alice, autoRoom.id, '2026-06-02', '09:00', '10:00', { subject: 'Point hebdo' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      resourceId: autoRoom.id,
      subject: 'Point hebdo',
      start: '2026-06-02T09:00:00.000Z',
      end: '2026-06-02T10:00:00.000Z',
      status: 'APPROVED',
      requesterId: w.alice.id,
      requester: { id: w.alice.id, name: 'Alice Kouassi' },
      attendees: [],
      reminderSentAt: null,
    });
    expect(res.body.allowedActions).toEqual(expect.arrayContaining(['cancel']));
  });

  it('waits for approval when the resource does not auto-validate', async () => {
    const res = await book(w.as.alice, validatedRoom.id, '2026-06-02', '09:00', '12:00');
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('PENDING');
  });
});
