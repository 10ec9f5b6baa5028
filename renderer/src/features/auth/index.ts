import { lazy } from 'react';

const SetPasswordPage = lazy(() => import('./SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })));

const PricingPage = lazy(() => import('../operator/public/PricingPage').then((m) => ({ default: m.PricingPage })));
const OperatorSetPasswordPage = lazy(() =>
  import('../operator/public/OperatorSetPasswordPage').then((m) => ({ default: m.OperatorSetPasswordPage })),
);

const PublicOfferPage = lazy(() => import('../recruitment/public/PublicOfferPage').then((m) => ({ default: m.PublicOfferPage })));
const PublicInterviewPage = lazy(() => import('../recruitment/public/PublicInterviewPage').then((m) => ({ default: m.PublicInterviewPage })));
const PublicOfferLetterPage = lazy(() => import('../recruitment/public/PublicOfferLetterPage').then((m) => ({ default: m.PublicOfferLetterPage })));

/** Pages reached without a session (the login page itself is part of the app frame). */
export const publicPages = [
  { path: '/set-password', component: SetPasswordPage },
  { path: '/pricing', component: PricingPage },
  { path: '/operator/set-password', component: OperatorSetPasswordPage },
  { path: '/public/offers/:token', component: PublicOfferPage },
  { path: '/public/interviews/:token', component: PublicInterviewPage },
  { path: '/public/offer-letters/:token', component: PublicOfferLetterPage },
];
