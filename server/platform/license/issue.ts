import { randomInt, randomUUID } from 'node:crypto';
import {
  canonicalJson,
  DEFAULT_GRACE_PERIOD_DAYS,
  INSTANCE_CODE_PREFIX,
  LicensePayload,
  OFFLINE_DAYS_PER_GRACE_DAY,
  type FingerprintFields,
  type LicenseModuleGrant,
} from '../../../shared/license';
import { TENANT_MODULE_IDS } from '../../../shared/modules';
import { sealEnvelope } from './envelope';
import { buildBaseline } from './fingerprint/baseline';
import type { KeyAndCertificate } from './keys';
import { signerUsageProblem } from './trust';
import { derOf, type x509 } from './x509';

/**
 * The issuer's side: a signed `.lic` from what the operator decided. The operator module stores
 * `licValue` (the file) and `payloadJson` (its signed content) on the key record.
 */

export type LicenseSigner = KeyAndCertificate;

export interface IssueLicenseInput {
  /** The key record's id (a UUID); a new one when omitted. */
  licenseKeyId?: string;
  /** The instance's ACTIVE key this license replaces, null for the first one. */
  renewedFromKeyId: string | null;
  /** 1 for the first license of the instance, previous + 1 afterwards. */
  sequence: number;
  instanceCode: string;
  company: { name: string; country?: LicensePayload['company']['country']; registryNumber?: string | null };
  modules: {
    module: LicenseModuleGrant['module'];
    quotas?: LicenseModuleGrant['quotas'];
    options?: LicenseModuleGrant['options'];
  }[];
  /** The issuer's clock. */
  issuedAt: Date;
  notBefore?: Date;
  expiresAt: Date;
  gracePeriodDays?: number;
  /** Defaults to gracePeriodDays × 6. */
  maxOfflineDays?: number;
  /** The request this license answers (nonce and hash of the declared request file). */
  request: { nonce: string; requestHash: string } | null;
  /** The machine's fingerprint fields, as declared; the payload carries their salted hashes. */
  fingerprint: FingerprintFields;
  /** REVOKED issues the signed revocation of the instance. */
  status?: 'ACTIVE' | 'REVOKED';
  /** The baseline's salt; a random one when omitted (golden files fix it). */
  fingerprintSalt?: string;
}

export interface IssuedLicense {
  licValue: string;
  payload: LicensePayload;
  payloadJson: string;
}

export class LicenseIssueError extends Error {}

export async function issueLicense(signer: LicenseSigner, input: IssueLicenseInput): Promise<IssuedLicense> {
  assertUsableSigner(signer.certificate, input.issuedAt);
  const payload = buildLicensePayload(input);
  const end = endOfUse(payload);
  if (end > signer.certificate.notAfter) {
    // Installations check the signer's dates at their own time: such a license would turn INVALID
    // with no grace when the certificate ends.
    throw new LicenseIssueError(
      `The signing certificate ends on ${signer.certificate.notAfter.toISOString()}, before this license's last day of use (${end.toISOString()}): issue a new signing certificate (npm run license -- issue-signer)`,
    );
  }
  const licValue = await sealEnvelope(payload, signer.privateKey, derOf(signer.certificate));
  return { licValue, payload, payloadJson: canonicalJson(payload) };
}

/** The payload issueLicense signs, validated (LicenseIssueError names the first bad field). */
export function buildLicensePayload(input: IssueLicenseInput): LicensePayload {
  const gracePeriodDays = input.gracePeriodDays ?? DEFAULT_GRACE_PERIOD_DAYS;
  const candidate = {
    licenseKeyId: input.licenseKeyId ?? randomUUID(),
    renewedFromKeyId: input.renewedFromKeyId,
    sequence: input.sequence,
    instanceCode: input.instanceCode,
    company: {
      name: input.company.name,
      country: input.company.country ?? null,
      registryNumber: input.company.registryNumber ?? null,
    },
    status: input.status ?? 'ACTIVE',
    modules: input.modules
      .map((m) => ({ module: m.module, quotas: m.quotas ?? {}, options: m.options ?? {} }))
      .sort((a, b) => TENANT_MODULE_IDS.indexOf(a.module) - TENANT_MODULE_IDS.indexOf(b.module)),
    issuedAt: input.issuedAt.toISOString(),
    notBefore: (input.notBefore ?? input.issuedAt).toISOString(),
    expiresAt: input.expiresAt.toISOString(),
    gracePeriodDays,
    maxOfflineDays: input.maxOfflineDays ?? gracePeriodDays * OFFLINE_DAYS_PER_GRACE_DAY,
    requestNonce: input.request?.nonce ?? null,
    requestHash: input.request?.requestHash ?? null,
    fingerprint: buildBaseline(input.fingerprint, input.fingerprintSalt),
  };
  const parsed = LicensePayload.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LicenseIssueError(`Cannot issue this license: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** The last instant a license gives any use: min(expiresAt, issuedAt + maxOfflineDays) + gracePeriodDays. */
export function endOfUse(payload: LicensePayload): Date {
  const day = 86_400_000;
  const refreshBy = Date.parse(payload.issuedAt) + payload.maxOfflineDays * day;
  return new Date(Math.min(Date.parse(payload.expiresAt), refreshBy) + payload.gracePeriodDays * day);
}

/** A new instance code: the fixed prefix and 6 random characters (A–Z, 0–9). */
export function newInstanceCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let code = INSTANCE_CODE_PREFIX;
  for (let i = 0; i < 6; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** The issuer refuses to sign what every installation would refuse. */
function assertUsableSigner(cert: x509.X509Certificate, at: Date): void {
  if (at < cert.notBefore || at > cert.notAfter) {
    throw new LicenseIssueError(
      `The signing certificate ${cert.serialNumber} is not valid on ${at.toISOString()} (renew it: npm run license -- issue-signer)`,
    );
  }
  const problem = signerUsageProblem(cert);
  if (problem) throw new LicenseIssueError(`Cannot sign licenses: ${problem.detail}`);
}
