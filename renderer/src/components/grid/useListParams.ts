import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface ListParams {
  /** From 1, like the API. */
  page: number;
  pageSize: number;
  /** `field` or `-field`. */
  sort: string | undefined;
  filters: Record<string, string>;
}

export interface ListParamsControl {
  params: ListParams;
  setPage(page: number, pageSize: number): void;
  setSort(sort: string | undefined): void;
  /** Sets one filter (empty value removes it) and goes back to page 1. */
  setFilter(key: string, value: string | undefined): void;
  setFilters(values: Record<string, string | undefined>): void;
  clearFilters(): void;
}

/**
 * Paging, sort and filters of a list, kept in the page's URL (`?page=2&sort=-createdAt&action=CREATE`)
 * so a filtered list can be bookmarked, shared and survives a reload.
 */
export function useListParams(
  filterKeys: readonly string[],
  defaults: { sort?: string; pageSize?: number } = {},
): ListParamsControl {
  const [search, setSearch] = useSearchParams();
  const keysKey = filterKeys.join(',');

  const params = useMemo<ListParams>(() => {
    const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
    const requestedSize = Number.parseInt(search.get('pageSize') ?? '', 10);
    const pageSize = (PAGE_SIZES as readonly number[]).includes(requestedSize)
      ? requestedSize
      : (defaults.pageSize ?? DEFAULT_PAGE_SIZE);
    const filters: Record<string, string> = {};
    for (const key of keysKey.split(',')) {
      const value = search.get(key);
      if (key && value) filters[key] = value;
    }
    return { page, pageSize, sort: search.get('sort') ?? defaults.sort, filters };
  }, [search, keysKey, defaults.pageSize, defaults.sort]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      // The grid reports its model at mount (a default sort on a field it does not show, the
      // page it starts on): a change that leaves the URL as it is must not navigate.
      const probe = new URLSearchParams(search);
      change(probe);
      if (probe.toString() === search.toString()) return;
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [search, setSearch],
  );

  return useMemo<ListParamsControl>(
    () => ({
      params,
      setPage: (page, pageSize) =>
        update((next) => {
          setOrDelete(next, 'page', page > 1 ? String(page) : undefined);
          setOrDelete(
            next,
            'pageSize',
            pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE) ? String(pageSize) : undefined,
          );
        }),
      setSort: (sort) =>
        update((next) => {
          setOrDelete(next, 'sort', sort);
          next.delete('page');
        }),
      setFilter: (key, value) =>
        update((next) => {
          setOrDelete(next, key, value);
          next.delete('page');
        }),
      setFilters: (values) =>
        update((next) => {
          for (const [key, value] of Object.entries(values)) setOrDelete(next, key, value);
          next.delete('page');
        }),
      clearFilters: () =>
        update((next) => {
          for (const key of keysKey.split(',')) if (key) next.delete(key);
          next.delete('page');
        }),
    }),
    [params, update, keysKey, defaults.pageSize],
  );
}

function setOrDelete(params: URLSearchParams, key: string, value: string | undefined): void {
  if (value === undefined || value === '') params.delete(key);
  else params.set(key, value);
}
