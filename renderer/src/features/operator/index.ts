import { lazy } from 'react';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import type { Feature } from '../../app/registry';

const DashboardPage = lazy(() =>
  import('../dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const OperatorAccessWidget = lazy(() =>
  import('./OperatorAccessWidget').then((m) => ({ default: m.OperatorAccessWidget })),
);

/** The operator space's home; the operator module adds tenants, catalog, licenses… */
export const operatorFeature: Feature = {
  id: 'operator',
  nav: [
    {
      id: 'operator-home',
      realm: 'operator',
      path: '/operator',
      labelKey: 'common:nav.operatorHome',
      icon: SpaceDashboardOutlined,
      order: 0,
    },
  ],
  routes: [{ realm: 'operator', path: '/operator', component: DashboardPage }],
  widgets: [
    { id: 'operator-access', realm: 'operator', order: 100, width: 8, component: OperatorAccessWidget },
  ],
};
