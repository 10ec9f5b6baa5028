import { SignJWT, jwtVerify, errors } from 'jose';

/** Access tokens: HS256 JWTs of 15 minutes carrying the realm, subject, tenant and session. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'baobab';

export type TokenRealm = 'tenant' | 'operator';

export interface AccessClaims {
  realm: TokenRealm;
  /** User or operator id. */
  subject: string;
  tenantId: string | null;
  /** Refresh-token family the token was issued with. */
  sessionId: string;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.subject)
    .setIssuer(ISSUER)
    .setAudience(claims.realm)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * Tokens this process has verified, per key, with their expiry: the signature of a token is checked
 * once (jose goes through WebCrypto, a key import and a thread-pool job: ~10 % of a small read's CPU),
 * its expiry on every use, as jose checks it. Revocation does not live in the token (sessions and the
 * access version do), so nothing else can change a verified token's answer.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const MAX_VERIFIED = 10_000;

function remember(key: Uint8Array, token: string, claims: AccessClaims, exp: number): void {
  let tokens = verified.get(key);
  if (!tokens) verified.set(key, (tokens = new Map()));
  if (tokens.size >= MAX_VERIFIED) tokens.delete(tokens.keys().next().value!);
  tokens.set(token, { claims, exp });
}

/** The claims of a valid token, or null for anything else (expired, forged, malformed). */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AccessClaims | null> {
  const known = verified.get(key)?.get(token);
  // jose: expired when exp <= now, in whole seconds.
  if (known) return known.exp > Math.floor(now.getTime() / 1000) ? { ...known.claims } : null;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const realm = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if ((realm !== 'tenant' && realm !== 'operator') || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const tenantId = typeof payload.tid === 'string' ? payload.tid : null;
    if (realm === 'tenant' && !tenantId) return null;
    const claims: AccessClaims = { realm, subject: payload.sub, tenantId, sessionId: payload.sid };
    // Only tokens whose validity is their expiry alone (what this module signs).
    if (typeof payload.exp === 'number' && payload.nbf === undefined) remember(key, token, claims, payload.exp);
    return { ...claims };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
