import type { FingerprintFields } from '../../../shared/license';
import { buildLicensePayload, issueLicense, type IssueLicenseInput } from './issue';
import { createRoot, issueSigner, type KeyAndCertificate, type SignerOptions } from './keys';
import { sealEnvelope } from './envelope';
import { createTrustStore, type TrustStore } from './trust';
import { derOf } from './x509';

/** Fixed machines, instants and key material for the license tests (no test runs on the real machine). */

export const T0 = new Date('2026-03-01T09:00:00.000Z');
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

export const INSTANCE = 'PLATFORM-ONPREM-AB12CD';
export const OTHER_INSTANCE = 'PLATFORM-ONPREM-ZZ99ZZ';

export const MACHINE: FingerprintFields = {
  machineId: '4c4c4544004a3510804bb4c04f4d3432',
  motherboardSerial: '/7XJ5B42/CNFCW0012345/',
  macAddresses: ['00:1a:2b:3c:4d:5e', '3c:ec:ef:01:02:03'],
  cpuModel: 'Intel Xeon E-2236',
  cpuCores: 6,
  totalMemoryMb: 32_768,
  hostname: 'srv-compta',
};

export interface TestPki {
  root: KeyAndCertificate;
  signer: KeyAndCertificate;
  trust: TrustStore;
}

/** A root valid for years around T0 and a signer valid from a year before T0 to two years after. */
export async function testPki(): Promise<TestPki> {
  const root = await createRoot({ now: at(T0, -400 * DAY), commonName: 'Baobab Test Root' });
  const signer = await issueSigner(root, { now: at(T0, -365 * DAY) });
  return { root, signer, trust: await createTrustStore(root.certificate.toString('pem')) };
}

export async function signerOf(
  root: KeyAndCertificate,
  options: Partial<SignerOptions> = {},
): Promise<KeyAndCertificate> {
  return issueSigner(root, { now: at(T0, -30 * DAY), ...options });
}

export function licenseInput(overrides: Partial<IssueLicenseInput> = {}): IssueLicenseInput {
  return {
    licenseKeyId: '0b8e6a7c-1f0e-4d4a-9c1b-2a3b4c5d6e7f',
    renewedFromKeyId: null,
    sequence: 1,
    instanceCode: INSTANCE,
    company: { name: 'Demo SARL', country: 'CI', registryNumber: 'CI-ABJ-2020-B-12345' },
    modules: [{ module: 'ACCOUNTING' }, { module: 'HR', quotas: { maxUsers: 25 } }],
    issuedAt: T0,
    expiresAt: at(T0, 365 * DAY),
    gracePeriodDays: 14,
    request: { nonce: 'n'.repeat(43), requestHash: 'h'.repeat(43) },
    fingerprint: MACHINE,
    ...overrides,
  };
}

export async function issue(
  signer: KeyAndCertificate,
  overrides: Partial<IssueLicenseInput> = {},
): Promise<string> {
  return (await issueLicense(signer, licenseInput(overrides))).licValue;
}

/** Seals a payload with any key, bypassing the issuer's own refusals (for certificates it would refuse). */
export async function sealWith(
  signer: KeyAndCertificate,
  overrides: Partial<IssueLicenseInput> = {},
): Promise<string> {
  return sealEnvelope(
    buildLicensePayload(licenseInput(overrides)),
    signer.privateKey,
    derOf(signer.certificate),
  );
}
