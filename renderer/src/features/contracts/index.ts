import { lazy } from 'react';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { Feature } from '../../app/registry';
import { MANAGE, READ } from './api';

const ContractsPage = lazy(() => import('./list/ContractsPage').then((m) => ({ default: m.ContractsPage })));
const EmployeeContractsTab = lazy(() =>
  import('./list/EmployeeContractsTab').then((m) => ({ default: m.EmployeeContractsTab })),
);
const ContractEditorPage = lazy(() =>
  import('./editor/ContractEditorPage').then((m) => ({ default: m.ContractEditorPage })),
);
const ContractPage = lazy(() => import('./viewer/ContractPage').then((m) => ({ default: m.ContractPage })));
const TemplatesPage = lazy(() =>
  import('./templates/TemplatesPage').then((m) => ({ default: m.TemplatesPage })),
);
const ContractAlertsWidget = lazy(() =>
  import('./ContractAlertsWidget').then((m) => ({ default: m.ContractAlertsWidget })),
);

/**
 * Contracts: list, editor from templates with live preview, viewer with lifecycle and amendments,
 * templates, alerts, and the "Contracts" tab of the employee profile.
 */
export const contractsFeature: Feature = {
  id: 'contracts',
  nav: [
    {
      id: 'hr-contracts',
      realm: 'tenant',
      path: '/hr/contracts',
      labelKey: 'contracts:nav.contracts',
      icon: DescriptionOutlined,
      section: 'hr',
      order: 350,
      ...READ,
    },
    {
      id: 'hr-contract-templates',
      realm: 'tenant',
      path: '/hr/contract-templates',
      labelKey: 'contracts:nav.templates',
      icon: ArticleOutlined,
      section: 'hr',
      order: 355,
      ...READ,
    },
  ],
  routes: [
    { realm: 'tenant', path: '/hr/contracts', component: ContractsPage, ...READ },
    { realm: 'tenant', path: '/hr/contracts/new', component: ContractEditorPage, ...MANAGE },
    { realm: 'tenant', path: '/hr/contracts/:contractId', component: ContractPage, ...READ },
    { realm: 'tenant', path: '/hr/contracts/:contractId/edit', component: ContractEditorPage, ...MANAGE },
    { realm: 'tenant', path: '/hr/contract-templates', component: TemplatesPage, ...READ },
  ],
  profileTabs: [
    {
      id: 'contracts',
      labelKey: 'contracts:profileTab.label',
      order: 500,
      component: EmployeeContractsTab,
      ...READ,
    },
  ],
  widgets: [
    {
      id: 'contract-alerts',
      realm: 'tenant',
      order: 310,
      width: 6,
      component: ContractAlertsWidget,
      ...READ,
    },
  ],
};
