import { LicensePayload, type FingerprintFields } from '../../../shared/license';
import type { IssuedLicenseViewT, LicenseInstanceViewT, LicenseKeyViewT } from '../../../shared/schemas/license-issuer';
import type { LicenseInstance } from './models/license-instance';
import type { LicenseKey } from './models/license-key';

export function presentInstance(i: LicenseInstance, activeKeyId: string | null): LicenseInstanceViewT {
  return {
    id: i.id,
    instanceCode: i.instanceCode,
    companyName: i.companyName,
    contactName: i.contactName,
    contactEmail: i.contactEmail,
    phone: i.phone,
    country: i.country as LicenseInstanceViewT['country'],
    registryNumber: i.registryNumber,
    status: i.status,
    statusReason: i.statusReason,
    activatedAt: i.activatedAt?.toISOString() ?? null,
    expiresAt: i.expiresAt?.toISOString() ?? null,
    gracePeriodDays: i.gracePeriodDays,
    maxOfflineDays: i.maxOfflineDays,
    fingerprint: { ...(i.fingerprint as FingerprintFields) },
    request:
      i.requestHash && i.requestAppVersion && i.requestCreatedAt
        ? { requestHash: i.requestHash, appVersion: i.requestAppVersion, createdAt: i.requestCreatedAt.toISOString() }
        : null,
    activeKeyId,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

export function presentKey(k: LicenseKey): LicenseKeyViewT {
  const payload = LicensePayload.parse(JSON.parse(k.payloadJson));
  return {
    id: k.id,
    instanceId: k.instanceId,
    sequence: k.sequence,
    status: k.status,
    issuedAt: k.issuedAt.toISOString(),
    expiresAt: k.expiresAt.toISOString(),
    renewedFromKeyId: k.renewedFromKeyId,
    issuedByOperatorId: k.issuedByOperatorId,
    issuedByOperatorEmail: k.issuedByOperatorEmail,
    mailedAt: k.mailedAt?.toISOString() ?? null,
    gracePeriodDays: payload.gracePeriodDays,
    maxOfflineDays: payload.maxOfflineDays,
    modules: payload.modules,
  };
}

export function presentIssued(k: LicenseKey): IssuedLicenseViewT {
  return { ...presentKey(k), licValue: k.licValue, payloadJson: k.payloadJson };
}

/** The file name of an instance's `.lic` (the instance code and the key's sequence). */
export function licFileName(instanceCode: string, sequence: number): string {
  return `${instanceCode}-${sequence}.lic`;
}
