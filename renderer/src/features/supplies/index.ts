import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS, ROUTES } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const MyRequestsPage = page(() => import('./MyRequestsPage'), 'MyRequestsPage');
const ProcessRequestsPage = page(() => import('./ProcessRequestsPage'), 'ProcessRequestsPage');
const RequestPage = page(() => import('./RequestPage'), 'RequestPage');
const VendorsPage = page(() => import('./VendorsPage'), 'VendorsPage');
const VendorPage = page(() => import('./VendorPage'), 'VendorPage');

/** Purchasing: my purchase requests, the requests to process (order, receipt), the vendor register. */
export const suppliesFeature: Feature = {
  id: 'supplies',
  nav: [
    { id: 'supplies-my-requests', realm: 'tenant', path: ROUTES.mine, labelKey: 'supplies:nav.mine', icon: ShoppingCartOutlined, section: 'supplies', order: 700, ...ACCESS.request },
    { id: 'supplies-requests', realm: 'tenant', path: ROUTES.toProcess, labelKey: 'supplies:nav.toProcess', icon: AssignmentOutlined, section: 'supplies', order: 710, ...ACCESS.manage },
    { id: 'supplies-vendors', realm: 'tenant', path: ROUTES.vendors, labelKey: 'supplies:nav.vendors', icon: LocalShippingOutlined, section: 'supplies', order: 720, ...ACCESS.read },
  ],
  routes: [
    { realm: 'tenant', path: ROUTES.mine, component: MyRequestsPage, ...ACCESS.request },
    { realm: 'tenant', path: ROUTES.toProcess, component: ProcessRequestsPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/supplies/purchase-requests/:requestId', component: RequestPage, ...ACCESS.detail },
    { realm: 'tenant', path: ROUTES.vendors, component: VendorsPage, ...ACCESS.read },
    { realm: 'tenant', path: '/supplies/vendors/:vendorId', component: VendorPage, ...ACCESS.read },
  ],
};
