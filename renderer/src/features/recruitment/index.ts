import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import EventOutlined from '@mui/icons-material/EventOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS, ROUTES } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const RequisitionsPage = page(() => import('./RequisitionsPage'), 'RequisitionsPage');
const RequisitionPage = page(() => import('./RequisitionPage'), 'RequisitionPage');
const OffersPage = page(() => import('./OffersPage'), 'OffersPage');
const OfferPage = page(() => import('./OfferPage'), 'OfferPage');
const PipelinePage = page(() => import('./PipelinePage'), 'PipelinePage');
const ApplicationPage = page(() => import('./ApplicationPage'), 'ApplicationPage');
const CalendarPage = page(() => import('./CalendarPage'), 'CalendarPage');
const AnalyticsPage = page(() => import('./AnalyticsPage'), 'AnalyticsPage');

/** Recruitment: requisitions, job offers, the pipeline per offer, interviews, offer letters, analytics. */
export const recruitmentFeature: Feature = {
  id: 'recruitment',
  nav: [
    { id: 'recruitment-requisitions', realm: 'tenant', path: ROUTES.requisitions, labelKey: 'recruitment:nav.requisitions', icon: AssignmentOutlined, section: 'hr', order: 410, ...ACCESS.requisitions },
    { id: 'recruitment-offers', realm: 'tenant', path: ROUTES.offers, labelKey: 'recruitment:nav.offers', icon: WorkOutline, section: 'hr', order: 411, ...ACCESS.offers },
    { id: 'recruitment-calendar', realm: 'tenant', path: ROUTES.calendar, labelKey: 'recruitment:nav.calendar', icon: EventOutlined, section: 'hr', order: 412, ...ACCESS.interviews },
    { id: 'recruitment-analytics', realm: 'tenant', path: ROUTES.analytics, labelKey: 'recruitment:nav.analytics', icon: InsightsOutlined, section: 'hr', order: 413, ...ACCESS.applications },
  ],
  routes: [
    { realm: 'tenant', path: ROUTES.requisitions, component: RequisitionsPage, ...ACCESS.requisitions },
    { realm: 'tenant', path: '/recruitment/requisitions/:requisitionId', component: RequisitionPage, ...ACCESS.requisitions },
    { realm: 'tenant', path: ROUTES.offers, component: OffersPage, ...ACCESS.offers },
    { realm: 'tenant', path: '/recruitment/offers/:offerId', component: OfferPage, ...ACCESS.offers },
    { realm: 'tenant', path: '/recruitment/offers/:offerId/pipeline', component: PipelinePage, ...ACCESS.applications },
    { realm: 'tenant', path: '/recruitment/applications/:applicationId', component: ApplicationPage, ...ACCESS.applications },
    { realm: 'tenant', path: ROUTES.calendar, component: CalendarPage, ...ACCESS.interviews },
    { realm: 'tenant', path: ROUTES.analytics, component: AnalyticsPage, ...ACCESS.applications },
  ],
};
