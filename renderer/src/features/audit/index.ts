import { lazy } from 'react';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { Feature } from '../../app/registry';

const AuditPage = lazy(() => import('./AuditPage').then((m) => ({ default: m.AuditPage })));
const RecentActivityWidget = lazy(() =>
  import('./RecentActivityWidget').then((m) => ({ default: m.RecentActivityWidget })),
);
const ActivityChartWidget = lazy(() =>
  import('./ActivityChartWidget').then((m) => ({ default: m.ActivityChartWidget })),
);

const AUDIT = { permissions: ['audit.read'] };

/** The tenant's audit trail. */
export const auditFeature: Feature = {
  id: 'audit',
  nav: [
    {
      id: 'audit',
      realm: 'tenant',
      path: '/audit',
      labelKey: 'common:nav.audit',
      icon: HistoryOutlined,
      section: 'administration',
      order: 950,
      ...AUDIT,
    },
  ],
  routes: [{ realm: 'tenant', path: '/audit', component: AuditPage, ...AUDIT }],
  widgets: [
    { id: 'audit-chart', realm: 'tenant', order: 950, width: 8, component: ActivityChartWidget, ...AUDIT },
    { id: 'audit-recent', realm: 'tenant', order: 960, width: 4, component: RecentActivityWidget, ...AUDIT },
  ],
};
