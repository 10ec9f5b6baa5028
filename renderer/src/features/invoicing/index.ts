import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS, ROUTES } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const InvoicesPage = page(() => import('./InvoicesPage'), 'InvoicesPage');
const NewInvoicePage = page(() => import('./InvoicePage'), 'NewInvoicePage');
const InvoicePage = page(() => import('./InvoicePage'), 'InvoicePage');
const CustomersPage = page(() => import('./CustomersPage'), 'CustomersPage');
const DunningPage = page(() => import('./DunningPage'), 'DunningPage');

/** Customer invoicing under accounting: invoices and credit notes, customers, dunning. */
export const invoicingFeature: Feature = {
  id: 'invoicing',
  nav: [
    { id: 'accounting-invoices', realm: 'tenant', path: ROUTES.invoices, labelKey: 'invoicing:nav.invoices', icon: ReceiptOutlined, section: 'accounting', order: 175, ...ACCESS.read },
    { id: 'accounting-customers', realm: 'tenant', path: ROUTES.customers, labelKey: 'invoicing:nav.customers', icon: GroupsOutlined, section: 'accounting', order: 176, ...ACCESS.read },
    { id: 'accounting-dunning', realm: 'tenant', path: ROUTES.dunning, labelKey: 'invoicing:nav.dunning', icon: NotificationsActiveOutlined, section: 'accounting', order: 177, ...ACCESS.read },
  ],
  routes: [
    { realm: 'tenant', path: ROUTES.invoices, component: InvoicesPage, ...ACCESS.read },
    { realm: 'tenant', path: ROUTES.newInvoice, component: NewInvoicePage, ...ACCESS.write },
    { realm: 'tenant', path: '/accounting/invoices/:invoiceId', component: InvoicePage, ...ACCESS.read },
    { realm: 'tenant', path: ROUTES.customers, component: CustomersPage, ...ACCESS.read },
    { realm: 'tenant', path: ROUTES.dunning, component: DunningPage, ...ACCESS.read },
  ],
};
