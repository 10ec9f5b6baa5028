import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { at, book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let mail: MailMessage[];
let owned: { id: string };
let other: { id: string };

beforeAll(async () => {
  t = await createTestServer({ now: '2026-08-01T07:00:00Z' });
  w = await buildWorld(t);
  mail = captureMail(t);
  const type = await createType(w.as.admin);
  owned = await createResource(w.as.admin, type.id, { name: 'Salle Néré', ownerId: w.owner.id });
  other = await createResource(w.as.admin, type.id, { name: 'Salle Caïlcédrat' });
});
afterAll(() => t?.close());

const blockout = (api = w.as.admin, resourceId = owned.id, body: Record<string, unknown> = {}) =>
  api.post(`/booking/resources/${resourceId}/blockouts`, {
    start: at('2026-08-10', '00:00'),
    end: at('2026-08-11', '00:00'),
    reason: 'Travaux de peinture',
    ...body,
  });

describe('blockouts', () => {
  it('are created by catalogue managers with a reason and refuse bookings inside them (409)', async () => {
    const res = await blockout();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      resourceId: owned.id,
      start: '2026-08-10T00:00:00.000Z',
      end: '2026-08-11T00:00:00.000Z',
      reason: 'Travaux de peinture',
      createdBy: { id: w.admin.id },
    });
    const refused = await book(w.as.alice, owned.id, '2026-08-10', '09:00', '10:00');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('BOOKING_OVERLAP');
    expect(refused.body.conflicts).toEqual([
      {
        kind: 'BLOCKOUT',
        id: res.body.id,
        start: '2026-08-10T00:00:00.000Z',
        end: '2026-08-11T00:00:00.000Z',
        reason: 'Travaux de peinture',
      },
    ]);
    await book(w.as.alice, owned.id, '2026-08-11', '00:00', '01:00').expect(201);
  });

  it('need a reason and an end after the start', async () => {
    for (const body of [{ reason: '' }, { reason: undefined }, { end: at('2026-08-09', '00:00') }]) {
      const res = await blockout(w.as.admin, owned.id, {
        start: at('2026-08-20', '00:00'),
        end: at('2026-08-21', '00:00'),
        ...body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('are managed by the resource owner on their resources only; employees are refused', async () => {
    const mine = await blockout(w.as.owner, owned.id, {
      start: at('2026-08-12', '08:00'),
      end: at('2026-08-12', '12:00'),
      reason: 'Formation',
    });
    expect(mine.status).toBe(201);
    const notMine = await blockout(w.as.owner, other.id, {
      start: at('2026-08-12', '08:00'),
      end: at('2026-08-12', '12:00'),
    });
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('PERMISSION_DENIED');
    expect((await blockout(w.as.alice, owned.id, { start: at('2026-08-13', '08:00') })).status).toBe(403);
    const changed = await w.as.owner.put(`/booking/blockouts/${mine.body.id}`, {
      start: at('2026-08-12', '08:00'),
      end: at('2026-08-12', '13:00'),
      reason: 'Formation prolongée',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ end: '2026-08-12T13:00:00.000Z', reason: 'Formation prolongée' });
    expect((await w.as.alice.delete(`/booking/blockouts/${mine.body.id}`)).status).toBe(403);
    await w.as.owner.delete(`/booking/blockouts/${mine.body.id}`).expect(204);
    await book(w.as.alice, owned.id, '2026-08-12', '09:00', '10:00').expect(201);
  });

  it('are refused over active bookings, listing them, unless booking.manage cancels them', async () => {
    const first = await book(w.as.alice, other.id, '2026-08-15', '09:00', '10:00');
    const second = await book(w.as.bob, other.id, '2026-08-15', '14:00', '15:00');
    const third = await book(w.as.bob, other.id, '2026-08-16', '14:00', '15:00');
    await w.as.bob.post(`/booking/bookings/${third.body.id}/cancel`).expect(200);
    const body = { start: at('2026-08-15', '00:00'), end: at('2026-08-17', '00:00'), reason: 'Inventaire' };
    const refused = await blockout(w.as.admin, other.id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('BOOKING_OVERLAP');
    expect(refused.body.conflicts.map((c: { id: string }) => c.id)).toEqual([first.body.id, second.body.id]);

    const updateOver = await w.as.admin.put(
      `/booking/blockouts/${(await blockout(w.as.admin, other.id, { start: at('2026-08-18', '00:00'), end: at('2026-08-19', '00:00') })).body.id}`,
      body,
    );
    expect(updateOver.status).toBe(409);

    mail.length = 0;
    const forced = await blockout(w.as.admin, other.id, { ...body, cancelConflicting: true });
    expect(forced.status).toBe(201);
    for (const id of [first.body.id, second.body.id]) {
      const b = (await w.as.admin.get(`/booking/bookings/${id}`)).body;
      expect(b).toMatchObject({
        status: 'CANCELLED',
        cancelReason: 'Inventaire',
        cancelledBy: { id: w.admin.id },
      });
    }
    expect(mail.map((m) => m.to).sort()).toEqual([[w.alice.email], [w.bob.email]].sort());
  });

  it('may not cancel bookings for someone without booking.manage', async () => {
    const b = await book(w.as.alice, owned.id, '2026-08-25', '09:00', '10:00');
    const res = await blockout(w.as.owner, owned.id, {
      start: at('2026-08-25', '00:00'),
      end: at('2026-08-26', '00:00'),
      cancelConflicting: true,
    });
    expect(res.status).toBe(403);
    expect((await w.as.admin.get(`/booking/bookings/${b.body.id}`)).body.status).toBe('APPROVED');
  });

  it('are listed per resource and overall, with a window, to anyone who books', async () => {
    const res = await w.as.alice.get(
      `/booking/resources/${owned.id}/blockouts?from=2026-08-09&to=2026-08-11`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, total: 1 });
    expect(res.body.items[0].reason).toBe('Travaux de peinture');
    const all = await w.as.alice.get('/booking/blockouts?pageSize=200');
    expect(all.body.items.map((k: { resourceId: string }) => k.resourceId)).toEqual(
      expect.arrayContaining([owned.id, other.id]),
    );
    const filtered = await w.as.alice.get(`/booking/blockouts?resourceId=${other.id}`);
    expect(filtered.body.items.every((k: { resourceId: string }) => k.resourceId === other.id)).toBe(true);
    expect(
      (await w.as.alice.get('/booking/resources/00000000-0000-4000-8000-000000000000/blockouts')).status,
    ).toBe(404);
  });
});
