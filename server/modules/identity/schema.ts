import { z } from 'zod';
import { booleanQuery, listQuery } from '../../platform/http/list';

export { InvitationView, LoginResponseView, MeView, UserView } from '../../../shared/views/identity';

export const UserListQuery = listQuery(['email', 'firstName', 'lastName', 'createdAt', 'lastLoginAt'], {
  q: z.string().trim().min(1).max(100).optional(),
  active: booleanQuery(),
  roleId: z.uuid().optional(),
});

export const UserParams = z.object({ userId: z.uuid() });
export const UserRoleParams = z.object({ userId: z.uuid(), roleId: z.uuid() });
export const IdParams = z.object({ id: z.uuid() });
