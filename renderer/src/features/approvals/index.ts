import { lazy } from 'react';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { Feature } from '../../app/registry';
import { WORKFLOW_READ } from './api';

const InboxPage = lazy(() => import('./inbox/InboxPage').then((m) => ({ default: m.InboxPage })));
const PendingWidget = lazy(() => import('./inbox/PendingWidget').then((m) => ({ default: m.PendingWidget })));
const DefinitionsPage = lazy(() =>
  import('./definitions/DefinitionsPage').then((m) => ({ default: m.DefinitionsPage })),
);
const DefinitionEditorPage = lazy(() =>
  import('./definitions/DefinitionEditorPage').then((m) => ({ default: m.DefinitionEditorPage })),
);

/** Approvals: the inbox of every type of request, delegations, and the circuits' editor. */
export const approvalsFeature: Feature = {
  id: 'approvals',
  nav: [
    {
      id: 'approvals',
      realm: 'tenant',
      path: '/approvals',
      labelKey: 'workflow:nav.inbox',
      icon: FactCheckOutlined,
      order: 50,
    },
    {
      id: 'workflows',
      realm: 'tenant',
      path: '/admin/workflows',
      labelKey: 'workflow:nav.definitions',
      icon: AltRouteOutlined,
      section: 'administration',
      order: 920,
      ...WORKFLOW_READ,
    },
  ],
  routes: [
    { realm: 'tenant', path: '/approvals', component: InboxPage },
    { realm: 'tenant', path: '/admin/workflows', component: DefinitionsPage, ...WORKFLOW_READ },
    {
      realm: 'tenant',
      path: '/admin/workflows/new',
      component: DefinitionEditorPage,
      permissions: ['roles.manage', 'config.manage'],
    },
    {
      realm: 'tenant',
      path: '/admin/workflows/:definitionId',
      component: DefinitionEditorPage,
      ...WORKFLOW_READ,
    },
  ],
  widgets: [{ id: 'pending-approvals', realm: 'tenant', order: 50, width: 4, component: PendingWidget }],
};
