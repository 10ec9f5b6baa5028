import { z } from 'zod';
import { booleanQuery, listQuery } from '../../platform/http/list';

export { PermissionView, RolePermissionsView, RoleSummaryView, RoleView } from '../../../shared/views/roles';

export const RoleParams = z.object({ roleId: z.uuid() });

export const RoleListQuery = listQuery(['name'], {
  systemRole: booleanQuery(),
});
