import { describe, expect, it } from 'vitest';
import { INSTANCE_CODE_PATTERN } from '../../../shared/license';
import { issueLicense, LicenseIssueError, newInstanceCode } from './issue';
import { issueSigner } from './keys';
import { DAY, T0, at, licenseInput, testPki } from './test-kit';
import { verifyLicenseFile } from './verify';

describe('issueLicense', () => {
  it('signs what the operator decided, with maxOfflineDays = gracePeriodDays × 6 by default', async () => {
    const { signer, trust } = await testPki();
    const issued = await issueLicense(signer, licenseInput({ gracePeriodDays: 10 }));
    expect(issued.payload).toMatchObject({
      gracePeriodDays: 10,
      maxOfflineDays: 60,
      sequence: 1,
      renewedFromKeyId: null,
      status: 'ACTIVE',
    });
    expect(JSON.parse(issued.payloadJson)).toEqual(issued.payload);
    const verified = await verifyLicenseFile(issued.licValue, trust, { at: T0 });
    expect(verified.ok && verified.payload).toEqual(issued.payload);
    const defaults = await issueLicense(signer, licenseInput({ gracePeriodDays: undefined }));
    expect(defaults.payload).toMatchObject({ gracePeriodDays: 14, maxOfflineDays: 84 });
    expect((await issueLicense(signer, licenseInput({ maxOfflineDays: 90 }))).payload.maxOfflineDays).toBe(
      90,
    );
  });

  it('refuses inconsistent input with the field named', async () => {
    const { signer } = await testPki();
    const cases: [Partial<Parameters<typeof licenseInput>[0]>, RegExp][] = [
      [{ expiresAt: at(T0, -DAY) }, /expiresAt/],
      [{ instanceCode: 'ONPREM-12' }, /instanceCode/],
      [{ sequence: 2 }, /renewedFromKeyId/],
      [{ renewedFromKeyId: licenseInput().licenseKeyId!, sequence: 2 }, /renew itself/],
      [{ modules: [{ module: 'HR' }, { module: 'HR' }] }, /twice/],
      [{ gracePeriodDays: 0 }, /gracePeriodDays/],
      [{ request: { nonce: 'short', requestHash: 'h'.repeat(43) } }, /requestNonce/],
    ];
    for (const [overrides, message] of cases) {
      await expect(issueLicense(signer, licenseInput(overrides))).rejects.toThrow(message);
    }
  });

  it('refuses to sign with a certificate installations would refuse', async () => {
    const { root } = await testPki();
    const expired = await issueSigner(root, {
      now: T0,
      notBefore: at(T0, -400 * DAY),
      notAfter: at(T0, -DAY),
    });
    await expect(issueLicense(expired, licenseInput())).rejects.toThrow(LicenseIssueError);
    const ca = await issueSigner(root, { now: T0, ca: true });
    await expect(issueLicense(ca, licenseInput())).rejects.toThrow(/CA certificate/);
    const noEku = await issueSigner(root, { now: T0, extendedKeyUsages: ['1.3.6.1.5.5.7.3.3'] });
    await expect(issueLicense(noEku, licenseInput())).rejects.toThrow(/extended key usage/);
  });

  it('refuses a license that would outlive its signing certificate (installations would turn it INVALID without grace)', async () => {
    const { root } = await testPki();
    // Usable until min(expiresAt, issuedAt + 84 d) + 14 d = T0 + 98 d.
    const ending = await issueSigner(root, { now: T0, notBefore: at(T0, -DAY), notAfter: at(T0, 97 * DAY) });
    await expect(issueLicense(ending, licenseInput())).rejects.toThrow(
      /before this license's last day of use \(2026-06-07T09:00:00.000Z\)/,
    );
    const enough = await issueSigner(root, { now: T0, notBefore: at(T0, -DAY), notAfter: at(T0, 98 * DAY) });
    await expect(issueLicense(enough, licenseInput())).resolves.toMatchObject({
      payload: { maxOfflineDays: 84 },
    });
    await expect(issueLicense(ending, licenseInput({ expiresAt: at(T0, 60 * DAY) }))).resolves.toBeDefined();
  });

  it('makes instance codes of the fixed prefix and 6 random characters', () => {
    const codes = new Set(Array.from({ length: 50 }, newInstanceCode));
    expect([...codes].every((c) => INSTANCE_CODE_PATTERN.test(c))).toBe(true);
    expect(codes.size).toBeGreaterThan(45);
  });
});
