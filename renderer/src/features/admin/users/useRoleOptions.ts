import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { ROLES_PATH, type RoleRecord } from '../roles/api';

/** The roles one may give (listing them needs roles.manage; without it, no role choice). */
export function useRoleOptions(): { roles: RoleRecord[]; canAssign: boolean; loading: boolean } {
  const { can } = useAuth();
  const canAssign = can('roles.manage');
  const query = useApiQuery<ListEnvelope<RoleRecord>>(canAssign ? ROLES_PATH : null, { pageSize: 200 });
  return { roles: query.data?.items ?? [], canAssign, loading: query.loading };
}
