import { SYSTEM_ROLES, SYSTEM_ROLE_DESCRIPTIONS, SYSTEM_ROLE_GRANTS, OPERATOR_ROLES, type SystemRole } from '../../../shared/permissions';

/** Fixed ids of the system roles, inserted by migration and identical in every installation. */
export const SYSTEM_ROLE_IDS: Readonly<Record<SystemRole, string>> = {
  ORG_ADMIN: '00000000-0000-4000-a000-000000000001',
  HR_MANAGER: '00000000-0000-4000-a000-000000000002',
  MANAGER: '00000000-0000-4000-a000-000000000003',
  RECRUITER: '00000000-0000-4000-a000-000000000004',
  EMPLOYEE: '00000000-0000-4000-a000-000000000005',
  PLATFORM_OPERATOR: '00000000-0000-4000-a000-000000000006',
  PLATFORM_ADMIN: '00000000-0000-4000-a000-000000000007',
};

const BY_ID = new Map(Object.entries(SYSTEM_ROLE_IDS).map(([name, id]) => [id, name as SystemRole]));

export function systemRoleName(id: string): SystemRole | undefined {
  return BY_ID.get(id);
}

export function isSystemRoleName(name: string): name is SystemRole {
  return (SYSTEM_ROLES as readonly string[]).includes(name.toUpperCase());
}

export function systemRoleGrants(name: SystemRole): readonly string[] {
  return SYSTEM_ROLE_GRANTS[name];
}

export function systemRoleRows(now: Date) {
  return SYSTEM_ROLES.map((name) => ({
    id: SYSTEM_ROLE_IDS[name],
    tenant_id: null,
    name,
    description: SYSTEM_ROLE_DESCRIPTIONS[name].fr,
    system_role: true,
    realm: (OPERATOR_ROLES as readonly string[]).includes(name) ? 'operator' : 'tenant',
    created_at: now,
    updated_at: now,
  }));
}
