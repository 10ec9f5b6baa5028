import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction';
import { toProblem } from '../../platform/http/error-handler';
import { asTenant } from '../../platform/tenancy/context';
import { runInApp } from '../../platform/modules';
import { buildTenant, buildUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { Blockout, Booking, Resource, ResourceType } from './models';

/**
 * The database half of "no overlap, ever", exercised below the application check: rows written
 * straight through the models must still be refused, concurrently too.
 */
let t: TestServer;
let tenantId: string;
let resourceId: string;
let requesterId: string;
const at = (hhmm: string, day = '2030-03-04') => new Date(`${day}T${hhmm}:00Z`);

const inTenant = <T>(fn: () => Promise<T>) => runInApp(t.server.container, () => asTenant(tenantId, () => inTransaction(t.server.sequelize, fn)));
/** The problem the app would answer (modules' database error mappers included). */
const problemOf = (err: unknown) => runInApp(t.server.container, () => toProblem(err));
const book = (
  start: string,
  end: string,
  status: 'PENDING' | 'APPROVED' | 'CANCELLED' = 'APPROVED',
  day?: string,
) =>
  inTenant(() =>
    Booking.create({
      resourceId,
      requesterId,
      subject: 'Test',
      startAt: at(start, day),
      endAt: at(end, day),
      status,
      attendees: [],
      requestedAt: new Date(),
    }),
  );
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return problemOf(err);
  }
  throw new Error('expected the database to refuse the write');
};

beforeAll(async () => {
  t = await createTestServer();
  const tenant = await buildTenant(t);
  tenantId = tenant.id;
  requesterId = (await buildUser(t, { tenant })).id;
  resourceId = await inTenant(async () => {
    const type = await ResourceType.create({ name: 'Salle' });
    return (await Resource.create({ typeId: type.id, name: 'Salle Baobab', code: 'SB-1' })).id;
  });
});
afterAll(() => t?.close());

describe('database overlap guards', () => {
  it('refuses an overlapping active booking, allows back-to-back slots and ignores cancelled ones', async () => {
    await book('09:00', '10:00');
    const problem = await refusal(book('09:30', '10:30', 'PENDING'));
    expect(problem.code).toBe('BOOKING_OVERLAP');
    expect(problem.status).toBe(409);
    await book('10:00', '11:00');
    await book('08:00', '09:00', 'PENDING');
    await book('09:15', '09:45', 'CANCELLED');
  });

  it('refuses an update that moves a booking onto another, or reactivates an overlapping one', async () => {
    const moved = await book('13:00', '14:00');
    expect(
      (await refusal(inTenant(() => moved.update({ startAt: at('10:30'), endAt: at('13:30') })))).code,
    ).toBe('BOOKING_OVERLAP');
    const cancelled = await book('09:00', '09:30', 'CANCELLED', '2030-03-04');
    expect((await refusal(inTenant(() => cancelled.update({ status: 'PENDING' })))).code).toBe(
      'BOOKING_OVERLAP',
    );
    // Approving a pending booking does not collide with itself.
    const pending = await book('15:00', '16:00', 'PENDING');
    await inTenant(() => pending.update({ status: 'APPROVED' }));
  });

  it('refuses bookings inside a blockout and blockouts over active bookings', async () => {
    const day = '2030-03-05';
    await inTenant(() =>
      Blockout.create({ resourceId, startAt: at('12:00', day), endAt: at('18:00', day), reason: 'Travaux' }),
    );
    expect((await refusal(book('17:00', '19:00', 'PENDING', day))).code).toBe('BOOKING_OVERLAP');
    await book('18:00', '19:00', 'PENDING', day);
    const blockout = inTenant(() =>
      Blockout.create({
        resourceId,
        startAt: at('18:30', day),
        endAt: at('20:00', day),
        reason: 'Nettoyage',
      }),
    );
    expect((await refusal(blockout)).code).toBe('BOOKING_OVERLAP');
    await book('08:00', '09:00', 'CANCELLED', day);
    await inTenant(() =>
      Blockout.create({
        resourceId,
        startAt: at('07:00', day),
        endAt: at('09:00', day),
        reason: 'Désinfection',
      }),
    );
  });

  it('refuses a slot whose end is not after its start', async () => {
    const problem = await refusal(book('11:00', '11:00', 'PENDING', '2030-03-06'));
    expect(problem.code).toBe('VALIDATION_FAILED');
  });

  it('lets exactly one of 50 concurrent overlapping inserts through', async () => {
    const day = '2030-03-07';
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        book(`09:${String(i % 60).padStart(2, '0')}`, '11:00', 'PENDING', day),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => problemOf(r.reason).code);
    expect(ok).toHaveLength(1);
    expect(refused).toEqual(Array(49).fill('BOOKING_OVERLAP'));
    const stored = await asTenant(tenantId, () =>
      Booking.count({ where: { resourceId, startAt: { [Op.gte]: at('00:00', day) } } }),
    );
    expect(stored).toBe(1);
  });

  /**
   * Interleaves two transactions by hand: the first writes and holds its transaction open, the
   * second writes the overlapping row meanwhile. The second must wait, then be refused.
   */
  async function interleave(first: () => Promise<unknown>, second: () => Promise<unknown>) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    const holder = inTenant(async () => {
      await first();
      written();
      await gate;
    });
    await firstWritten;
    let settled = false;
    const contender = inTenant(second).finally(() => (settled = true));
    contender.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    const waited = !settled;
    release();
    await holder;
    return { waited, problem: await refusal(contender) };
  }

  it('makes a booking wait for a blockout being written on its resource, then refuses it', async () => {
    const day = '2030-04-01';
    const { waited, problem } = await interleave(
      () =>
        Blockout.create({
          resourceId,
          startAt: at('07:00', day),
          endAt: at('21:00', day),
          reason: 'Inventaire',
        }),
      () =>
        Booking.create({
          resourceId,
          requesterId,
          subject: 'Course',
          startAt: at('10:00', day),
          endAt: at('11:00', day),
          status: 'PENDING',
          attendees: [],
          requestedAt: new Date(),
        }),
    );
    expect(waited).toBe(true);
    expect(problem.code).toBe('BOOKING_OVERLAP');
  });

  it('makes a blockout wait for a booking being written on its resource, then refuses it', async () => {
    const day = '2030-04-02';
    const { waited, problem } = await interleave(
      () =>
        Booking.create({
          resourceId,
          requesterId,
          subject: 'Course',
          startAt: at('10:00', day),
          endAt: at('11:00', day),
          status: 'APPROVED',
          attendees: [],
          requestedAt: new Date(),
        }),
      () =>
        Blockout.create({
          resourceId,
          startAt: at('07:00', day),
          endAt: at('21:00', day),
          reason: 'Inventaire',
        }),
    );
    expect(waited).toBe(true);
    expect(problem.code).toBe('BOOKING_OVERLAP');
  });
});
