import type { FingerprintFields } from '../../../shared/license';
import { evaluateLicense, type LicenseEvaluation } from './evaluate';
import { refuse, type Refusal } from './reasons';
import {
  advanceHighWaterMark,
  CLOCK_AHEAD_TOLERANCE_MS,
  effectiveNow,
  initialState,
  type LicenseStateRecord,
  type StateReading,
} from './state';
import type { TrustStore } from './trust';
import { verifyLicenseFile, type VerifiedLicense } from './verify';

/**
 * The import rules (design, "Local status"): a first activation — or the first after the state
 * record was tampered with — must answer a pending request (nonce and hash); a renewal must name
 * the current key in renewedFromKeyId with a higher sequence; an older or superseded license is
 * refused. A license is installed only if it then evaluates ACTIVE, GRACE_PERIOD or is the signed
 * revocation; a refusal changes nothing.
 */

export interface PendingRequest {
  nonce: string;
  requestHash: string;
}

export interface ImportInput {
  file: Uint8Array | string;
  trust: TrustStore;
  state: StateReading;
  fingerprint: FingerprintFields;
  /** The installation's instance code, once it has one. */
  instanceCode?: string | null;
  /** Requests exported and not answered yet. */
  pendingRequests: PendingRequest[];
  now: Date;
}

export interface AcceptedImport {
  ok: true;
  kind: 'FIRST_ACTIVATION' | 'RENEWAL' | 'ALREADY_INSTALLED';
  license: VerifiedLicense;
  /** The state record to store with the license. */
  nextState: LicenseStateRecord;
  evaluation: LicenseEvaluation;
  /** The pending request this license answered, to forget. */
  answeredNonce: string | null;
}

export async function importLicenseFile(input: ImportInput): Promise<AcceptedImport | Refusal> {
  const record = input.state.kind === 'valid' ? input.state.record : undefined;
  const at = effectiveNow(input.now, record);
  const verified = await verifyLicenseFile(input.file, input.trust, {
    at,
    retiredSerials: record?.retiredSerials,
  });
  if (!verified.ok) return verified;
  const license: VerifiedLicense = { payload: verified.payload, signer: verified.signer };
  const p = license.payload;

  if (Date.parse(p.issuedAt) - input.now.getTime() > CLOCK_AHEAD_TOLERANCE_MS) {
    return refuse(
      'CLOCK_BEHIND',
      `the license was issued at ${p.issuedAt}, after this machine's time (${input.now.toISOString()}): set the clock right`,
    );
  }
  if (input.instanceCode && p.instanceCode !== input.instanceCode) {
    return refuse(
      'WRONG_INSTANCE',
      `the license is for instance ${p.instanceCode}, this installation is ${input.instanceCode}`,
    );
  }
  const pending = input.pendingRequests.find(
    (r) => r.nonce === p.requestNonce && r.requestHash === p.requestHash,
  );
  let kind: AcceptedImport['kind'];
  if (record?.currentKeyId) {
    if (p.licenseKeyId === record.currentKeyId) kind = 'ALREADY_INSTALLED';
    else if (p.sequence <= record.sequence) {
      return refuse(
        'SUPERSEDED',
        `license ${p.licenseKeyId} (sequence ${p.sequence}) is older than the installed one (sequence ${record.sequence})`,
      );
    } else if (p.renewedFromKeyId !== record.currentKeyId) {
      return refuse(
        'RENEWAL_MISMATCH',
        `the license renews key ${p.renewedFromKeyId ?? '(none)'}, not the installed key ${record.currentKeyId}`,
      );
    } else kind = 'RENEWAL';
  } else {
    if (!pending) {
      return refuse(
        'NONCE_UNKNOWN',
        'the license does not answer a request exported by this installation: export a request and have it issued again',
      );
    }
    kind = 'FIRST_ACTIVATION';
  }

  const base = record ?? initialState(input.now);
  const nextState: LicenseStateRecord =
    kind === 'ALREADY_INSTALLED'
      ? advanceHighWaterMark(base, input.now)
      : {
          ...advanceHighWaterMark(base, input.now),
          currentKeyId: p.licenseKeyId,
          sequence: p.sequence,
          driftSince: null,
        };
  const evaluation = await evaluateLicense({
    license,
    trust: input.trust,
    state: { kind: 'valid', record: nextState },
    fingerprint: input.fingerprint,
    instanceCode: input.instanceCode ?? p.instanceCode,
    now: input.now,
  });
  const usable =
    evaluation.status === 'ACTIVE' ||
    evaluation.status === 'GRACE_PERIOD' ||
    (evaluation.status === 'REVOKED' && evaluation.reason === 'REVOKED');
  if (!usable) return refuse(evaluation.reason ?? 'MALFORMED', evaluation.detail);
  return {
    ok: true,
    kind,
    license,
    nextState: evaluation.nextState ?? nextState,
    evaluation,
    answeredNonce: pending ? pending.nonce : null,
  };
}
