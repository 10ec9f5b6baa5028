import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const MyClaimsPage = page(() => import('./MyClaimsPage'), 'MyClaimsPage');
const ManageClaimsPage = page(() => import('./ManageClaimsPage'), 'ManageClaimsPage');

/**
 * Expense claims: "my expense claims" in the employee's self-service area (beside my profile),
 * their processing under accounting (a manager's team, or the whole company).
 */
export const expensesFeature: Feature = {
  id: 'expenses',
  nav: [
    {
      id: 'hr-expenses',
      realm: 'tenant',
      path: '/hr/my-expenses',
      labelKey: 'expenses:nav.mine',
      icon: ReceiptLongOutlined,
      section: 'hr',
      order: 305,
      ...ACCESS.own,
    },
    {
      id: 'accounting-expenses',
      realm: 'tenant',
      path: '/accounting/expense-claims',
      labelKey: 'expenses:nav.manage',
      icon: RequestQuoteOutlined,
      section: 'accounting',
      order: 140,
      ...ACCESS.manage,
    },
  ],
  routes: [
    { realm: 'tenant', path: '/hr/my-expenses', component: MyClaimsPage, ...ACCESS.own },
    { realm: 'tenant', path: '/accounting/expense-claims', component: ManageClaimsPage, ...ACCESS.manage },
  ],
};
