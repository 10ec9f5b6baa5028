import { lazy } from 'react';

const SetPasswordPage = lazy(() => import('./SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })));

/** Pages reached without a session (the login page itself is part of the app frame). */
export const publicPages = [{ path: '/set-password', component: SetPasswordPage }];
