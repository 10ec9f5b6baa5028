/** Shapes (inferred from shared/views/satisfaction.ts) and paths of the satisfaction API. */
import type { z } from 'zod';
import type {
  CompanyValueList,
  FeedbackList,
  MySurveyList,
  MySurveyView,
  SatisfactionDepartmentList,
  SurveyList,
  SurveyResultsView,
  SurveyView,
} from '../../../../shared/views/satisfaction';

export {
  FEEDBACK_SCOPES,
  FEEDBACK_TYPES,
  QUESTION_TYPES,
  SURVEY_KINDS,
  SURVEY_STATUSES,
  MIN_GROUP_SIZE,
  type FeedbackScope,
  type FeedbackType,
  type QuestionType,
  type SurveyKind,
} from '../../../../shared/satisfaction';

export type Survey = z.infer<typeof SurveyView>;
export type SurveySummary = z.infer<typeof SurveyList>['items'][number];
export type MySurvey = z.infer<typeof MySurveyView>;
export type MySurveySummary = z.infer<typeof MySurveyList>['items'][number];
export type SurveyResults = z.infer<typeof SurveyResultsView>;
export type QuestionResult = SurveyResults['questions'][number];
export type Department = z.infer<typeof SatisfactionDepartmentList>['items'][number];
export type CompanyValue = z.infer<typeof CompanyValueList>['items'][number];
export type FeedbackMessage = z.infer<typeof FeedbackList>['items'][number];

export const PATHS = {
  surveys: '/hr/satisfaction/surveys',
  survey: (id: string) => `/hr/satisfaction/surveys/${id}`,
  open: (id: string) => `/hr/satisfaction/surveys/${id}/open`,
  close: (id: string) => `/hr/satisfaction/surveys/${id}/close`,
  results: (id: string) => `/hr/satisfaction/surveys/${id}/results`,
  departments: '/hr/satisfaction/departments',
  mySurveys: '/hr/satisfaction/my-surveys',
  mySurvey: (id: string) => `/hr/satisfaction/my-surveys/${id}`,
  respond: (id: string) => `/hr/satisfaction/my-surveys/${id}/response`,
  feedback: '/hr/satisfaction/feedback',
  feedbackItem: (id: string) => `/hr/satisfaction/feedback/${id}`,
  values: '/hr/satisfaction/values',
  value: (id: string) => `/hr/satisfaction/values/${id}`,
  valueAction: (id: string, action: 'activate' | 'deactivate') => `/hr/satisfaction/values/${id}/${action}`,
};

export const ROUTES = {
  surveys: '/hr/surveys',
  survey: (id: string) => `/hr/surveys/${id}`,
  mine: '/hr/my-surveys',
  answer: (id: string) => `/hr/my-surveys/${id}`,
  wall: '/hr/recognition',
  values: '/hr/company-values',
};

export const ACCESS = {
  surveys: { module: 'APPRAISAL', permissions: ['satisfaction.survey.create', 'satisfaction.survey.distribute'] },
  respond: { module: 'APPRAISAL', permissions: ['satisfaction.survey.respond'] },
  send: { module: 'APPRAISAL', permissions: ['satisfaction.feedback.send'] },
  values: { module: 'APPRAISAL', permissions: ['satisfaction.feedback.manage_values'] },
  create: 'satisfaction.survey.create',
  distribute: 'satisfaction.survey.distribute',
} as const;

export const STATUS_TONES = { DRAFT: 'default', OPEN: 'success', CLOSED: 'default' } as const;
