import { useCallback, useEffect, useState } from 'react';
import { api } from './index';
import type { Query } from './url';

export interface ApiQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Fetches again (after a change the screen made). */
  reload: () => void;
}

/**
 * GET `path` with `query`, again whenever either changes; the previous request is aborted, and the
 * last data stays visible while the next page loads. `path` null waits (a missing parameter).
 */
export function useApiQuery<T>(path: string | null, query?: Query): ApiQuery<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(path !== null);
  const [generation, setGeneration] = useState(0);
  const key = path === null ? null : `${path}?${JSON.stringify(query ?? {})}`;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .get<T>(path, query, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setData(result);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // `key` stands for path and query (a new query object each render must not refetch).
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, reload };
}
