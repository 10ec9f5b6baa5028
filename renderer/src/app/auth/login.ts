import { api } from '../api';
import { AUTH_PATHS, type Realm } from './realm';
import { sessionFromTokens, type StoredSession, type TokenPair } from './session';

export interface Credentials {
  email: string;
  password: string;
  /** Tenant slug (tenant realm; optional in the on-premise profile). */
  tenant?: string;
}

/** Logs in on the realm's endpoint; rejects with INVALID_CREDENTIALS, RATE_LIMITED… */
export async function requestSession(realm: Realm, credentials: Credentials): Promise<StoredSession> {
  const tenant = credentials.tenant?.trim() || undefined;
  const body =
    realm === 'tenant'
      ? { email: credentials.email, password: credentials.password, tenant }
      : { email: credentials.email, password: credentials.password };
  const tokens = await api.post<TokenPair>(AUTH_PATHS[realm].login, body, { auth: false });
  return sessionFromTokens(tokens, { realm, email: credentials.email.trim().toLowerCase(), tenant });
}
