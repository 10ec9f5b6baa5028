import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson, IsoInstant, Uuid } from '../../../shared/license';
import { tryParseStrictJson } from './strict-json';

/**
 * The installation's license state, `{highWaterMark, currentKeyId, sequence, retiredSerials,
 * driftSince}`, protected by an HMAC-SHA256 with a per-installation secret. It is kept in the
 * database and mirrored in a file in DATA_DIR; the newer valid copy wins. The high-water mark is
 * the latest instant the installation has seen: every date check uses max(now, mark), so turning
 * the clock back never extends a license.
 */

export const CLOCK_ROLLBACK_TOLERANCE_MS = 48 * 3_600_000;
export const CLOCK_AHEAD_TOLERANCE_MS = 5 * 60_000;
/** How often the server advances the mark while running (also at start and on import). */
export const HIGH_WATER_MARK_INTERVAL_MS = 10 * 60_000;

export const LicenseStateRecord = z.strictObject({
  highWaterMark: IsoInstant,
  currentKeyId: Uuid.nullable(),
  sequence: z.number().int().min(0),
  retiredSerials: z.array(z.string().regex(/^[0-9a-f]+$/)).max(10_000),
  driftSince: IsoInstant.nullable(),
});
export type LicenseStateRecord = z.infer<typeof LicenseStateRecord>;

export type StateReading =
  { kind: 'valid'; record: LicenseStateRecord } | { kind: 'tampered'; detail: string } | { kind: 'missing' };

const Envelope = z.strictObject({ v: z.literal(1), record: z.unknown(), mac: z.string() });

/** The state a fresh installation starts from. */
export function initialState(now: Date): LicenseStateRecord {
  return {
    highWaterMark: now.toISOString(),
    currentKeyId: null,
    sequence: 0,
    retiredSerials: [],
    driftSince: null,
  };
}

export function serializeState(record: LicenseStateRecord, key: Uint8Array): string {
  const valid = LicenseStateRecord.parse(record);
  return canonicalJson({ v: 1, record: valid, mac: mac(valid, key) });
}

/** Reads one stored copy: missing, valid, or tampered (any change, any damage, another key). */
export function readState(text: string | undefined, key: Uint8Array): StateReading {
  if (text === undefined) return { kind: 'missing' };
  const envelope = Envelope.safeParse(tryParseStrictJson(text));
  if (!envelope.success) return { kind: 'tampered', detail: 'the license state record cannot be read' };
  const record = LicenseStateRecord.safeParse(envelope.data.record);
  if (!record.success) return { kind: 'tampered', detail: 'the license state record is malformed' };
  const expected = Buffer.from(mac(record.data, key), 'base64url');
  const given = Buffer.from(envelope.data.mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { kind: 'tampered', detail: 'the license state record fails its integrity check' };
  }
  return { kind: 'valid', record: record.data };
}

/** The newer valid copy wins (higher sequence, then later mark); tampered only when no copy is valid. */
export function pickState(readings: StateReading[]): StateReading {
  const valid = readings.filter((r): r is Extract<StateReading, { kind: 'valid' }> => r.kind === 'valid');
  if (valid.length) {
    return valid.reduce((best, r) => (compareRecords(r.record, best.record) > 0 ? r : best));
  }
  return readings.find((r) => r.kind === 'tampered') ?? { kind: 'missing' };
}

function compareRecords(a: LicenseStateRecord, b: LicenseStateRecord): number {
  if (a.sequence !== b.sequence) return a.sequence - b.sequence;
  return a.highWaterMark < b.highWaterMark ? -1 : a.highWaterMark > b.highWaterMark ? 1 : 0;
}

/** max(now, highWaterMark): the instant every date check uses. */
export function effectiveNow(now: Date, record: LicenseStateRecord | undefined): Date {
  if (!record) return now;
  const mark = new Date(record.highWaterMark);
  return mark > now ? mark : now;
}

/** highWaterMark = max(highWaterMark, now); the record is returned unchanged when the mark is ahead. */
export function advanceHighWaterMark(record: LicenseStateRecord, now: Date): LicenseStateRecord {
  return now.toISOString() > record.highWaterMark ? { ...record, highWaterMark: now.toISOString() } : record;
}

/** True when the clock is more than 48 hours behind the mark (SUSPENDED, CLOCK_ROLLBACK). */
export function isClockRolledBack(now: Date, record: LicenseStateRecord): boolean {
  return new Date(record.highWaterMark).getTime() - now.getTime() > CLOCK_ROLLBACK_TOLERANCE_MS;
}

function mac(record: LicenseStateRecord, key: Uint8Array): string {
  if (key.byteLength < 32) throw new Error('The license state key must be at least 32 bytes');
  return createHmac('sha256', key).update(canonicalJson(record)).digest('base64url');
}
