import { describe, expect, it } from 'vitest';
import { computeStats, type StatsRow } from './stats';

/**
 * A worked week, 2 to 9 March 2026 (Monday to Monday, UTC):
 * - room R1: Alice 2 h Monday (completed, rated 4), Bob 3 h Tuesday (approved, rated 2),
 *   Bob Wednesday (cancelled);
 * - car C1: Alice 4 h Thursday (approved by the owner 2 h after asking), Alice Friday
 *   (rejected at once), and Bob Sunday 22:00 → Monday 02:00, of which 2 h fall in the week.
 */
const at = (s: string) => new Date(`2026-03-${s}:00Z`);
const row = (r: Partial<StatsRow> & Pick<StatsRow, 'resourceId' | 'requesterId' | 'status'>): StatsRow => ({
  startAt: at('02T08:00'),
  endAt: at('02T09:00'),
  requestedAt: at('01T08:00'),
  decidedAt: null,
  decidedBy: null,
  feedbackRating: null,
  ...r,
});
const rows: StatsRow[] = [
  row({
    resourceId: 'R1',
    requesterId: 'alice',
    status: 'COMPLETED',
    startAt: at('02T08:00'),
    endAt: at('02T10:00'),
    feedbackRating: 4,
  }),
  row({
    resourceId: 'R1',
    requesterId: 'bob',
    status: 'APPROVED',
    startAt: at('03T09:00'),
    endAt: at('03T12:00'),
    feedbackRating: 2,
  }),
  row({
    resourceId: 'R1',
    requesterId: 'bob',
    status: 'CANCELLED',
    startAt: at('04T09:00'),
    endAt: at('04T10:00'),
  }),
  row({
    resourceId: 'C1',
    requesterId: 'alice',
    status: 'APPROVED',
    startAt: at('05T08:00'),
    endAt: at('05T12:00'),
    requestedAt: at('04T10:00'),
    decidedAt: at('04T12:00'),
    decidedBy: 'owner',
  }),
  row({
    resourceId: 'C1',
    requesterId: 'alice',
    status: 'REJECTED',
    startAt: at('06T08:00'),
    endAt: at('06T09:00'),
    requestedAt: at('05T10:00'),
    decidedAt: at('05T10:00'),
    decidedBy: 'owner',
  }),
  row({
    resourceId: 'C1',
    requesterId: 'bob',
    status: 'APPROVED',
    startAt: at('08T22:00'),
    endAt: at('09T02:00'),
  }),
];
const resources = [
  { id: 'C1', code: 'VEH-1', name: 'Toyota Hilux', typeId: 'cars' },
  { id: 'R1', code: 'SALLE-1', name: 'Salle Fromager', typeId: 'rooms' },
  { id: 'X1', code: 'VP-1', name: 'Projecteur', typeId: 'rooms' },
];
const types = [
  { id: 'rooms', name: 'Salles' },
  { id: 'cars', name: 'Véhicules' },
];

describe('booking statistics', () => {
  const stats = computeStats(rows, resources, types, at('02T00:00'), at('09T00:00'));

  it('counts statuses, held hours clipped to the period, rates and ratings', () => {
    expect(stats.totals).toEqual({
      bookings: 6,
      byStatus: { PENDING: 0, APPROVED: 3, REJECTED: 1, CANCELLED: 1, COMPLETED: 1 },
      // 2 + 3 (room) + 4 + 2 (the night booking, clipped at Monday 00:00) = 11
      heldHours: 11,
      cancellationRate: 0.1667,
      rejectionRate: 0.1667,
      // (2 h + 0 h) / 2 decisions by a person
      averageDecisionHours: 1,
      averageRating: 3,
      feedbackCount: 2,
    });
  });

  it('splits by resource (most held first, unused ones left out), type and ISO weekday', () => {
    expect(stats.byResource.map((r) => [r.code, r.bookings, r.heldHours, r.averageRating])).toEqual([
      ['VEH-1', 3, 6, null],
      ['SALLE-1', 3, 5, 3],
    ]);
    expect(stats.byType.map((t) => [t.name, t.bookings, t.heldHours])).toEqual([
      ['Salles', 3, 5],
      ['Véhicules', 3, 6],
    ]);
    expect(stats.byWeekday.map((d) => d.bookings)).toEqual([1, 1, 1, 1, 1, 0, 1]);
    expect(stats.byWeekday[6].weekday).toBe(7);
  });

  it('ranks requesters by number of bookings', () => {
    expect(stats.topRequesters).toEqual([
      { requesterId: 'alice', bookings: 3 },
      { requesterId: 'bob', bookings: 3 },
    ]);
  });

  it('answers zeros and nulls for an empty period', () => {
    const empty = computeStats([], resources, types, at('02T00:00'), at('09T00:00'));
    expect(empty.totals).toMatchObject({
      bookings: 0,
      heldHours: 0,
      cancellationRate: 0,
      averageRating: null,
    });
    expect(empty.byResource).toEqual([]);
  });
});
