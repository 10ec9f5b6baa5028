import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, LICENSE_REASONS, type LicenseReason } from '../../../shared/license';
import { armour } from './armour';
import { LICENSE_ARMOUR_LABEL } from './envelope';
import { createRoot, issueSigner } from './keys';
import { issue, sealWith, T0, testPki } from './test-kit';
import { createTrustStore, parseRetiredList } from './trust';
import { verifyLicenseFile } from './verify';
import { normalizeSerial } from './x509';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name));
const goldenTrust = () =>
  createTrustStore(read('test-root.pem').toString(), parseRetiredList(read('retired.json').toString()));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Another byte in the same place: the next base64 character for base64 text (so decoding goes deeper), else one bit flipped. */
function tamper(bytes: Buffer, offset: number): Buffer {
  const copy = Buffer.from(bytes);
  const i = B64.indexOf(String.fromCharCode(copy[offset]));
  copy[offset] = i >= 0 ? B64.charCodeAt((i + 1) % 64) : copy[offset] ^ 0x01;
  return copy;
}

function envelopeOf(lic: string): Record<string, unknown> {
  const body = lic
    .split('\n')
    .filter((l) => l && !l.startsWith('-----'))
    .join('');
  return JSON.parse(Buffer.from(body, 'base64').toString('utf8'));
}
const rearmour = (text: string) => armour(LICENSE_ARMOUR_LABEL, Buffer.from(text, 'utf8'));

