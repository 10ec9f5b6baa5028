import { useAuth } from '../../app/auth/AuthContext';

/** The tenant's currency (ISO code) from `/auth/me`, or null for operators. */
export function useCurrency(): string | null {
  const { me } = useAuth();
  return me?.tenant?.currency ?? null;
}
