import { lazy } from 'react';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import type { Feature } from '../../app/registry';

const UsersPage = lazy(() => import('./users/UsersPage').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = lazy(() =>
  import('./users/UserDetailPage').then((m) => ({ default: m.UserDetailPage })),
);
const RolesPage = lazy(() => import('./roles/RolesPage').then((m) => ({ default: m.RolesPage })));
const RoleDetailPage = lazy(() =>
  import('./roles/RoleDetailPage').then((m) => ({ default: m.RoleDetailPage })),
);
const AdminStatsWidget = lazy(() =>
  import('./AdminStatsWidget').then((m) => ({ default: m.AdminStatsWidget })),
);

const USERS = { permissions: ['users.manage'] };
const ROLES = { permissions: ['roles.manage'] };

/** Users and roles of the tenant. */
export const adminFeature: Feature = {
  id: 'admin',
  nav: [
    {
      id: 'users',
      realm: 'tenant',
      path: '/admin/users',
      labelKey: 'common:nav.users',
      icon: GroupOutlined,
      section: 'administration',
      order: 900,
      ...USERS,
    },
    {
      id: 'roles',
      realm: 'tenant',
      path: '/admin/roles',
      labelKey: 'common:nav.roles',
      icon: AdminPanelSettingsOutlined,
      section: 'administration',
      order: 910,
      ...ROLES,
    },
  ],
  routes: [
    { realm: 'tenant', path: '/admin/users', component: UsersPage, ...USERS },
    { realm: 'tenant', path: '/admin/users/:userId', component: UserDetailPage, ...USERS },
    { realm: 'tenant', path: '/admin/roles', component: RolesPage, ...ROLES },
    { realm: 'tenant', path: '/admin/roles/:roleId', component: RoleDetailPage, ...ROLES },
  ],
  widgets: [
    {
      id: 'admin-stats',
      realm: 'tenant',
      order: 900,
      width: 12,
      permissions: ['users.manage', 'roles.manage'],
      component: AdminStatsWidget,
    },
  ],
};
