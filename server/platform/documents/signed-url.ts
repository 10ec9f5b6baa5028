import { createHmac, timingSafeEqual } from 'node:crypto';

/** Default and longest lifetimes of a download link. */
export const DEFAULT_LINK_TTL_SECONDS = 15 * 60;
export const MAX_LINK_TTL_SECONDS = 7 * 24 * 3600;

export function downloadPath(id: string): string {
  return `/documents/${id}/download`;
}

/** HMAC-SHA256 over the download path and the expiry (Unix seconds), base64url. */
export function linkSignature(secret: Buffer, id: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`${downloadPath(id)}\n${expires}`)
    .digest('base64url');
}

export function signedDownloadUrl(
  secret: Buffer,
  id: string,
  now: Date,
  ttlSeconds = DEFAULT_LINK_TTL_SECONDS,
): string {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_LINK_TTL_SECONDS) {
    throw new RangeError(`A download link lives between 1 and ${MAX_LINK_TTL_SECONDS} seconds`);
  }
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${downloadPath(id)}?expires=${expires}&signature=${linkSignature(secret, id, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Checks a link's signature (in constant time) before its expiry, so a forged link learns nothing. */
export function checkDownloadLink(
  secret: Buffer,
  id: string,
  expiresRaw: string,
  signatureRaw: string,
  now: Date,
): LinkCheck {
  if (!/^\d{1,12}$/.test(expiresRaw) || !/^[A-Za-z0-9_-]{43}$/.test(signatureRaw)) return 'invalid';
  const expires = Number(expiresRaw);
  // Compared as text: two base64url spellings may decode to the same bytes.
  const expected = Buffer.from(linkSignature(secret, id, expires), 'ascii');
  const given = Buffer.from(signatureRaw, 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now.getTime() < expires * 1000 ? 'valid' : 'expired';
}
