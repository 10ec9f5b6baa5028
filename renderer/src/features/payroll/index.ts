import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const RunsPage = page(() => import('./RunsPage'), 'RunsPage');
const RunPage = page(() => import('./RunPage'), 'RunPage');
const MyPayslipsPage = page(() => import('./MyPayslipsPage'), 'MyPayslipsPage');
const RulesPage = page(() => import('./RulesPage'), 'RulesPage');
const ProfilesPage = page(() => import('./ProfilesPage'), 'ProfilesPage');
const HistoryPage = page(() => import('./HistoryPage'), 'HistoryPage');

/** Payroll: the runs under accounting, and "my payslips" in every employee's self-service. */
export const payrollFeature: Feature = {
  id: 'payroll',
  nav: [
    { id: 'hr-payslips', realm: 'tenant', path: '/hr/my-payslips', labelKey: 'payroll:nav.mine', icon: ReceiptOutlined, section: 'hr', order: 306, ...ACCESS.own },
    { id: 'accounting-payroll', realm: 'tenant', path: '/accounting/payroll', labelKey: 'payroll:nav.runs', icon: PaymentsOutlined, section: 'accounting', order: 145, ...ACCESS.read },
  ],
  routes: [
    { realm: 'tenant', path: '/hr/my-payslips', component: MyPayslipsPage, ...ACCESS.own },
    { realm: 'tenant', path: '/accounting/payroll', component: RunsPage, ...ACCESS.read },
    { realm: 'tenant', path: '/accounting/payroll/rules', component: RulesPage, ...ACCESS.read },
    { realm: 'tenant', path: '/accounting/payroll/profiles', component: ProfilesPage, ...ACCESS.read },
    { realm: 'tenant', path: '/accounting/payroll/history', component: HistoryPage, ...ACCESS.read },
    { realm: 'tenant', path: '/accounting/payroll/:runId', component: RunPage, ...ACCESS.read },
  ],
};
