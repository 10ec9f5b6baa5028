import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ThreeSixtyOutlined from '@mui/icons-material/ThreeSixtyOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const MyAppraisalsPage = page(() => import('./AppraisalsPage'), 'MyAppraisalsPage');
const TeamAppraisalsPage = page(() => import('./AppraisalsPage'), 'TeamAppraisalsPage');
const AppraisalPage = page(() => import('./AppraisalPage'), 'AppraisalPage');
const CyclesPage = page(() => import('./CyclesPage'), 'CyclesPage');
const ObjectivesPage = page(() => import('./ObjectivesPage'), 'ObjectivesPage');
const OneOnOnesPage = page(() => import('./OneOnOnesPage'), 'OneOnOnesPage');
const Feedback360Page = page(() => import('./Feedback360Page'), 'Feedback360Page');
const PendingFeedbackPage = page(() => import('./PendingFeedbackPage'), 'PendingFeedbackPage');
const MyFeedbackPage = page(() => import('./MyFeedbackPage'), 'MyFeedbackPage');

const entry = (id: string, path: string, label: string, icon: typeof FlagOutlined, order: number, access: (typeof ACCESS)[keyof typeof ACCESS]) =>
  ({ id, realm: 'tenant' as const, path, labelKey: `appraisal:nav.${label}`, icon, section: 'appraisal', order, ...access });

/** Appraisal: my appraisals, team reviews, cycle administration, objectives, one-on-ones, 360° feedback (to give, my own reports, campaigns). */
export const appraisalFeature: Feature = {
  id: 'appraisal',
  nav: [
    entry('appraisal-mine', '/appraisal/mine', 'mine', AssignmentIndOutlined, 450, ACCESS.own),
    entry('appraisal-team', '/appraisal/team', 'team', RateReviewOutlined, 451, ACCESS.manage),
    entry('appraisal-cycles', '/appraisal/cycles', 'cycles', FactCheckOutlined, 452, ACCESS.manage),
    entry('appraisal-objectives', '/appraisal/objectives', 'objectives', FlagOutlined, 453, ACCESS.own),
    entry('appraisal-one-on-ones', '/appraisal/one-on-ones', 'oneOnOnes', EventRepeatOutlined, 454, ACCESS.own),
    entry('appraisal-feedback-pending', '/appraisal/feedback360/pending', 'pending', ForumOutlined, 455, ACCESS.feedbackRespond),
    entry('appraisal-feedback-mine', '/appraisal/feedback360/mine', 'myFeedback', InsightsOutlined, 456, ACCESS.feedbackRespond),
    entry('appraisal-feedback', '/appraisal/feedback360', 'feedback', ThreeSixtyOutlined, 457, ACCESS.feedbackManage),
  ],
  routes: [
    { realm: 'tenant', path: '/appraisal/mine', component: MyAppraisalsPage, ...ACCESS.own },
    { realm: 'tenant', path: '/appraisal/team', component: TeamAppraisalsPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/appraisal/appraisals/:id', component: AppraisalPage, ...ACCESS.own },
    { realm: 'tenant', path: '/appraisal/cycles', component: CyclesPage, ...ACCESS.manage },
    { realm: 'tenant', path: '/appraisal/objectives', component: ObjectivesPage, ...ACCESS.own },
    { realm: 'tenant', path: '/appraisal/objectives/:id', component: ObjectivesPage, ...ACCESS.own },
    { realm: 'tenant', path: '/appraisal/one-on-ones', component: OneOnOnesPage, ...ACCESS.own },
    { realm: 'tenant', path: '/appraisal/feedback360/pending', component: PendingFeedbackPage, ...ACCESS.feedbackRespond },
    { realm: 'tenant', path: '/appraisal/feedback360/mine', component: MyFeedbackPage, ...ACCESS.feedbackRespond },
    { realm: 'tenant', path: '/appraisal/feedback360', component: Feedback360Page, ...ACCESS.feedbackManage },
  ],
};
