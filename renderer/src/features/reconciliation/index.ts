import { lazy } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS, ROUTES } from './api';

const ImportsPage = lazy(() => import('./ImportsPage').then((m) => ({ default: m.ImportsPage })));
const UnmatchedLinesPage = lazy(() => import('./UnmatchedLinesPage').then((m) => ({ default: m.UnmatchedLinesPage })));
const ImportLinesPage = lazy(() => import('./ImportLinesPage').then((m) => ({ default: m.ImportLinesPage })));

/** Bank reconciliation: imported statements, their lines matched with posted journal entries. */
export const reconciliationFeature: Feature = {
  id: 'reconciliation',
  nav: [
    {
      id: 'accounting-reconciliation',
      realm: 'tenant',
      path: ROUTES.imports,
      labelKey: 'reconciliation:nav.reconciliation',
      icon: AccountBalanceOutlined,
      section: 'accounting',
      order: 170,
      ...ACCESS.read,
    },
  ],
  routes: [
    { realm: 'tenant', path: ROUTES.imports, component: ImportsPage, ...ACCESS.read },
    { realm: 'tenant', path: ROUTES.unmatched, component: UnmatchedLinesPage, ...ACCESS.read },
    { realm: 'tenant', path: '/accounting/reconciliation/:importId', component: ImportLinesPage, ...ACCESS.read },
  ],
};
