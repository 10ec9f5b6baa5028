import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Period } from '../../../components/dates/isoDate';

function currentYear(): Period {
  const year = new Date().getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The parameters of a report in the page's URL (`?from=…&to=…&prefix=…`), so that a report can
 * be bookmarked, shared and reloaded. Defaults: the current calendar year, today.
 */
export function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const defaults = useMemo(currentYear, []);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const period: Period = { from: DATE.test(from) ? from : defaults.from, to: DATE.test(to) ? to : defaults.to };
  const asOfParam = search.get('asOf') ?? '';
  const asOf = DATE.test(asOfParam) ? asOfParam : today();
  const prefix = search.get('prefix') ?? '';

  const set = useCallback(
    (values: Record<string, string | undefined>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return {
    period,
    asOf,
    prefix,
    /** Only complete, ordered periods reach the server. */
    valid: period.from <= period.to,
    setPeriod: (p: Period) => set({ from: p.from, to: p.to }),
    setAsOf: (value: string) => set({ asOf: value }),
    setPrefix: (value: string) => set({ prefix: value }),
    get: (key: string) => search.get(key) ?? '',
    set,
  };
}
