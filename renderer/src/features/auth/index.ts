import { lazy } from 'react';

const SetPasswordPage = lazy(() => import('./SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })));

const PricingPage = lazy(() => import('../operator/public/PricingPage').then((m) => ({ default: m.PricingPage })));
const OperatorSetPasswordPage = lazy(() =>
  import('../operator/public/OperatorSetPasswordPage').then((m) => ({ default: m.OperatorSetPasswordPage })),
);

/** Pages reached without a session (the login page itself is part of the app frame). */
export const publicPages = [
  { path: '/set-password', component: SetPasswordPage },
  { path: '/pricing', component: PricingPage },
  { path: '/operator/set-password', component: OperatorSetPasswordPage },
];
