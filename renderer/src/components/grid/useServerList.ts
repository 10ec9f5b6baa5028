import type { Query } from '../../app/api';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useListParams, type ListParamsControl } from './useListParams';

export interface ServerList<T> extends ListParamsControl {
  rows: T[];
  total: number;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

export interface ServerListOptions {
  /** Filter names of the endpoint, read from and written to the URL. */
  filters?: readonly string[];
  sort?: string;
  pageSize?: number;
  /** Extra fixed query parameters. */
  query?: Query;
}

/** A paginated endpoint driven by the URL: what a ServerDataGrid shows and its filters change. */
export function useServerList<T>(path: string, options: ServerListOptions = {}): ServerList<T> {
  const control = useListParams(options.filters ?? [], { sort: options.sort, pageSize: options.pageSize });
  const { page, pageSize, sort, filters } = control.params;
  const result = useApiQuery<ListEnvelope<T>>(path, { ...options.query, ...filters, page, pageSize, sort });
  return {
    ...control,
    rows: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    loading: result.loading,
    error: result.error,
    reload: result.reload,
  };
}
