import type { FingerprintFields } from '../../../../shared/license';
import type { LicenseFingerprintView, LicenseNoticeView, LicenseStatusView } from '../../../../shared/schemas/license';
import { advanceHighWaterMark, type LicenseEvaluation, type StateReading } from '../../../platform/license';
import { userLimitOf } from './tenant-sync';

/** `GET /license/status`: the evaluation as the contract shapes it. */
export function statusView(e: LicenseEvaluation, lastSeenAt: string | null): LicenseStatusView {
  return {
    status: e.status,
    ...(e.reason ? { reason: e.reason } : {}),
    detail: e.detail,
    instanceCode: e.instanceCode,
    licenseKeyId: e.licenseKeyId,
    expiresAt: e.expiresAt,
    graceEndsAt: e.graceEndsAt,
    refreshBy: e.refreshBy,
    modules: e.modules,
    userLimit: e.license ? userLimitOf(e.modules) : null,
    lastSeenAt,
  };
}

export function noticeView(e: LicenseEvaluation): LicenseNoticeView {
  return { status: e.status, ...(e.reason ? { reason: e.reason } : {}), expiresAt: e.expiresAt, graceEndsAt: e.graceEndsAt };
}

export function fingerprintView(f: FingerprintFields, collectedAt: Date): LicenseFingerprintView {
  return {
    machineId: f.machineId ?? null,
    machineIdFallback: f.machineIdFallback === true,
    motherboardSerial: f.motherboardSerial ?? null,
    macAddresses: f.macAddresses ?? [],
    cpuModel: f.cpuModel ?? null,
    cpuCores: f.cpuCores ?? null,
    totalMemoryMb: f.totalMemoryMb ?? null,
    hostname: f.hostname ?? null,
    dockerDaemonId: f.dockerDaemonId ?? null,
    fingerprintData: f.fingerprintData ?? null,
    collectedAt: collectedAt.toISOString(),
  };
}

/** The evaluation while the trust root cannot be read: nothing can be verified, so nothing is valid. */
export function untrusted(detail: string, state: StateReading, instanceCode: string | null, now: Date): LicenseEvaluation {
  return {
    status: 'INVALID',
    reason: 'UNTRUSTED',
    detail,
    instanceCode,
    licenseKeyId: null,
    expiresAt: null,
    graceEndsAt: null,
    refreshBy: null,
    modules: [],
    checkedAt: now.toISOString(),
    nextState: state.kind === 'valid' ? advanceHighWaterMark(state.record, now) : undefined,
  };
}

/**
 * The first deadline after the evaluation's instant (expiry, refresh due, end of a grace period):
 * the cached status is not used past it, so a boundary takes effect to the millisecond.
 */
export function nextChange(e: LicenseEvaluation): number {
  const checked = Date.parse(e.checkedAt);
  const ahead = [e.expiresAt, e.refreshBy, e.graceEndsAt].map((d) => (d ? Date.parse(d) : NaN)).filter((t) => t > checked);
  return ahead.length ? Math.min(...ahead) : Number.POSITIVE_INFINITY;
}
