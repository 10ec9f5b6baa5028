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

/** The claims of a valid token, or null for anything else (expired, forged, malformed). */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const realm = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if ((realm !== 'tenant' && realm !== 'operator') || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const tenantId = typeof payload.tid === 'string' ? payload.tid : null;
    if (realm === 'tenant' && !tenantId) return null;
    return { realm, subject: payload.sub, tenantId, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
