import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDownloadLink, linkSignature, MAX_LINK_TTL_SECONDS, signedDownloadUrl } from './signed-url';

const secret = randomBytes(32);
const id = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const now = new Date('2026-11-21T08:00:00Z');

function parts(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  return { expires: params.get('expires')!, signature: params.get('signature')! };
}

describe('signed download links', () => {
  it('signs the path and the expiry', () => {
    const url = signedDownloadUrl(secret, id, now, 900);
    const { expires, signature } = parts(url);
    expect(url.startsWith(`/documents/${id}/download?`)).toBe(true);
    expect(Number(expires)).toBe(now.getTime() / 1000 + 900);
    expect(signature).toBe(linkSignature(secret, id, Number(expires)));
    expect(checkDownloadLink(secret, id, expires, signature, now)).toBe('valid');
  });

  it('expires at the second it names', () => {
    const { expires, signature } = parts(signedDownloadUrl(secret, id, now, 60));
    expect(checkDownloadLink(secret, id, expires, signature, new Date(now.getTime() + 59_999))).toBe('valid');
    expect(checkDownloadLink(secret, id, expires, signature, new Date(now.getTime() + 60_000))).toBe(
      'expired',
    );
  });

  it('refuses another secret, another id, another expiry and every one-character change', () => {
    const { expires, signature } = parts(signedDownloadUrl(secret, id, now));
    expect(checkDownloadLink(randomBytes(32), id, expires, signature, now)).toBe('invalid');
    expect(checkDownloadLink(secret, id.replace(/9$/, '8'), expires, signature, now)).toBe('invalid');
    expect(checkDownloadLink(secret, id, String(Number(expires) + 1), signature, now)).toBe('invalid');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < signature.length; i++) {
      const replacement = alphabet[(alphabet.indexOf(signature[i]) + 1) % alphabet.length];
      const tampered = signature.slice(0, i) + replacement + signature.slice(i + 1);
      expect(checkDownloadLink(secret, id, expires, tampered, now), `position ${i}`).toBe('invalid');
    }
  });

  it('refuses malformed parts without throwing', () => {
    const { expires, signature } = parts(signedDownloadUrl(secret, id, now));
    for (const [e, s] of [
      ['abc', signature],
      ['-5', signature],
      ['1e12', signature],
      [expires, ''],
      [expires, `${signature}=`],
      [expires, signature.slice(1)],
      [expires, 'é'.repeat(43)],
    ]) {
      expect(checkDownloadLink(secret, id, e, s, now), `${e} ${s}`).toBe('invalid');
    }
  });

  it('bounds the lifetime of a link', () => {
    expect(() => signedDownloadUrl(secret, id, now, 0)).toThrow(RangeError);
    expect(() => signedDownloadUrl(secret, id, now, 1.5)).toThrow(RangeError);
    expect(() => signedDownloadUrl(secret, id, now, MAX_LINK_TTL_SECONDS + 1)).toThrow(RangeError);
    expect(() => signedDownloadUrl(secret, id, now, MAX_LINK_TTL_SECONDS)).not.toThrow();
  });
});
