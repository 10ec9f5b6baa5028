import type { Migration } from '../../../platform/db/migrations';

/**
 * No overlap, ever, whatever writes the rows. The application checks first (to report what
 * conflicts); these guards make a race or a stray write impossible.
 *
 * PostgreSQL: an exclusion constraint (btree_gist) forbids two active bookings of one resource
 * with intersecting [start, end) ranges. Bookings against blockouts span two tables, which no
 * constraint can: triggers on both tables lock the resource row (bookings FOR SHARE, blockouts
 * FOR UPDATE) before looking at the other table, so a booking and a blockout written at the same
 * time are serialised per resource and the second one sees the first (READ COMMITTED takes a
 * fresh snapshot for each statement of the trigger function). Their errors carry a DETAIL:
 * Sequelize reads it to build its ExclusionConstraintError.
 *
 * SQLite: one writer at a time (BEGIN IMMEDIATE), so BEFORE triggers that look at both tables
 * are race-free by construction.
 */
const ACTIVE = `('PENDING', 'APPROVED')`;

const postgres = [
  `CREATE EXTENSION IF NOT EXISTS btree_gist`,
  `ALTER TABLE bookings ADD CONSTRAINT bookings_time_order CHECK (start_at < end_at)`,
  `ALTER TABLE booking_blockouts ADD CONSTRAINT booking_blockouts_time_order CHECK (start_at < end_at)`,
  `ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
     EXCLUDE USING gist (resource_id WITH =, tstzrange(start_at, end_at, '[)') WITH &&)
     WHERE (status IN ${ACTIVE})`,
  `CREATE FUNCTION bookings_refuse_blockouts() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.status IN ${ACTIVE} THEN
       PERFORM 1 FROM booking_resources WHERE id = NEW.resource_id FOR SHARE;
       IF EXISTS (
         SELECT 1 FROM booking_blockouts k
         WHERE k.resource_id = NEW.resource_id
           AND tstzrange(k.start_at, k.end_at, '[)') && tstzrange(NEW.start_at, NEW.end_at, '[)')
       ) THEN
         RAISE EXCEPTION 'BOOKING_OVERLAP: the slot intersects a blockout'
           USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_blockout_overlap',
               DETAIL = 'A blockout of the resource covers the slot';
       END IF;
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER bookings_refuse_blockouts BEFORE INSERT OR UPDATE OF resource_id, start_at, end_at, status
     ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_refuse_blockouts()`,
  `CREATE FUNCTION booking_blockouts_refuse_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM 1 FROM booking_resources WHERE id = NEW.resource_id FOR UPDATE;
     IF EXISTS (
       SELECT 1 FROM bookings b
       WHERE b.resource_id = NEW.resource_id AND b.status IN ${ACTIVE}
         AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(NEW.start_at, NEW.end_at, '[)')
     ) THEN
       RAISE EXCEPTION 'BOOKING_OVERLAP: the blockout intersects an active booking'
         USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'booking_blockouts_booking_overlap',
             DETAIL = 'An active booking of the resource meets the period';
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER booking_blockouts_refuse_bookings BEFORE INSERT OR UPDATE OF resource_id, start_at, end_at
     ON booking_blockouts FOR EACH ROW EXECUTE FUNCTION booking_blockouts_refuse_bookings()`,
];

const overlapsBooking = (self: string) => `EXISTS (
  SELECT 1 FROM bookings b
  WHERE b.resource_id = NEW.resource_id AND b.status IN ${ACTIVE}
    AND b.start_at < NEW.end_at AND NEW.start_at < b.end_at${self})`;
const overlapsBlockout = (self: string) => `EXISTS (
  SELECT 1 FROM booking_blockouts k
  WHERE k.resource_id = NEW.resource_id
    AND k.start_at < NEW.end_at AND NEW.start_at < k.end_at${self})`;

// Sequelize writes every DATE as 'YYYY-MM-DD HH:MM:SS.SSS +00:00' on SQLite: text order is time order.
const sqlite = [
  `CREATE TRIGGER bookings_guard_insert BEFORE INSERT ON bookings
   BEGIN
     SELECT RAISE(ABORT, 'BOOKING_TIME_ORDER') WHERE NEW.start_at >= NEW.end_at;
     SELECT RAISE(ABORT, 'BOOKING_OVERLAP') WHERE NEW.status IN ${ACTIVE} AND ${overlapsBooking('')};
     SELECT RAISE(ABORT, 'BOOKING_OVERLAP: blockout') WHERE NEW.status IN ${ACTIVE} AND ${overlapsBlockout('')};
   END`,
  `CREATE TRIGGER bookings_guard_update BEFORE UPDATE OF resource_id, start_at, end_at, status ON bookings
   BEGIN
     SELECT RAISE(ABORT, 'BOOKING_TIME_ORDER') WHERE NEW.start_at >= NEW.end_at;
     SELECT RAISE(ABORT, 'BOOKING_OVERLAP') WHERE NEW.status IN ${ACTIVE} AND ${overlapsBooking(' AND b.id <> NEW.id')};
     SELECT RAISE(ABORT, 'BOOKING_OVERLAP: blockout') WHERE NEW.status IN ${ACTIVE} AND ${overlapsBlockout('')};
   END`,
  `CREATE TRIGGER booking_blockouts_guard_insert BEFORE INSERT ON booking_blockouts
   BEGIN
     SELECT RAISE(ABORT, 'BOOKING_TIME_ORDER') WHERE NEW.start_at >= NEW.end_at;
     SELECT RAISE(ABORT, 'BOOKING_OVERLAP: booking') WHERE ${overlapsBooking('')};
   END`,
  `CREATE TRIGGER booking_blockouts_guard_update BEFORE UPDATE OF resource_id, start_at, end_at ON booking_blockouts
   BEGIN
     SELECT RAISE(ABORT, 'BOOKING_TIME_ORDER') WHERE NEW.start_at >= NEW.end_at;
     SELECT RAISE(ABORT, 'BOOKING_OVERLAP: booking') WHERE ${overlapsBooking('')};
   END`,
];

export const bookingOverlapGuards: Migration = {
  name: '202611210701-booking-overlap-guards',
  async up({ sequelize, dialect }) {
    for (const sql of dialect === 'postgres' ? postgres : sqlite) await sequelize.query(sql);
  },
  async down({ sequelize, dialect }) {
    const drops =
      dialect === 'postgres'
        ? [
            'DROP TRIGGER IF EXISTS booking_blockouts_refuse_bookings ON booking_blockouts',
            'DROP FUNCTION IF EXISTS booking_blockouts_refuse_bookings()',
            'DROP TRIGGER IF EXISTS bookings_refuse_blockouts ON bookings',
            'DROP FUNCTION IF EXISTS bookings_refuse_blockouts()',
            'ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_no_overlap',
            'ALTER TABLE booking_blockouts DROP CONSTRAINT IF EXISTS booking_blockouts_time_order',
            'ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_time_order',
          ]
        : [
            'bookings_guard_insert',
            'bookings_guard_update',
            'booking_blockouts_guard_insert',
            'booking_blockouts_guard_update',
          ].map((t) => `DROP TRIGGER IF EXISTS ${t}`);
    for (const sql of drops) await sequelize.query(sql);
  },
};
