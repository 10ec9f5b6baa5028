import { lazy } from 'react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { Feature } from '../../app/registry';
import { ADMIN, DOCUMENTS, READ } from './api';

const DirectoryPage = lazy(() =>
  import('./directory/DirectoryPage').then((m) => ({ default: m.DirectoryPage })),
);
const EmployeeProfilePage = lazy(() =>
  import('./profile/EmployeeProfilePage').then((m) => ({ default: m.EmployeeProfilePage })),
);
const MyProfilePage = lazy(() => import('./me/MyProfilePage').then((m) => ({ default: m.MyProfilePage })));
const OrgChartPage = lazy(() => import('./org/OrgChartPage').then((m) => ({ default: m.OrgChartPage })));
const ImportPage = lazy(() => import('./import/ImportPage').then((m) => ({ default: m.ImportPage })));
const DepartmentsPage = lazy(() =>
  import('./departments/DepartmentsPage').then((m) => ({ default: m.DepartmentsPage })),
);
const ExpiringDocumentsPage = lazy(() =>
  import('./documents/ExpiringDocumentsPage').then((m) => ({ default: m.ExpiringDocumentsPage })),
);
const ExpiringDocumentsWidget = lazy(() =>
  import('./documents/ExpiringDocumentsWidget').then((m) => ({ default: m.ExpiringDocumentsWidget })),
);

const SELF = { module: 'HR' };

/** Employees: directory, profiles, my profile, organisation chart, departments, import, documents. */
export const employeesFeature: Feature = {
  id: 'employees',
  nav: [
    {
      id: 'hr-me',
      realm: 'tenant',
      path: '/hr/me',
      labelKey: 'employees:nav.me',
      icon: BadgeOutlined,
      section: 'hr',
      order: 300,
      ...SELF,
    },
    {
      id: 'hr-directory',
      realm: 'tenant',
      path: '/hr/employees',
      labelKey: 'employees:nav.directory',
      icon: PeopleAltOutlined,
      section: 'hr',
      order: 310,
      ...READ,
    },
    {
      id: 'hr-org',
      realm: 'tenant',
      path: '/hr/org',
      labelKey: 'employees:nav.org',
      icon: AccountTreeOutlined,
      section: 'hr',
      order: 320,
      ...READ,
    },
    {
      id: 'hr-departments',
      realm: 'tenant',
      path: '/hr/departments',
      labelKey: 'employees:nav.departments',
      icon: CorporateFareOutlined,
      section: 'hr',
      order: 330,
      ...READ,
    },
    {
      id: 'hr-expiring',
      realm: 'tenant',
      path: '/hr/documents/expiring',
      labelKey: 'employees:nav.expiring',
      icon: EventBusyOutlined,
      section: 'hr',
      order: 340,
      ...DOCUMENTS,
    },
  ],
  routes: [
    { realm: 'tenant', path: '/hr/me', component: MyProfilePage, ...SELF },
    { realm: 'tenant', path: '/hr/employees', component: DirectoryPage, ...READ },
    { realm: 'tenant', path: '/hr/employees/import', component: ImportPage, ...ADMIN },
    { realm: 'tenant', path: '/hr/employees/:employeeId', component: EmployeeProfilePage, ...READ },
    { realm: 'tenant', path: '/hr/org', component: OrgChartPage, ...READ },
    { realm: 'tenant', path: '/hr/org/:employeeId', component: OrgChartPage, ...READ },
    { realm: 'tenant', path: '/hr/departments', component: DepartmentsPage, ...READ },
    { realm: 'tenant', path: '/hr/documents/expiring', component: ExpiringDocumentsPage, ...DOCUMENTS },
  ],
  widgets: [
    {
      id: 'hr-expiring-documents',
      realm: 'tenant',
      order: 300,
      width: 6,
      component: ExpiringDocumentsWidget,
      ...DOCUMENTS,
    },
  ],
};
