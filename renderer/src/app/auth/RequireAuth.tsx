import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useAuth } from './AuthContext';
import { REALM_HOME, type Realm } from './realm';

/** Signed-in callers of `realm` only: others go to the login page (and come back after). */
export function RequireAuth({ realm, children }: { realm: Realm; children: ReactNode }) {
  const { status, me } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState fullPage />;
  if (status === 'anonymous' || !me) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    const search = new URLSearchParams(next === REALM_HOME[realm] ? {} : { next });
    if (realm === 'operator') search.set('space', 'operator');
    const query = search.toString();
    return <Navigate to={query ? `/login?${query}` : '/login'} replace />;
  }
  if (me.realm !== realm) return <Navigate to={REALM_HOME[me.realm]} replace />;
  return children;
}
