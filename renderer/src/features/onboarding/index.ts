import { lazy } from 'react';
import ExitToAppOutlined from '@mui/icons-material/ExitToAppOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import type { Feature } from '../../app/registry';
import { OFFBOARDING, ONBOARDING } from './api';

const OnboardingsPage = lazy(() =>
  import('./onboardings/OnboardingsPage').then((m) => ({ default: m.OnboardingsPage })),
);
const OnboardingPage = lazy(() =>
  import('./onboardings/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);
const MyTasksWidget = lazy(() =>
  import('./onboardings/MyTasksWidget').then((m) => ({ default: m.MyTasksWidget })),
);
const OnboardingTemplatesPage = lazy(() =>
  import('./templates/OnboardingTemplatesPage').then((m) => ({ default: m.OnboardingTemplatesPage })),
);
const OffboardingsPage = lazy(() =>
  import('./offboardings/OffboardingsPage').then((m) => ({ default: m.OffboardingsPage })),
);
const EmployeeJourneyTab = lazy(() =>
  import('./EmployeeJourneyTab').then((m) => ({ default: m.EmployeeJourneyTab })),
);
const OffboardingPage = lazy(() =>
  import('./offboardings/OffboardingPage').then((m) => ({ default: m.OffboardingPage })),
);

/** Onboarding checklists and departures, and the "Arrival and departure" tab of the employee profile. */
export const onboardingFeature: Feature = {
  id: 'onboarding',
  nav: [
    {
      id: 'hr-onboardings',
      realm: 'tenant',
      path: '/hr/onboardings',
      labelKey: 'onboarding:nav.onboardings',
      icon: HowToRegOutlined,
      section: 'hr',
      order: 360,
      ...ONBOARDING,
    },
    {
      id: 'hr-offboardings',
      realm: 'tenant',
      path: '/hr/offboardings',
      labelKey: 'onboarding:nav.offboardings',
      icon: ExitToAppOutlined,
      section: 'hr',
      order: 370,
      ...OFFBOARDING,
    },
  ],
  routes: [
    { realm: 'tenant', path: '/hr/onboardings', component: OnboardingsPage, ...ONBOARDING },
    { realm: 'tenant', path: '/hr/onboardings/:onboardingId', component: OnboardingPage, module: 'HR' },
    { realm: 'tenant', path: '/hr/onboarding-templates', component: OnboardingTemplatesPage, ...ONBOARDING },
    { realm: 'tenant', path: '/hr/offboardings', component: OffboardingsPage, ...OFFBOARDING },
    { realm: 'tenant', path: '/hr/offboarding/:employeeId', component: OffboardingPage, ...OFFBOARDING },
  ],
  profileTabs: [
    {
      id: 'journey',
      labelKey: 'onboarding:journey.tab',
      order: 600,
      component: EmployeeJourneyTab,
      permissions: [...ONBOARDING.permissions, ...OFFBOARDING.permissions],
      module: 'HR',
    },
  ],
  widgets: [
    {
      id: 'my-onboarding-tasks',
      realm: 'tenant',
      order: 360,
      width: 4,
      component: MyTasksWidget,
      module: 'HR',
    },
  ],
};
