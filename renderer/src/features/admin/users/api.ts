import type { z } from 'zod';
import type { RoleSummaryView } from '../../../../../shared/views/roles';
import type { UserView } from '../../../../../shared/views/identity';

/** A role as attached to a user. */
export type UserRole = z.infer<typeof RoleSummaryView>;

/** A user as `/admin/users` presents it. */
export type UserRecord = z.infer<typeof UserView>;

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
