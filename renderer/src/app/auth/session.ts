import type { z } from 'zod';
import type { LoginResponseView } from '../../../../shared/views/identity';
import type { Realm } from './realm';

/** What a login or a refresh answers (api-contract.md, Authentication); expiresIn in seconds. */
export type TokenPair = Pick<z.infer<typeof LoginResponseView>, 'accessToken' | 'refreshToken' | 'tokenType' | 'expiresIn'>;

export interface StoredSession {
  realm: Realm;
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds after which the access token is considered expired. */
  expiresAt: number;
  email: string;
  /** Tenant slug used at login (tenant realm), to log in again after expiry. */
  tenant?: string;
}

const STORAGE_KEY = 'baobab.session';
/** Renew a little before the announced expiry so a request never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 15_000;

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<StoredSession>;
  return (
    (s.realm === 'tenant' || s.realm === 'operator') &&
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.expiresAt === 'number' &&
    typeof s.email === 'string'
  );
}

export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the session lives in memory only.
  }
}

export function sessionFromTokens(
  tokens: TokenPair,
  identity: { realm: Realm; email: string; tenant?: string },
  now = Date.now(),
): StoredSession {
  return {
    ...identity,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: now + tokens.expiresIn * 1000,
  };
}

export function isExpired(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAt - EXPIRY_MARGIN_MS <= now;
}

export const SESSION_STORAGE_KEY = STORAGE_KEY;
