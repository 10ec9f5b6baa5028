import { z } from 'zod';
import { FEEDBACK_SCOPES, FEEDBACK_TYPES, SURVEY_KINDS, SURVEY_STATUSES } from '../../../shared/satisfaction';
import { booleanQuery, enumListQuery, listQuery } from '../../platform/http/list';

export { AnswerBody, CompanyValueBody, FeedbackBody, OpenSurveyBody, ResponseBody, SurveyBody } from '../../../shared/schemas/satisfaction';
export {
  CompanyValueList,
  CompanyValueView,
  FeedbackList,
  FeedbackView,
  MySurveyList,
  MySurveyView,
  ResponseReceipt,
  SatisfactionDepartmentList,
  SurveyList,
  SurveyResultsView,
  SurveyView,
} from '../../../shared/views/satisfaction';

export const SurveyListQuery = listQuery(['title', 'status', 'createdAt', 'openedAt'], {
  status: enumListQuery(SURVEY_STATUSES, 'Comma-separated statuses'),
  kind: z.enum(SURVEY_KINDS).optional(),
});

export const MySurveyListQuery = listQuery(['title', 'openedAt'], {
  answered: booleanQuery().describe('true: answered ones only; false: those still to answer'),
  status: enumListQuery(SURVEY_STATUSES, 'OPEN, CLOSED (default: both)'),
});

export const ResultsQuery = z.object({
  departmentId: z.uuid().optional().meta({ description: 'Results of the respondents of one department only (hidden when that group is too small to show)' }),
});

export const FeedbackListQuery = listQuery(['createdAt'], {
  type: enumListQuery(FEEDBACK_TYPES, 'Comma-separated types'),
  scope: enumListQuery(FEEDBACK_SCOPES, 'Comma-separated scopes'),
  valueId: z.uuid().optional(),
  mine: booleanQuery().describe('true: messages I sent or received only'),
});

export const ValueListQuery = listQuery(['name', 'createdAt'], {
  active: booleanQuery().describe('Filter on the active flag (default: active ones; managers of values may ask for all)'),
});
