import { lazy, type ComponentType } from 'react';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS } from './api';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const MyLeavePage = page(() => import('./MyLeavePage'), 'MyLeavePage');
const LeaveApprovalsPage = page(() => import('./LeaveApprovalsPage'), 'LeaveApprovalsPage');

/** Leave: the employee's own requests and balances, the approver's list of requests to decide. */
export const leaveFeature: Feature = {
  id: 'leave',
  nav: [
    { id: 'hr-leave', realm: 'tenant', path: '/hr/my-leave', labelKey: 'leave:nav.mine', icon: BeachAccessOutlined, section: 'hr', order: 307, ...ACCESS.request },
    { id: 'hr-leave-approvals', realm: 'tenant', path: '/hr/leave-approvals', labelKey: 'leave:nav.approvals', icon: EventAvailableOutlined, section: 'hr', order: 308, ...ACCESS.approve },
  ],
  routes: [
    { realm: 'tenant', path: '/hr/my-leave', component: MyLeavePage, ...ACCESS.request },
    { realm: 'tenant', path: '/hr/leave-approvals', component: LeaveApprovalsPage, ...ACCESS.approve },
  ],
};
