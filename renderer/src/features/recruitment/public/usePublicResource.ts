import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../app/api';

export interface PublicResource<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  setData: (data: T) => void;
  /** Reads the resource again without a loading state (the page keeps showing what it has). */
  refresh: () => Promise<void>;
}

/** Reads a public (no account) endpoint once per path. */
export function usePublicResource<T>(path: string): PublicResource<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  useEffect(() => {
    let cancelled = false;
    setState({ data: null, error: null, loading: true });
    api
      .request<T>('GET', path, { auth: false })
      .then((data) => !cancelled && setState({ data, error: null, loading: false }))
      .catch((error: unknown) => !cancelled && setState({ data: null, error, loading: false }));
    return () => {
      cancelled = true;
    };
  }, [path]);
  const setData = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  const refresh = useCallback(async () => {
    try {
      setData(await api.request<T>('GET', path, { auth: false }));
    } catch {
      // The page keeps what it showed; the refusal that triggered the refresh is already on screen.
    }
  }, [path, setData]);
  return { ...state, setData, refresh };
}
