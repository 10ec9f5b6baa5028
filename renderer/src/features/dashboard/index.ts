import { lazy } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import type { Feature } from '../../app/registry';

const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

/** The tenant's home dashboard; its cards come from every feature's `widgets`. */
export const dashboardFeature: Feature = {
  id: 'dashboard',
  nav: [
    {
      id: 'dashboard',
      realm: 'tenant',
      path: '/',
      labelKey: 'common:nav.dashboard',
      icon: DashboardOutlined,
      order: 0,
    },
  ],
  routes: [{ realm: 'tenant', path: '/', component: DashboardPage }],
};
