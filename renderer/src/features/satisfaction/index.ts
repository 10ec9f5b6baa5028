import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import type { Feature } from '../../app/registry';
import { ACCESS, ROUTES } from './api';
import { lazyPage as page } from '../../app/lazyPage';

const SurveysPage = page(() => import('./SurveysPage'), 'SurveysPage');
const SurveyPage = page(() => import('./SurveyPage'), 'SurveyPage');
const MySurveysPage = page(() => import('./MySurveysPage'), 'MySurveysPage');
const AnswerPage = page(() => import('./AnswerPage'), 'AnswerPage');
const WallPage = page(() => import('./WallPage'), 'WallPage');
const ValuesPage = page(() => import('./ValuesPage'), 'ValuesPage');

/** Satisfaction: my surveys to answer, the recognition wall, survey administration with results, company values. */
export const satisfactionFeature: Feature = {
  id: 'satisfaction',
  nav: [
    { id: 'hr-my-surveys', realm: 'tenant', path: ROUTES.mine, labelKey: 'satisfaction:nav.mine', icon: QuizOutlined, section: 'hr', order: 391, ...ACCESS.respond },
    { id: 'hr-recognition', realm: 'tenant', path: ROUTES.wall, labelKey: 'satisfaction:nav.wall', icon: CampaignOutlined, section: 'hr', order: 392, ...ACCESS.send },
    { id: 'hr-surveys', realm: 'tenant', path: ROUTES.surveys, labelKey: 'satisfaction:nav.surveys', icon: PollOutlined, section: 'hr', order: 393, ...ACCESS.surveys },
    { id: 'hr-company-values', realm: 'tenant', path: ROUTES.values, labelKey: 'satisfaction:nav.values', icon: DiamondOutlined, section: 'hr', order: 394, ...ACCESS.values },
  ],
  routes: [
    { realm: 'tenant', path: ROUTES.mine, component: MySurveysPage, ...ACCESS.respond },
    { realm: 'tenant', path: '/hr/my-surveys/:id', component: AnswerPage, ...ACCESS.respond },
    { realm: 'tenant', path: ROUTES.wall, component: WallPage, ...ACCESS.send },
    { realm: 'tenant', path: ROUTES.surveys, component: SurveysPage, ...ACCESS.surveys },
    { realm: 'tenant', path: '/hr/surveys/:id', component: SurveyPage, ...ACCESS.surveys },
    { realm: 'tenant', path: ROUTES.values, component: ValuesPage, ...ACCESS.values },
  ],
};
