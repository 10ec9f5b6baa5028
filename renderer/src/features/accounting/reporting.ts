import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import type { Feature, FeatureRoute } from '../../app/registry';
import { ACCESS } from './reporting-api';
import { lazyPage as page } from '../../app/lazyPage';

const BalancePage = page(() => import('./reports/BalancePage'), 'BalancePage');
const GrandLivrePage = page(() => import('./reports/GrandLivrePage'), 'GrandLivrePage');
const ResultatPage = page(() => import('./reports/ResultatPage'), 'ResultatPage');
const BilanPage = page(() => import('./reports/BilanPage'), 'BilanPage');
const AgingPage = page(() => import('./reports/AgingPage'), 'AgingPage');
const VatPage = page(() => import('./declarations/VatPage'), 'VatPage');
const SocialPage = page(() => import('./declarations/SocialPage'), 'SocialPage');
const AccountingDashboardPage = page(() => import('./dashboard/AccountingDashboardPage'), 'AccountingDashboardPage');
const AccountingHistoryWidget = page(() => import('./dashboard/AccountingHistoryWidget'), 'AccountingHistoryWidget');

const reports: FeatureRoute[] = [
  { realm: 'tenant', path: '/accounting/reports/balance', component: BalancePage, ...ACCESS.reports },
  { realm: 'tenant', path: '/accounting/reports/grand-livre', component: GrandLivrePage, ...ACCESS.reports },
  { realm: 'tenant', path: '/accounting/reports/resultat', component: ResultatPage, ...ACCESS.reports },
  { realm: 'tenant', path: '/accounting/reports/bilan', component: BilanPage, ...ACCESS.reports },
  { realm: 'tenant', path: '/accounting/reports/aging', component: AgingPage, ...ACCESS.reports },
];

/** Accounting reports, VAT and social declarations, and the accounting dashboard. */
export const accountingReportsFeature: Feature = {
  id: 'accounting-reports',
  nav: [
    {
      id: 'accounting-dashboard',
      realm: 'tenant',
      path: '/accounting/dashboard',
      labelKey: 'accountingReports:nav.dashboard',
      icon: SpaceDashboardOutlined,
      section: 'accounting',
      order: 100,
      ...ACCESS.dashboard,
    },
    {
      id: 'accounting-reports',
      realm: 'tenant',
      path: '/accounting/reports/balance',
      labelKey: 'accountingReports:nav.reports',
      icon: AssessmentOutlined,
      section: 'accounting',
      order: 150,
      ...ACCESS.reports,
    },
    {
      id: 'accounting-declarations',
      realm: 'tenant',
      path: '/accounting/declarations/vat',
      labelKey: 'accountingReports:nav.declarations',
      icon: GavelOutlined,
      section: 'accounting',
      order: 160,
      ...ACCESS.declarations,
    },
  ],
  routes: [
    ...reports,
    { realm: 'tenant', path: '/accounting/declarations/vat', component: VatPage, ...ACCESS.declarations },
    { realm: 'tenant', path: '/accounting/declarations/social', component: SocialPage, ...ACCESS.declarations },
    { realm: 'tenant', path: '/accounting/dashboard', component: AccountingDashboardPage, ...ACCESS.dashboard },
  ],
  widgets: [{ id: 'accounting-history', realm: 'tenant', order: 200, width: 8, component: AccountingHistoryWidget, ...ACCESS.dashboard }],
};
