import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { AppConfig } from '../../../config';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims, type TokenRealm } from '../../../platform/auth/access-tokens';
import { bumpAccessVersion, GLOBAL_SCOPE, PLATFORM_SCOPE } from '../../../platform/permissions/versions';
import { inTransaction } from '../../../platform/db/transaction';
import { Problem } from '../../../platform/http/problem';
import { deriveKey } from '../../../platform/secrets';
import { RefreshToken } from '../models/refresh-token';

export const REFRESH_TOKEN_TTL_DAYS = 30;
const DAY_MS = 86_400_000;

type KeyConfig = Pick<AppConfig, 'APP_SECRET' | 'dataDir'>;

export interface SessionSubject {
  realm: TokenRealm;
  subjectId: string;
  tenantId: string | null;
}

export interface SessionMeta {
  now: Date;
  ip?: string | null;
  userAgent?: string | null;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  sessionId: string;
}

export function accessTokenKey(config: KeyConfig): Uint8Array {
  return deriveKey(config, 'access-token');
}

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

async function storeRefreshToken(subject: SessionSubject, familyId: string, meta: SessionMeta): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await RefreshToken.create({
    realm: subject.realm,
    tenantId: subject.tenantId,
    subjectId: subject.subjectId,
    familyId,
    tokenHash: hashToken(token),
    issuedAt: meta.now,
    expiresAt: new Date(meta.now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

async function tokensFor(config: KeyConfig, subject: SessionSubject, familyId: string, refreshToken: string, now: Date): Promise<IssuedTokens> {
  const claims: AccessClaims = { realm: subject.realm, subject: subject.subjectId, tenantId: subject.tenantId, sessionId: familyId };
  return {
    accessToken: await signAccessToken(accessTokenKey(config), claims, now),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    sessionId: familyId,
  };
}

/** A new session (refresh-token family) and its first token pair. */
export async function openSession(config: KeyConfig, subject: SessionSubject, meta: SessionMeta): Promise<IssuedTokens> {
  const familyId = randomUUID();
  const refreshToken = await storeRefreshToken(subject, familyId, meta);
  return tokensFor(config, subject, familyId, refreshToken, meta.now);
}

const invalidRefresh = () => new Problem('UNAUTHENTICATED', 'The refresh token is invalid, expired or revoked');

function accessScope(realm: TokenRealm, tenantId: string | null): string {
  return realm === 'operator' ? PLATFORM_SCOPE : (tenantId ?? GLOBAL_SCOPE);
}

/**
 * Revokes a session. Its access tokens stop at once too: the access version moves, so every
 * process reloads the account's principal, whose revokedSessions then names this family.
 */
async function revokeFamily(row: Pick<RefreshToken, 'familyId' | 'realm' | 'tenantId'>, now: Date): Promise<void> {
  await inTransaction(RefreshToken.sequelize!, async () => {
    await RefreshToken.update({ revokedAt: now }, { where: { familyId: row.familyId, revokedAt: null } });
    await bumpAccessVersion(RefreshToken.sequelize!, accessScope(row.realm, row.tenantId));
  });
}

/** Sessions of an account revoked recently enough for one of their access tokens to be alive. */
export async function recentlyRevokedSessions(realm: TokenRealm, subjectId: string, now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000);
  const rows = await RefreshToken.findAll({ where: { realm, subjectId, revokedAt: { [Op.gte]: since } }, attributes: ['familyId'] });
  return new Set(rows.map((r) => r.familyId));
}

/**
 * Exchanges a refresh token for a new pair. The presented token is marked rotated; presenting a
 * rotated (or revoked) token again is taken as theft and revokes every token of its family. The
 * revocation must survive the 401 that follows, so callers run this outside a rolled-back
 * transaction. `accept` may refuse the subject (deactivated user, suspended tenant).
 */
export async function rotateSession(
  config: KeyConfig,
  presented: string,
  realm: TokenRealm,
  meta: SessionMeta,
  accept: (subject: SessionSubject) => Promise<void>,
): Promise<IssuedTokens & { subject: SessionSubject }> {
  const row = await RefreshToken.findOne({ where: { tokenHash: hashToken(presented) } });
  if (!row || row.realm !== realm) throw invalidRefresh();
  if (row.rotatedAt || row.revokedAt) {
    await revokeFamily(row, meta.now);
    throw invalidRefresh();
  }
  if (row.expiresAt.getTime() <= meta.now.getTime()) throw invalidRefresh();
  const subject: SessionSubject = { realm: row.realm, subjectId: row.subjectId, tenantId: row.tenantId };
  await accept(subject);
  // Two concurrent uses of one token: only the first update wins, the second is a reuse.
  const refreshToken = await inTransaction(RefreshToken.sequelize!, async () => {
    const [claimed] = await RefreshToken.update({ rotatedAt: meta.now }, { where: { id: row.id, rotatedAt: null, revokedAt: null } });
    return claimed === 1 ? storeRefreshToken(subject, row.familyId, meta) : null;
  });
  if (!refreshToken) {
    await revokeFamily(row, meta.now);
    throw invalidRefresh();
  }
  return { ...(await tokensFor(config, subject, row.familyId, refreshToken, meta.now)), subject };
}

/** Logout: revokes the presented token's whole session. Unknown tokens are ignored. */
export async function closeSession(presented: string, realm: TokenRealm, now: Date): Promise<void> {
  const row = await RefreshToken.findOne({ where: { tokenHash: hashToken(presented) } });
  if (row && row.realm === realm) await revokeFamily(row, now);
}

/** Revokes every session of an account except one (password change keeps the current session). */
export async function closeOtherSessions(realm: TokenRealm, tenantId: string | null, subjectId: string, keepFamilyId: string | null, now: Date): Promise<void> {
  const where = keepFamilyId
    ? { realm, subjectId, revokedAt: null, familyId: { [Op.ne]: keepFamilyId } }
    : { realm, subjectId, revokedAt: null };
  await RefreshToken.update({ revokedAt: now }, { where });
  await bumpAccessVersion(RefreshToken.sequelize!, accessScope(realm, tenantId));
}

export async function readAccessToken(config: KeyConfig, token: string, now: Date): Promise<AccessClaims | null> {
  return verifyAccessToken(accessTokenKey(config), token, now);
}
