import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from './access-tokens';

const claims: AccessClaims = { realm: 'tenant', subject: 'user-1', tenantId: 'tenant-1', sessionId: 'family-1' };

describe('access tokens', () => {
  it('answers the same for a token verified before (kept per process) as for a first verification', async () => {
    const key = new Uint8Array(32).fill(1);
    const issued = new Date('2026-11-18T08:00:00Z');
    const token = await signAccessToken(key, claims, issued);
    const lastValid = new Date(issued.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000 + 999);
    const expiry = new Date(issued.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    // first verification, then the same token again: same claims until exp, null from exp on
    for (let round = 0; round < 2; round++) {
      expect(await verifyAccessToken(key, token, issued)).toEqual(claims);
      expect(await verifyAccessToken(key, token, lastValid)).toEqual(claims);
      expect(await verifyAccessToken(key, token, expiry)).toBeNull();
    }
    // another key, a changed signature or payload: refused though the genuine token is known
    expect(await verifyAccessToken(new Uint8Array(32).fill(2), token, issued)).toBeNull();
    const [header, payload, signature] = token.split('.');
    expect(await verifyAccessToken(key, `${header}.${payload}.${signature.slice(0, -2)}AA`, issued)).toBeNull();
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' })).toString('base64url');
    expect(await verifyAccessToken(key, `${header}.${other}.${signature}`, issued)).toBeNull();
    // an expired token first seen after its expiry is refused, and stays so
    const old = await signAccessToken(key, claims, new Date('2026-01-01T00:00:00Z'));
    expect(await verifyAccessToken(key, old, issued)).toBeNull();
    expect(await verifyAccessToken(key, old, issued)).toBeNull();
    // the claims handed out are copies
    const first = (await verifyAccessToken(key, token, issued))!;
    first.subject = 'changed';
    expect(await verifyAccessToken(key, token, issued)).toEqual(claims);
  });
});
