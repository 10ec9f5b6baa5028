/** A role as attached to a user. */
export interface UserRole {
  id: string;
  name: string;
  description: string | null;
  systemRole: boolean;
  tenantId: string | null;
}

/** A user as `/admin/users` presents it. */
export interface UserRecord {
  id: string;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  employeeId: string | null;
  locale: 'fr' | 'en' | string;
  active: boolean;
  passwordSet: boolean;
  invitationPending: boolean;
  roles: UserRole[];
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const USERS_PATH = '/admin/users';
export const userPath = (id: string) => `/admin/users/${id}`;
export const userActionPath = (id: string, action: 'deactivate' | 'reactivate' | 'invitation') =>
  `/admin/users/${id}/${action}`;
export const userRolesPath = (id: string) => `/admin/users/${id}/roles`;
export const userRolePath = (id: string, roleId: string) => `/admin/users/${id}/roles/${roleId}`;

/** What a user's row shows as status: an invitation waiting counts apart from active/inactive. */
export function userStatus(
  user: Pick<UserRecord, 'active' | 'invitationPending' | 'passwordSet'>,
): 'ACTIVE' | 'INACTIVE' | 'INVITED' {
  if (!user.active) return 'INACTIVE';
  if (!user.passwordSet) return 'INVITED';
  return 'ACTIVE';
}
