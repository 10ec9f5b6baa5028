import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, type LicenseReason } from '../../../shared/license';
import { buildLicensePayload } from './issue';
import { parseRequestFile } from './request-file';
import { DAY, MACHINE, T0, at, licenseInput } from './test-kit';
import { createTrustStore, parseRetiredList } from './trust';
import { verifyLicenseFile } from './verify';

// Golden files written by fixtures/generate.ts with the fixed test root: a change of the format
// (armour, envelope, header, payload fields, canonical form, baseline hashing) fails here.

const fixtures = path.join(import.meta.dirname, 'fixtures');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const trust = () => createTrustStore(read('test-root.pem'), parseRetiredList(read('retired.json')));

describe('golden license files', () => {
  it('valid.lic carries exactly the payload the issuer builds today for the same input', async () => {
    const result = await verifyLicenseFile(read('valid.lic'), await trust(), { at: T0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = read('valid.payload.json').trim();
    expect(canonicalJson(result.payload)).toBe(expected);
    const rebuilt = buildLicensePayload(
      licenseInput({
        licenseKeyId: result.payload.licenseKeyId,
        fingerprintSalt: result.payload.fingerprint.salt,
      }),
    );
    expect(canonicalJson(rebuilt)).toBe(expected);
  });

  it('keeps the armour and envelope layout', () => {
    const text = read('valid.lic');
    const lines = text.split('\n');
    expect(lines[0]).toBe('-----BEGIN BAOBAB LICENSE FILE-----');
    expect(lines.at(-2)).toBe('-----END BAOBAB LICENSE FILE-----');
    expect(lines.slice(1, -3).every((l) => l.length === 64)).toBe(true);
    const envelope = JSON.parse(Buffer.from(lines.slice(1, -2).join(''), 'base64').toString('utf8'));
    expect(Object.keys(envelope)).toEqual(['payload', 'protected', 'signature', 'x5c']);
    expect(JSON.parse(Buffer.from(envelope.protected, 'base64url').toString())).toEqual({
      alg: 'ES256',
      typ: 'baobab-lic+jws',
      v: 1,
    });
    expect(Buffer.from(envelope.signature, 'base64url')).toHaveLength(64);
    expect(envelope.x5c).toHaveLength(1);
  });

  const cases: [string, Date, LicenseReason | 'OK'][] = [
    ['valid.lic', T0, 'OK'],
    ['small.lic', T0, 'OK'],
    ['renewal.lic', at(T0, 80 * DAY), 'OK'],
    ['revoked.lic', at(T0, 100 * DAY), 'OK'],
    ['other-instance.lic', T0, 'OK'],
    ['retired-signer.lic', T0, 'SIGNING_KEY_RETIRED'],
    ['lookalike-root.lic', T0, 'UNTRUSTED'],
    ['signer-ca.lic', T0, 'SIGNER_NOT_ALLOWED'],
    ['signer-no-usage.lic', T0, 'SIGNER_NOT_ALLOWED'],
    ['signer-no-eku.lic', T0, 'SIGNER_NOT_ALLOWED'],
    ['expired-signer.lic', T0, 'OK'],
    ['expired-signer.lic', at(T0, 31 * DAY), 'SIGNER_EXPIRED'],
  ];
  it.each(cases)('%s at %s → %s', async (name, instant, expected) => {
    const result = await verifyLicenseFile(read(name), await trust(), { at: instant });
    expect(result.ok ? 'OK' : result.reason).toBe(expected);
  });

  it('request.txt still parses into the spec fingerprint fields', () => {
    const parsed = parseRequestFile(read('request.txt'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { fingerprintData, ...fields } = parsed.request.fingerprint;
    expect(fields).toEqual({ ...MACHINE, macAddresses: [...MACHINE.macAddresses!].sort() });
    expect(fingerprintData).toMatch(/^[0-9a-f]{64}$/);
    expect(parsed.request).toMatchObject({
      instanceCode: null,
      currentKeyId: null,
      appVersion: '0.1.0',
      createdAt: T0.toISOString(),
    });
  });
});
