import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const MyLeavePage = page(() => import('./MyLeavePage'), 'MyLeavePage');
const LeaveApprovalsPage = page(() => import('./LeaveApprovalsPage'), 'LeaveApprovalsPage');
const TeamCalendarPage = page(() => import('./calendar/TeamCalendarPage'), 'TeamCalendarPage');
const LeaveTypesPage = page(() => import('./admin/LeaveTypesPage'), 'LeaveTypesPage');
const LeavePoliciesPage = page(() => import('./admin/LeavePoliciesPage'), 'LeavePoliciesPage');
const LeaveBalancesPage = page(() => import('./admin/LeaveBalancesPage'), 'LeaveBalancesPage');
const HolidaysPage = page(() => import('./admin/HolidaysPage'), 'HolidaysPage');
const LeaveRequestsAdminPage = page(() => import('./admin/LeaveRequestsAdminPage'), 'LeaveRequestsAdminPage');
const LeaveConfigPage = page(() => import('./config/LeaveConfigPage'), 'LeaveConfigPage');

/**
 * Leave: the employee's own requests and balances, the approver's list of requests to decide and
 * team calendar, the administration of types, policies (with their versions), balances (with the
 * manual accrual and rollover) and holidays, and the configuration tools of config.manage.
 */
export const leaveFeature: Feature = {
  id: 'leave',
  nav: [
    { id: 'hr-leave', realm: 'tenant', path: '/hr/my-leave', labelKey: 'leave:nav.mine', icon: BeachAccessOutlined, section: 'hr', order: 307, ...ACCESS.request },
    { id: 'hr-leave-approvals', realm: 'tenant', path: '/hr/leave-approvals', labelKey: 'leave:nav.approvals', icon: EventAvailableOutlined, section: 'hr', order: 308, ...ACCESS.approve },
    { id: 'hr-leave-calendar', realm: 'tenant', path: '/hr/leave-calendar', labelKey: 'leave:nav.calendar', icon: CalendarMonthOutlined, section: 'hr', order: 309, ...ACCESS.approve },
    { id: 'hr-leave-requests', realm: 'tenant', path: '/hr/leave-requests', labelKey: 'leave:nav.requests', icon: FactCheckOutlined, section: 'hr', order: 379, ...ACCESS.manage },
    { id: 'hr-leave-balances', realm: 'tenant', path: '/hr/leave-balances', labelKey: 'leave:nav.balances', icon: AccountBalanceWalletOutlined, section: 'hr', order: 380, ...ACCESS.manage },
    { id: 'hr-leave-types', realm: 'tenant', path: '/hr/leave-types', labelKey: 'leave:nav.types', icon: CategoryOutlined, section: 'hr', order: 381, ...ACCESS.manage },
    { id: 'hr-leave-policies', realm: 'tenant', path: '/hr/leave-policies', labelKey: 'leave:nav.policies', icon: PolicyOutlined, section: 'hr', order: 382, ...ACCESS.manage },
    { id: 'hr-leave-holidays', realm: 'tenant', path: '/hr/leave-holidays', labelKey: 'leave:nav.holidays', icon: CelebrationOutlined, section: 'hr', order: 383, ...ACCESS.manage },
    { id: 'hr-leave-config', realm: 'tenant', path: '/hr/leave-config', labelKey: 'leave:nav.config', icon: TuneOutlined, section: 'hr', order: 384, ...ACCESS.config },
  ],
  routes: [
    { realm: 'tenant', path: '/hr/my-leave', component: MyLeavePage, ...ACCESS.request },
    { realm: 'tenant', path: '/hr/leave-approvals', component: LeaveApprovalsPage, ...ACCESS.approve },
    { realm: 'tenant', path: '/hr/leave-calendar', component: TeamCalendarPage, ...ACCESS.approve },
    { realm: 'tenant', path: '/hr/leave-requests', component: LeaveRequestsAdminPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/hr/leave-balances', component: LeaveBalancesPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/hr/leave-types', component: LeaveTypesPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/hr/leave-policies', component: LeavePoliciesPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/hr/leave-holidays', component: HolidaysPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/hr/leave-config', component: LeaveConfigPage, ...ACCESS.config },
  ],
};
