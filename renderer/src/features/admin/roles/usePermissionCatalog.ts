import { useMemo } from 'react';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { PERMISSION_CATALOG_PATH, type PermissionInfo } from './api';
import { groupByModule } from './permissionGroups';

export type { PermissionGroup } from './permissionGroups';

/** The tenant permission catalog, grouped by module for the matrix. */
export function usePermissionCatalog() {
  const query = useApiQuery<ListEnvelope<PermissionInfo>>(PERMISSION_CATALOG_PATH);
  const groups = useMemo(() => groupByModule(query.data?.items ?? []), [query.data]);
  return { groups, loading: query.loading, error: query.error };
}
