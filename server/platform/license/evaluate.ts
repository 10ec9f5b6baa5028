import type {
  FingerprintFields,
  LicenseModuleGrant,
  LicenseReason,
  LicenseStatus,
} from '../../../shared/license';
import { matchFingerprint, type FingerprintMatch } from './fingerprint/match';
import { advanceHighWaterMark, effectiveNow, type LicenseStateRecord, type StateReading } from './state';
import { deadlines, firstRule, type Deadlines, type RuleContext } from './status-rules';
import { signerDatesAndRetirement, type TrustStore } from './trust';
import { verifyLicenseFile, type VerifiedLicense } from './verify';

/**
 * The local status of an installation (design, "Local status"), evaluated in the design's order:
 * the file (armour, envelope, chain, signer, signature, payload), then instance, fingerprint and
 * dates through the status table. Pure apart from WebCrypto: time is the `now` given, the machine is
 * the fingerprint given. The answer carries the state record to store (high-water mark advanced,
 * drift first-seen time, retired serials remembered).
 */

export interface EvaluateInput {
  /** The installed `.lic` (bytes or text), a license verified earlier, or undefined when none is installed. */
  license: Uint8Array | string | VerifiedLicense | undefined;
  trust: TrustStore;
  state: StateReading;
  /**
   * The machine's fingerprint as last collected. null skips the hardware check: only for looking
   * at a file away from its machine (the vendor CLI), never for an installation's status.
   */
  fingerprint: FingerprintFields | null;
  /** The installation's instance code, once it has one. */
  instanceCode?: string | null;
  now: Date;
}

export interface LicenseEvaluation {
  status: LicenseStatus;
  reason?: LicenseReason;
  /** One line saying why, for logs, the CLI and the status screen. */
  detail: string;
  license?: VerifiedLicense;
  instanceCode: string | null;
  licenseKeyId: string | null;
  expiresAt: string | null;
  /** When the license stops giving full use if nothing changes (the earliest grace end that applies). */
  graceEndsAt: string | null;
  /** issuedAt + maxOfflineDays. */
  refreshBy: string | null;
  modules: LicenseModuleGrant[];
  fingerprint?: FingerprintMatch;
  /** max(now, high-water mark): the instant the dates were checked at. */
  checkedAt: string;
  /** The state record to store, undefined when the stored one is missing or tampered (an import resets it). */
  nextState: LicenseStateRecord | undefined;
}

export async function evaluateLicense(input: EvaluateInput): Promise<LicenseEvaluation> {
  const record = input.state.kind === 'valid' ? input.state.record : undefined;
  const at = effectiveNow(input.now, record);
  const retired = [...(record?.retiredSerials ?? []), ...input.trust.retiredSerials];
  const nextBase = record
    ? { ...advanceHighWaterMark(record, input.now), retiredSerials: [...new Set(retired)].sort() }
    : undefined;
  const invalid = (reason: LicenseReason, detail: string): LicenseEvaluation => ({
    ...empty(at, nextBase),
    status: 'INVALID',
    reason,
    detail,
    instanceCode: input.instanceCode ?? null,
  });

  if (input.license === undefined) return invalid('NO_LICENSE', 'no license is installed');
  const verified = await verifyOrRecheck(input.license, input.trust, at, retired);
  if (!verified.ok) return invalid(verified.reason, verified.detail);
  const license: VerifiedLicense = { payload: verified.payload, signer: verified.signer };

  const match =
    input.fingerprint === null ? undefined : matchFingerprint(license.payload.fingerprint, input.fingerprint);
  const driftSince = nextBase ? driftStart(match, nextBase.driftSince, at) : null;
  const nextState = nextBase && { ...nextBase, driftSince };
  const limits = deadlines(license, driftSince);
  const context: RuleContext = {
    license,
    record,
    stateProblem: input.state.kind === 'tampered' ? input.state.detail : undefined,
    instanceCode: input.instanceCode ?? null,
    match,
    now: input.now,
    at,
    deadlines: limits,
  };
  const rule = firstRule(context);
  const p = license.payload;
  return {
    status: rule?.status ?? 'ACTIVE',
    ...(rule ? { reason: rule.reason } : {}),
    detail: rule
      ? rule.detail(context)
      : `valid until ${p.expiresAt}, to be refreshed by ${limits.refreshBy.toISOString()}`,
    license,
    instanceCode: p.instanceCode,
    licenseKeyId: p.licenseKeyId,
    expiresAt: p.expiresAt,
    graceEndsAt: graceEnd(limits).toISOString(),
    refreshBy: limits.refreshBy.toISOString(),
    modules: p.modules,
    ...(match ? { fingerprint: match } : {}),
    checkedAt: at.toISOString(),
    nextState,
  };
}

async function verifyOrRecheck(
  license: Uint8Array | string | VerifiedLicense,
  trust: TrustStore,
  at: Date,
  retired: string[],
) {
  if (typeof license === 'string' || license instanceof Uint8Array) {
    return verifyLicenseFile(license, trust, { at, retiredSerials: retired });
  }
  // Verified earlier: the signer's dates and retirement still depend on the time and the lists.
  const signer = signerDatesAndRetirement(trust, license.signer, at, retired);
  return signer.ok ? { ok: true as const, payload: license.payload, signer: license.signer } : signer;
}

/** Drift starts the grace clock when first seen and stops it once the machine matches again. */
function driftStart(match: FingerprintMatch | undefined, driftSince: string | null, at: Date): string | null {
  if (match?.verdict === 'DRIFT') return driftSince ?? at.toISOString();
  if (match?.verdict === 'MATCH') return null;
  return driftSince;
}

function graceEnd(d: Deadlines): Date {
  const ends = [
    d.expiryGraceEndsAt,
    d.refreshGraceEndsAt,
    ...(d.driftGraceEndsAt ? [d.driftGraceEndsAt] : []),
  ];
  return new Date(Math.min(...ends.map((e) => e.getTime())));
}

function empty(
  at: Date,
  nextState: LicenseStateRecord | undefined,
): Omit<LicenseEvaluation, 'status' | 'detail'> {
  return {
    instanceCode: null,
    licenseKeyId: null,
    expiresAt: null,
    graceEndsAt: null,
    refreshBy: null,
    modules: [],
    checkedAt: at.toISOString(),
    nextState,
  };
}
