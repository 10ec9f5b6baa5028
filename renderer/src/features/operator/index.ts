import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type { Feature } from '../../app/registry';
import { lazyPage as page } from '../../app/lazyPage';

const DashboardPage = page(() => import('../dashboard/DashboardPage'), 'DashboardPage');
const OperatorAccessWidget = page(() => import('./OperatorAccessWidget'), 'OperatorAccessWidget');
const MetricsWidget = page(() => import('./dashboard/MetricsWidget'), 'MetricsWidget');
const TenantsPage = page(() => import('./tenants/TenantsPage'), 'TenantsPage');
const TenantDetailPage = page(() => import('./tenants/TenantDetailPage'), 'TenantDetailPage');
const CatalogPage = page(() => import('./catalog/CatalogPage'), 'CatalogPage');
const PromoCodesPage = page(() => import('./promo/PromoCodesPage'), 'PromoCodesPage');
const OperatorsPage = page(() => import('./operators/OperatorsPage'), 'OperatorsPage');
const OperatorAuditPage = page(() => import('./audit/OperatorAuditPage'), 'OperatorAuditPage');
const LicenseInstancesPage = page(() => import('./licenses/LicenseInstancesPage'), 'LicenseInstancesPage');
const LicenseInstanceDetailPage = page(() => import('./licenses/LicenseInstanceDetailPage'), 'LicenseInstanceDetailPage');

/** The operator console: dashboard, tenants, catalog, promo codes, operators, audit. */
export const operatorFeature: Feature = {
  id: 'operator',
  nav: [
    { id: 'operator-home', realm: 'operator', path: '/operator', labelKey: 'common:nav.operatorHome', icon: SpaceDashboardOutlined, order: 0 },
    { id: 'operator-tenants', realm: 'operator', path: '/operator/tenants', labelKey: 'operator:nav.tenants', icon: BusinessOutlined, order: 10, permissions: ['platform.tenants.read'] },
    { id: 'operator-catalog', realm: 'operator', path: '/operator/catalog', labelKey: 'operator:nav.catalog', icon: Inventory2Outlined, order: 20, permissions: ['platform.catalog.manage'] },
    { id: 'operator-promo', realm: 'operator', path: '/operator/promo-codes', labelKey: 'operator:nav.promoCodes', icon: LocalOfferOutlined, order: 30, permissions: ['platform.subscription.admin'] },
    { id: 'operator-operators', realm: 'operator', path: '/operator/operators', labelKey: 'operator:nav.operators', icon: BadgeOutlined, order: 40, permissions: ['platform.tenants.read'] },
    { id: 'operator-audit', realm: 'operator', path: '/operator/audit', labelKey: 'operator:nav.audit', icon: HistoryOutlined, order: 50, permissions: ['audit.read'] },
    { id: 'operator-licenses', realm: 'operator', path: '/operator/licenses', labelKey: 'licenseIssuer:nav', icon: VpnKeyOutlined, order: 35, permissions: ['platform.tenants.read'] },
  ],
  routes: [
    { realm: 'operator', path: '/operator', component: DashboardPage },
    { realm: 'operator', path: '/operator/tenants', component: TenantsPage, permissions: ['platform.tenants.read'] },
    { realm: 'operator', path: '/operator/tenants/:tenantId', component: TenantDetailPage, permissions: ['platform.tenants.read'] },
    { realm: 'operator', path: '/operator/catalog', component: CatalogPage, permissions: ['platform.catalog.manage'] },
    { realm: 'operator', path: '/operator/promo-codes', component: PromoCodesPage, permissions: ['platform.subscription.admin'] },
    { realm: 'operator', path: '/operator/operators', component: OperatorsPage, permissions: ['platform.tenants.read'] },
    { realm: 'operator', path: '/operator/audit', component: OperatorAuditPage, permissions: ['audit.read'] },
    { realm: 'operator', path: '/operator/licenses', component: LicenseInstancesPage, permissions: ['platform.tenants.read'] },
    { realm: 'operator', path: '/operator/licenses/:instanceId', component: LicenseInstanceDetailPage, permissions: ['platform.license.manage'] },
  ],
  widgets: [
    { id: 'operator-metrics', realm: 'operator', order: 10, width: 12, component: MetricsWidget, permissions: ['platform.analytics.read'] },
    { id: 'operator-access', realm: 'operator', order: 100, width: 8, component: OperatorAccessWidget },
  ],
};
