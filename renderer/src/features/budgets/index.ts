import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS, ROUTES } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const BudgetsPage = page(() => import('./BudgetsPage'), 'BudgetsPage');
const BudgetEditorPage = page(() => import('./BudgetEditorPage'), 'BudgetEditorPage');
const VariancePage = page(() => import('./VariancePage'), 'VariancePage');

/** Budgets under accounting: the list, the editor of a budget by account and month, and the variance against actuals. */
export const budgetsFeature: Feature = {
  id: 'budgets',
  nav: [
    { id: 'accounting-budgets', realm: 'tenant', path: ROUTES.list, labelKey: 'budgets:nav.budgets', icon: AccountBalanceWalletOutlined, section: 'accounting', order: 142, ...ACCESS.read },
    { id: 'accounting-budget-variance', realm: 'tenant', path: ROUTES.variance, labelKey: 'budgets:nav.variance', icon: QueryStatsOutlined, section: 'accounting', order: 143, ...ACCESS.read },
  ],
  routes: [
    { realm: 'tenant', path: ROUTES.list, component: BudgetsPage, ...ACCESS.read },
    { realm: 'tenant', path: '/accounting/budgets/:id', component: BudgetEditorPage, ...ACCESS.read },
    { realm: 'tenant', path: ROUTES.variance, component: VariancePage, ...ACCESS.read },
  ],
};