describe('verifyLicenseFile: tampering', () => {
  it('refuses a changed byte at every offset of a small license, each with a reason, never throwing', async () => {
    const original = read('small.lic');
    const trust = await goldenTrust();
    expect((await verifyLicenseFile(original, trust, { at: T0 })).ok).toBe(true);
    const seen = new Map<LicenseReason, number>();
    for (let offset = 0; offset < original.length; offset++) {
      const result = await verifyLicenseFile(tamper(original, offset), trust, { at: T0 });
      if (result.ok) throw new Error(`accepted with byte ${offset} changed`);
      expect(LICENSE_REASONS).toContain(result.reason);
      seen.set(result.reason, (seen.get(result.reason) ?? 0) + 1);
    }
    // Every layer is reached by some change: armour/base64, certificate, signature.
    expect([...seen.keys()].sort()).toEqual(
      expect.arrayContaining(['BAD_SIGNATURE', 'MALFORMED', 'UNTRUSTED']),
    );
  }, 60_000);

  it('refuses a file signed by another key under the same certificate', async () => {
    const { signer, trust } = await testPki();
    const other = await issueSigner((await testPki()).root, { now: T0 });
    const forged = await sealWith({ certificate: signer.certificate, privateKey: other.privateKey });
    expect(await verifyLicenseFile(forged, trust, { at: T0 })).toMatchObject({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('refuses a look-alike root: same name, another key', async () => {
    const { root, trust } = await testPki();
    const lookalike = await createRoot({ now: new Date('2025-01-01'), commonName: 'Baobab Test Root' });
    expect(lookalike.certificate.subject).toBe(root.certificate.subject);
    const file = await issue(await issueSigner(lookalike, { now: new Date('2025-06-01') }));
    expect(await verifyLicenseFile(file, trust, { at: T0 })).toMatchObject({
      ok: false,
      reason: 'UNTRUSTED',
    });
  });

  it('refuses a signer that is a CA, lacks digitalSignature or the license EKU, or is retired', async () => {
    const { root, trust } = await testPki();
    const now = new Date('2025-06-01');
    const ca = await issueSigner(root, { now, ca: true });
    const noUsage = await issueSigner(root, { now, keyUsage: 4 });
    const noEku = await issueSigner(root, { now, extendedKeyUsages: ['1.3.6.1.5.5.7.3.3'] });
    for (const signer of [ca, noUsage, noEku]) {
      expect(await verifyLicenseFile(await sealWith(signer), trust, { at: T0 })).toMatchObject({
        ok: false,
        reason: 'SIGNER_NOT_ALLOWED',
      });
    }
    const retired = await issueSigner(root, { now });
    const file = await issue(retired);
    expect((await verifyLicenseFile(file, trust, { at: T0 })).ok).toBe(true);
    const serial = normalizeSerial(retired.certificate.serialNumber);
    expect(await verifyLicenseFile(file, trust, { at: T0, retiredSerials: [serial] })).toMatchObject({
      ok: false,
      reason: 'SIGNING_KEY_RETIRED',
    });
    const shipped = await createTrustStore(root.certificate.toString('pem'), [serial.toUpperCase()]);
    expect(await verifyLicenseFile(file, shipped, { at: T0 })).toMatchObject({
      ok: false,
      reason: 'SIGNING_KEY_RETIRED',
    });
  });

  it('checks the signer dates at the instant given', async () => {
    const { root, trust } = await testPki();
    const signer = await issueSigner(root, {
      now: T0,
      notBefore: new Date('2026-01-01T00:00:00Z'),
      notAfter: new Date('2026-06-01T00:00:00Z'),
    });
    const file = await sealWith(signer); // the issuer itself refuses a license outliving its signer
    expect((await verifyLicenseFile(file, trust, { at: new Date('2026-05-31T23:59:59Z') })).ok).toBe(true);
    expect(await verifyLicenseFile(file, trust, { at: new Date('2026-06-01T00:00:01Z') })).toMatchObject({
      reason: 'SIGNER_EXPIRED',
    });
    expect(await verifyLicenseFile(file, trust, { at: new Date('2025-12-31T23:59:59Z') })).toMatchObject({
      reason: 'SIGNER_EXPIRED',
    });
  });
});

describe('verifyLicenseFile: malformed and truncated files', () => {
  const valid = read('valid.lic').toString();

  it.each([
    ['empty', ''],
    ['garbage', 'hello'],
    ['truncated after the header', valid.slice(0, 40)],
    ['truncated in the body', valid.slice(0, Math.floor(valid.length / 2))],
    ['missing the footer', valid.replace('-----END BAOBAB LICENSE FILE-----\n', '')],
    ['another armour label', valid.replaceAll('LICENSE FILE', 'LICENSE REQUEST')],
    ['a character Node would skip', valid.replace(/\n[A-Za-z0-9]/, '\n*')],
    ['a space inside the base64', valid.replace(/\n[A-Za-z0-9]/, '\n ')],
    ['text after the footer', `${valid}extra\n`],
    ['larger than 64 KiB', valid + 'A'.repeat(64 * 1024)],
    ['not UTF-8', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid)])],
  ])('%s → MALFORMED', async (_name, file) => {
    expect(await verifyLicenseFile(file, await goldenTrust(), { at: T0 })).toMatchObject({
      ok: false,
      reason: 'MALFORMED',
    });
  });

  it('refuses a file with a whole line dropped (the base64 still decodes: the signature catches it)', async () => {
    const dropped = valid
      .split('\n')
      .filter((_, i) => i !== 3)
      .join('\n');
    expect(await verifyLicenseFile(dropped, await goldenTrust(), { at: T0 })).toMatchObject({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('tolerates CRLF line ends and a byte-order mark', async () => {
    const crlf = `\ufeff${valid.replaceAll('\n', '\r\n')}`;
    expect((await verifyLicenseFile(Buffer.from(crlf, 'utf8'), await goldenTrust(), { at: T0 })).ok).toBe(
      true,
    );
  });

  it('refuses envelopes that are not exactly the one canonical form', async () => {
    const env = envelopeOf(valid);
    const trust = await goldenTrust();
    const variants: Record<string, string> = {
      'duplicate key': canonicalJson(env).replace('{', `{"payload":${JSON.stringify(env.payload)},`),
      'extra key': canonicalJson({ ...env, kid: 'x' }),
      'non-canonical spacing': JSON.stringify(env, null, 1),
      'other key order': JSON.stringify({
        x5c: env.x5c,
        payload: env.payload,
        protected: env.protected,
        signature: env.signature,
      }),
      'x5c with two certificates': canonicalJson({
        ...env,
        x5c: [(env.x5c as string[])[0], (env.x5c as string[])[0]],
      }),
      'short signature': canonicalJson({ ...env, signature: Buffer.alloc(63).toString('base64url') }),
      'DER signature': canonicalJson({ ...env, signature: Buffer.alloc(70, 1).toString('base64url') }),
      'padded base64url': canonicalJson({ ...env, signature: `${env.signature}=` }),
      'other algorithm': canonicalJson({
        ...env,
        protected: Buffer.from('{"alg":"ES384","typ":"baobab-lic+jws","v":1}').toString('base64url'),
      }),
      'alg none': canonicalJson({
        ...env,
        protected: Buffer.from('{"alg":"none","typ":"baobab-lic+jws","v":1}').toString('base64url'),
      }),
      'other version': canonicalJson({
        ...env,
        protected: Buffer.from('{"alg":"ES256","typ":"baobab-lic+jws","v":2}').toString('base64url'),
      }),
      'not an object': '[]',
    };
    for (const [name, text] of Object.entries(variants)) {
      const result = await verifyLicenseFile(rearmour(text), trust, { at: T0 });
      expect(result, name).toMatchObject({ ok: false, reason: 'MALFORMED' });
    }
  });

  it('refuses a signed payload that is not a valid license (issuer bug or format drift)', async () => {
    const { signer, trust } = await testPki();
    const { sealEnvelope } = await import('./envelope');
    const { derOf } = await import('./x509');
    const sealed = await sealEnvelope({ licenseKeyId: 'nope' }, signer.privateKey, derOf(signer.certificate));
    expect(await verifyLicenseFile(sealed, trust, { at: T0 })).toMatchObject({
      ok: false,
      reason: 'INVALID_PAYLOAD',
    });
  });
});
