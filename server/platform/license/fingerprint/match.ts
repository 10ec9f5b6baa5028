import type { FingerprintBaseline, FingerprintField, FingerprintFields } from '../../../../shared/license';
import { fieldHash } from './baseline';
import { normalizeFingerprint } from './normalize';

/**
 * Compares the machine now with a license's baseline (design, "Fingerprint"). A required field that
 * differs is a mismatch (INVALID, HARDWARE_MISMATCH). Otherwise score = matched weight ÷ weight
 * present on both sides: ≥ 0.6 matches, 0.3 to 0.6 is drift, below 0.3 the machine has changed.
 * A required field present at activation that cannot be read now is at best drift: the customer
 * gets the grace period and a warning rather than a lock-out, and a forger gains nothing by hiding it.
 */

export const FINGERPRINT_WEIGHTS = {
  macAddresses: 3,
  cpuModel: 2,
  cpuCores: 1,
  totalMemoryMb: 1,
  hostname: 1,
  dockerDaemonId: 1,
} as const satisfies Partial<Record<FingerprintField, number>>;

export const MATCH_THRESHOLD = 0.6;
export const DRIFT_THRESHOLD = 0.3;
/** totalMemoryMb matches within ±10% of the baseline. */
const MEMORY_TOLERANCE = 0.1;

export type FieldComparison = 'match' | 'differs' | 'absent';
export type FingerprintVerdict = 'MATCH' | 'DRIFT' | 'CHANGED' | 'MISMATCH';

export interface FingerprintMatch {
  verdict: FingerprintVerdict;
  /** Matched weight ÷ weight present on both sides (1 when nothing weighted is on both sides). */
  score: number;
  fields: Record<FingerprintField, FieldComparison>;
  /** The required field that differs (MISMATCH) or could not be read (DRIFT). */
  requiredField?: FingerprintField;
}

export function matchFingerprint(
  baseline: FingerprintBaseline,
  current: FingerprintFields,
): FingerprintMatch {
  const now = normalizeFingerprint(current);
  const salt = baseline.salt;
  const same = (
    field: FingerprintField,
    value: string | number | undefined,
    expected: string | undefined,
  ): FieldComparison =>
    value === undefined || expected === undefined
      ? 'absent'
      : fieldHash(salt, field, value) === expected
        ? 'match'
        : 'differs';

  const fields: Record<FingerprintField, FieldComparison> = {
    machineId: same('machineId', now.machineId, baseline.machineId),
    motherboardSerial: same('motherboardSerial', now.motherboardSerial, baseline.motherboardSerial),
    macAddresses: compareMacs(salt, baseline.macAddresses, now.macAddresses),
    cpuModel: same('cpuModel', now.cpuModel, baseline.cpuModel),
    cpuCores: same('cpuCores', now.cpuCores, baseline.cpuCores),
    totalMemoryMb: compareMemory(salt, baseline.totalMemoryMb, now.totalMemoryMb),
    hostname: same('hostname', now.hostname, baseline.hostname),
    dockerDaemonId: same('dockerDaemonId', now.dockerDaemonId, baseline.dockerDaemonId),
  };

  // A machine id that is only the hostname is neither required nor weighted: hostname covers it.
  const machineIdRequired = !baseline.machineIdFallback && !now.machineIdFallback;
  const required: FingerprintField[] = [
    ...(machineIdRequired ? ['machineId' as const] : []),
    'motherboardSerial',
  ];
  let missingRequired: FingerprintField | undefined;
  for (const field of required) {
    if (fields[field] === 'differs') return { verdict: 'MISMATCH', score: 0, fields, requiredField: field };
    if (fields[field] === 'absent' && baseline[field] !== undefined) missingRequired ??= field;
  }

  let present = 0;
  let matched = 0;
  for (const [field, weight] of Object.entries(FINGERPRINT_WEIGHTS) as [
    keyof typeof FINGERPRINT_WEIGHTS,
    number,
  ][]) {
    if (fields[field] === 'absent') continue;
    present += weight;
    if (fields[field] === 'match') matched += weight;
  }
  const score = present === 0 ? 1 : matched / present;
  const verdict: FingerprintVerdict =
    score < DRIFT_THRESHOLD ? 'CHANGED' : score < MATCH_THRESHOLD || missingRequired ? 'DRIFT' : 'MATCH';
  return {
    verdict,
    score,
    fields,
    ...(verdict === 'DRIFT' && missingRequired ? { requiredField: missingRequired } : {}),
  };
}

/** Any address in common counts. */
function compareMacs(
  salt: string,
  expected: string[] | undefined,
  macs: string[] | undefined,
): FieldComparison {
  if (!expected || !macs) return 'absent';
  const known = new Set(expected);
  return macs.some((m) => known.has(fieldHash(salt, 'macAddresses', m))) ? 'match' : 'differs';
}

/**
 * The baseline holds only a hash, so the tolerance is checked by hashing every whole number of MB
 * b with |current − b| ≤ 10% of b, nearest first (up to a few thousand HMACs for a usual server when
 * the memory has changed; evaluated at start and every few hours, not per request).
 */
function compareMemory(
  salt: string,
  expected: string | undefined,
  currentMb: number | undefined,
): FieldComparison {
  if (expected === undefined || currentMb === undefined) return 'absent';
  const low = Math.ceil(currentMb / (1 + MEMORY_TOLERANCE));
  const high = Math.floor(currentMb / (1 - MEMORY_TOLERANCE));
  // Outwards from the current size: an unchanged machine matches at the first hash.
  for (let d = 0; currentMb - d >= low || currentMb + d <= high; d++) {
    for (const b of d === 0 ? [currentMb] : [currentMb - d, currentMb + d]) {
      if (b < low || b > high || d * 10 > b) continue;
      if (fieldHash(salt, 'totalMemoryMb', b) === expected) return 'match';
    }
  }
  return 'differs';
}
