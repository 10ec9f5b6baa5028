import { createContext, useContext } from 'react';
import type { Credentials } from './login';
import type { AccessRule, Me } from './me';
import type { Realm } from './realm';
import type { StoredSession } from './session';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthValue {
  status: AuthStatus;
  me: Me | null;
  login(realm: Realm, credentials: Credentials): Promise<Me>;
  /** Starts a session obtained elsewhere (set-password link). */
  signIn(session: StoredSession): Promise<Me>;
  logout(): Promise<void>;
  /** Reloads `/auth/me` (after a role or permission change). */
  refreshMe(): Promise<void>;
  can(rule: AccessRule | string): boolean;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** The authenticated caller; only inside screens behind RequireAuth. */
export function useMe(): Me {
  const { me } = useAuth();
  if (!me) throw new Error('useMe without an authenticated caller');
  return me;
}
