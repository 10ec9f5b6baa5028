import { z } from 'zod';
import { listQuery } from '../../platform/http/list';

export { PermissionView, RolePermissionsView, RoleSummaryView, RoleView } from '../../../shared/views/roles';

export const RoleParams = z.object({ roleId: z.uuid() });

export const RoleListQuery = listQuery(['name'], {
  systemRole: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
