import type { LicenseReason, LicenseStatus } from '../../../shared/license';
import type { FingerprintMatch } from './fingerprint/match';
import { CLOCK_AHEAD_TOLERANCE_MS, isClockRolledBack, type LicenseStateRecord } from './state';
import type { VerifiedLicense } from './verify';

/**
 * The local status table of the design, as data: after the file itself has been verified (INVALID
 * for a malformed, untrusted, badly signed or retired-signer file), the first rule that holds gives
 * the status and its reason; none holding means ACTIVE.
 */

const DAY_MS = 86_400_000;

export interface RuleContext {
  license: VerifiedLicense;
  /** The valid state record, undefined when missing or tampered. */
  record: LicenseStateRecord | undefined;
  stateProblem: string | undefined;
  /** The installation's instance code, when it has one. */
  instanceCode: string | null;
  /** undefined when the hardware is not checked (vendor CLI). */
  match: FingerprintMatch | undefined;
  /** The clock as given, and max(clock, high-water mark). */
  now: Date;
  at: Date;
  deadlines: Deadlines;
}

export interface Deadlines {
  expiresAt: Date;
  expiryGraceEndsAt: Date;
  /** issuedAt + maxOfflineDays: the license must be refreshed by then. */
  refreshBy: Date;
  refreshGraceEndsAt: Date;
  /** driftSince + gracePeriodDays while the hardware has drifted. */
  driftGraceEndsAt: Date | undefined;
}

interface Rule {
  status: Exclude<LicenseStatus, 'ACTIVE'>;
  reason: LicenseReason;
  when(c: RuleContext): boolean;
  detail(c: RuleContext): string;
}

const iso = (d: Date) => d.toISOString();

export const STATUS_RULES: readonly Rule[] = [
  {
    status: 'INVALID',
    reason: 'WRONG_INSTANCE',
    when: (c) => c.instanceCode !== null && c.license.payload.instanceCode !== c.instanceCode,
    detail: (c) =>
      `the license is for instance ${c.license.payload.instanceCode}, this installation is ${c.instanceCode}`,
  },
  {
    status: 'INVALID',
    reason: 'HARDWARE_MISMATCH',
    when: (c) => c.match?.verdict === 'MISMATCH',
    detail: (c) => `the license is bound to another machine (${c.match?.requiredField} differs)`,
  },
  {
    status: 'INVALID',
    reason: 'NOT_YET_VALID',
    when: (c) => aheadBy(c.license.payload.notBefore, c.at) && !aheadBy(c.license.payload.issuedAt, c.at),
    detail: (c) => `the license is valid from ${c.license.payload.notBefore}`,
  },
  {
    status: 'REVOKED',
    reason: 'REVOKED',
    when: (c) => c.license.payload.status === 'REVOKED',
    detail: (c) => `the vendor revoked instance ${c.license.payload.instanceCode}`,
  },
  {
    status: 'REVOKED',
    reason: 'SUPERSEDED',
    when: (c) => c.record !== undefined && c.record.currentKeyId !== c.license.payload.licenseKeyId,
    detail: (c) =>
      `license ${c.license.payload.licenseKeyId} (sequence ${c.license.payload.sequence}) was replaced by a newer one`,
  },
  {
    status: 'SUSPENDED',
    reason: 'STATE_TAMPERED',
    when: (c) => c.record === undefined,
    detail: (c) => `${c.stateProblem ?? 'the license state record is missing'}: import a fresh license`,
  },
  {
    status: 'SUSPENDED',
    reason: 'CLOCK_ROLLBACK',
    when: (c) => c.record !== undefined && isClockRolledBack(c.now, c.record),
    detail: (c) =>
      `the clock (${iso(c.now)}) is more than 48 hours behind the latest time seen (${c.record?.highWaterMark}): set it right`,
  },
  {
    status: 'SUSPENDED',
    reason: 'CLOCK_BEHIND',
    when: (c) => aheadBy(c.license.payload.issuedAt, c.at),
    detail: (c) =>
      `the license was issued at ${c.license.payload.issuedAt}, after this machine's time (${iso(c.at)}): set the clock right`,
  },
  {
    status: 'SUSPENDED',
    reason: 'HARDWARE_CHANGED',
    when: (c) => c.match?.verdict === 'CHANGED',
    detail: (c) =>
      `the machine no longer matches the license (score ${c.match?.score.toFixed(2)}): request a new license`,
  },
  {
    status: 'SUSPENDED',
    reason: 'HARDWARE_DRIFT',
    when: (c) => c.deadlines.driftGraceEndsAt !== undefined && c.at >= c.deadlines.driftGraceEndsAt,
    detail: (c) =>
      `the machine changed and the grace period ended on ${iso(c.deadlines.driftGraceEndsAt!)}: request a new license`,
  },
  {
    status: 'EXPIRED',
    reason: 'EXPIRED',
    when: (c) => c.at >= c.deadlines.expiryGraceEndsAt,
    detail: (c) =>
      `the license expired on ${iso(c.deadlines.expiresAt)} and its grace period ended on ${iso(c.deadlines.expiryGraceEndsAt)}`,
  },
  {
    status: 'EXPIRED',
    reason: 'REFRESH_OVERDUE',
    when: (c) => c.at >= c.deadlines.refreshGraceEndsAt,
    detail: (c) =>
      `the license had to be refreshed by ${iso(c.deadlines.refreshBy)} and the grace period ended on ${iso(c.deadlines.refreshGraceEndsAt)}`,
  },
  {
    status: 'GRACE_PERIOD',
    reason: 'EXPIRED',
    when: (c) => c.at >= c.deadlines.expiresAt,
    detail: (c) =>
      `the license expired on ${iso(c.deadlines.expiresAt)}; it works until ${iso(c.deadlines.expiryGraceEndsAt)}`,
  },
  {
    status: 'GRACE_PERIOD',
    reason: 'REFRESH_OVERDUE',
    when: (c) => c.at >= c.deadlines.refreshBy,
    detail: (c) =>
      `the license had to be refreshed by ${iso(c.deadlines.refreshBy)}; it works until ${iso(c.deadlines.refreshGraceEndsAt)}`,
  },
  {
    status: 'GRACE_PERIOD',
    reason: 'HARDWARE_DRIFT',
    when: (c) => c.deadlines.driftGraceEndsAt !== undefined,
    detail: (c) =>
      `the machine changed (score ${c.match?.score.toFixed(2)}); the license works until ${iso(c.deadlines.driftGraceEndsAt!)}: request a new one`,
  },
];

/** The first rule that holds, or undefined (ACTIVE). */
export function firstRule(context: RuleContext): Rule | undefined {
  return STATUS_RULES.find((rule) => rule.when(context));
}

export function deadlines(license: VerifiedLicense, driftSince: string | null): Deadlines {
  const p = license.payload;
  const graceMs = p.gracePeriodDays * DAY_MS;
  const expiresAt = new Date(p.expiresAt);
  const refreshBy = new Date(Date.parse(p.issuedAt) + p.maxOfflineDays * DAY_MS);
  return {
    expiresAt,
    expiryGraceEndsAt: new Date(expiresAt.getTime() + graceMs),
    refreshBy,
    refreshGraceEndsAt: new Date(refreshBy.getTime() + graceMs),
    driftGraceEndsAt: driftSince === null ? undefined : new Date(Date.parse(driftSince) + graceMs),
  };
}

/** True when `instant` is more than the 5-minute tolerance after `at`. */
function aheadBy(instant: string, at: Date): boolean {
  return Date.parse(instant) - at.getTime() > CLOCK_AHEAD_TOLERANCE_MS;
}
