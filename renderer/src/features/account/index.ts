import { lazy } from 'react';
import type { Feature } from '../../app/registry';

const AccountPage = lazy(() => import('./AccountPage').then((m) => ({ default: m.AccountPage })));
const AccountWidget = lazy(() => import('./AccountWidget').then((m) => ({ default: m.AccountWidget })));

/** My account (reached from the user menu, not the drawer). */
export const accountFeature: Feature = {
  id: 'account',
  routes: [
    { realm: 'tenant', path: '/account', component: AccountPage },
    { realm: 'operator', path: '/operator/account', component: AccountPage },
  ],
  widgets: [
    { id: 'account', realm: 'tenant', order: 1000, width: 4, component: AccountWidget },
    { id: 'operator-account', realm: 'operator', order: 10, width: 4, component: AccountWidget },
  ],
};
