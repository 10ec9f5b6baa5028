import { describe, expect, it } from 'vitest';
import type { BaseError } from 'sequelize';
import { Problem } from '../../platform/http/problem';
import { allowedActions, transition } from '../../platform/state-machine';
import { newContext } from '../../platform/tenancy/context';
import type { Booking } from './models/booking';
import type { Resource } from './models/resource';
import { callerActions } from './policy';
import { initialStatus } from './services/create-booking';
import { mapBookingDatabaseError } from './services/db-errors';
import { BOOKING_STATUSES, bookingStates, type BookingAction, type BookingStatus } from './states';

/** Pure rules of the booking module, with worked examples (no database). */

describe('booking state machine (the specification’s table)', () => {
  const moves = (action: BookingAction) =>
    Object.fromEntries(
      BOOKING_STATUSES.map((s) => [s, bookingStates[s][action] ?? null] as const).filter(([, to]) => to),
    );

  it('approves and rejects only from PENDING', () => {
    expect(moves('approve')).toEqual({ PENDING: 'APPROVED' });
    expect(moves('reject')).toEqual({ PENDING: 'REJECTED' });
  });

  it('lets the requester cancel from any status except COMPLETED and CANCELLED', () => {
    expect(moves('cancel')).toEqual({ PENDING: 'CANCELLED', APPROVED: 'CANCELLED', REJECTED: 'CANCELLED' });
  });

  it('lets an administrator cancel from any status', () => {
    expect(moves('adminCancel')).toEqual(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 'CANCELLED'])));
  });

  it('has the job complete approved bookings and reject those never approved', () => {
    expect(moves('complete')).toEqual({ APPROVED: 'COMPLETED' });
    expect(moves('expire')).toEqual({ PENDING: 'REJECTED' });
  });

  it('refuses any other move with INVALID_STATE carrying the current status', () => {
    for (const from of ['APPROVED', 'REJECTED', 'CANCELLED', 'COMPLETED'] as BookingStatus[]) {
      let problem: unknown;
      try {
        transition(bookingStates, from, 'approve');
      } catch (err) {
        problem = err;
      }
      expect(problem).toBeInstanceOf(Problem);
      expect(problem).toMatchObject({ code: 'INVALID_STATE', extensions: { currentStatus: from } });
    }
    expect(allowedActions(bookingStates, 'COMPLETED')).toEqual(['adminCancel']);
  });
});

describe('initial status of a new booking', () => {
  const owner = 'owner-1';
  it('is APPROVED when the resource auto-validates, whoever books', () => {
    expect(initialStatus({ autoValidate: true, ownerId: null }, { allowOwnerAutoValidate: false }, 'x')).toBe(
      'APPROVED',
    );
  });
  it('is APPROVED for the owner when the type lets owners validate alone, PENDING otherwise', () => {
    const resource = { autoValidate: false, ownerId: owner };
    expect(initialStatus(resource, { allowOwnerAutoValidate: true }, owner)).toBe('APPROVED');
    expect(initialStatus(resource, { allowOwnerAutoValidate: false }, owner)).toBe('PENDING');
    expect(initialStatus(resource, { allowOwnerAutoValidate: true }, 'someone-else')).toBe('PENDING');
  });
  it('is PENDING on a resource without owner that does not auto-validate', () => {
    expect(initialStatus({ autoValidate: false, ownerId: null }, { allowOwnerAutoValidate: true }, 'x')).toBe(
      'PENDING',
    );
  });
});

describe('what the caller may do next', () => {
  const now = new Date('2026-05-04T12:00:00Z');
  const resource = { ownerId: 'owner' } as Resource;
  const booking = (patch: Partial<Booking>) =>
    ({
      id: 'b1',
      requesterId: 'alice',
      status: 'PENDING',
      attendees: [],
      workflowInstanceId: null,
      endAt: new Date('2026-05-05T10:00:00Z'),
      ...patch,
    }) as Booking;
  const as = (userId: string, permissions: string[]) =>
    newContext({ userId, permissions: new Set(permissions) });

  it('offers approve and reject to the owner, cancel and attendees to the requester', () => {
    expect(callerActions(booking({}), resource, now, new Set(), as('owner', ['resource.owner']))).toEqual([
      'approve',
      'reject',
    ]);
    expect(callerActions(booking({}), resource, now, new Set(), as('alice', ['booking.create']))).toEqual([
      'cancel',
      'editAttendees',
    ]);
  });

  it('never offers a decision on one’s own booking, even to a manager', () => {
    expect(
      callerActions(
        booking({ requesterId: 'boss' }),
        resource,
        now,
        new Set(),
        as('boss', ['booking.manage']),
      ),
    ).toEqual(['cancel', 'adminCancel', 'editAttendees']);
  });

  it('offers feedback once the slot is over, on a booking that took place', () => {
    const over = { endAt: new Date('2026-05-04T11:00:00Z') };
    const alice = as('alice', ['booking.create']);
    expect(callerActions(booking({ ...over, status: 'COMPLETED' }), resource, now, new Set(), alice)).toEqual(
      ['giveFeedback'],
    );
    expect(callerActions(booking({ ...over, status: 'REJECTED' }), resource, now, new Set(), alice)).toEqual([
      'cancel',
    ]);
  });

  it('on an approval circuit, offers the decision only to whoever its current step names', () => {
    const onCircuit = booking({ workflowInstanceId: 'wf-1' });
    const owner = as('owner', ['resource.owner']);
    expect(callerActions(onCircuit, resource, now, new Set(), owner)).toEqual([]);
    expect(callerActions(onCircuit, resource, now, new Set(['b1']), owner)).toEqual(['approve', 'reject']);
  });
});

describe('database refusals in the contract’s words', () => {
  const driverError = (original: Record<string, string>) =>
    ({ name: 'SequelizeDatabaseError', message: original.message ?? 'x', original }) as unknown as BaseError;

  it('maps the PostgreSQL exclusion constraint and the blockout triggers to BOOKING_OVERLAP', () => {
    for (const constraint of [
      'bookings_no_overlap',
      'bookings_blockout_overlap',
      'booking_blockouts_booking_overlap',
    ])
      expect(mapBookingDatabaseError(driverError({ code: '23P01', constraint }))?.code).toBe(
        'BOOKING_OVERLAP',
      );
  });

  it('maps the SQLite trigger aborts', () => {
    expect(
      mapBookingDatabaseError(
        driverError({ code: 'SQLITE_CONSTRAINT', message: 'SQLITE_CONSTRAINT: BOOKING_OVERLAP' }),
      )?.code,
    ).toBe('BOOKING_OVERLAP');
    const order = mapBookingDatabaseError(
      driverError({ code: 'SQLITE_CONSTRAINT', message: 'SQLITE_CONSTRAINT: BOOKING_TIME_ORDER' }),
    );
    expect(order).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves other errors alone (another exclusion constraint, a unique violation)', () => {
    expect(
      mapBookingDatabaseError(driverError({ code: '23P01', constraint: 'leave_no_overlap' })),
    ).toBeUndefined();
    expect(
      mapBookingDatabaseError(driverError({ code: '23505', constraint: 'bookings_pkey' })),
    ).toBeUndefined();
  });
});
