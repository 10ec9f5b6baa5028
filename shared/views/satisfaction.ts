import { z } from 'zod';
import { FEEDBACK_SCOPES, FEEDBACK_TYPES, QUESTION_TYPES, SURVEY_ACTIONS, SURVEY_AUDIENCES, SURVEY_KINDS, SURVEY_STATUSES } from '../satisfaction';
import { listOf } from './list';

/**
 * Response views of the satisfaction module. Results views carry no respondent identifier: only
 * counts, averages, distributions and (for large enough groups) free texts in alphabetical order.
 */

const ref = z.object({ id: z.string(), name: z.string() });
const decimal = (description: string) => z.string().meta({ description, example: '28.57' });

export const QuestionView = z.object({
  id: z.string(),
  position: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  required: z.boolean(),
  options: z.array(z.string()).describe('CHOICE: the options offered; empty otherwise'),
});

export const SurveyView = z.object({
  id: z.string(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SURVEY_STATUSES),
  audience: z.enum(SURVEY_AUDIENCES).nullable().describe('Set when the survey opens'),
  departments: z.array(ref).describe('DEPARTMENTS audience: the departments chosen'),
  questions: z.array(QuestionView),
  assignedCount: z.number().int().describe('People who received the survey'),
  answeredCount: z.number().int().describe('People who answered (never who)'),
  createdBy: ref.nullable(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  allowedActions: z.array(z.enum(SURVEY_ACTIONS)).describe('What the caller may do next'),
});

export const SurveySummaryView = SurveyView.omit({ questions: true, departments: true, createdBy: true }).extend({ questionCount: z.number().int() });
export const SurveyList = listOf(SurveySummaryView);

export const MySurveyView = z.object({
  id: z.string(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SURVEY_STATUSES),
  answered: z.boolean(),
  openedAt: z.string().nullable(),
  questions: z.array(QuestionView),
});
export const MySurveyList = listOf(MySurveyView.omit({ questions: true }).extend({ questionCount: z.number().int() }));

export const ResponseReceipt = z.object({ surveyId: z.string(), answered: z.literal(true) });

const count = z.object({ value: z.number().int(), count: z.number().int() });

export const EnpsView = z.object({
  score: decimal('Promoters (9–10) − detractors (0–6), in % of the respondents to the question, two decimals'),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  promotersPercent: decimal('Promoters in % of respondents'),
  passivesPercent: decimal('Passives (7–8) in % of respondents'),
  detractorsPercent: decimal('Detractors in % of respondents'),
});

export const QuestionResultView = z.object({
  questionId: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  hidden: z.boolean().describe('True when fewer than the minimum group size answered: no figure is given'),
  answeredCount: z.number().int().nullable().describe('null when hidden'),
  average: decimal('RATING and ENPS: the mean answer, two decimals').nullable(),
  distribution: z.array(count).describe('RATING and ENPS: how many gave each value'),
  enps: EnpsView.nullable(),
  options: z.array(z.object({ option: z.string(), count: z.number().int(), percent: decimal('% of the answers') })),
  texts: z.array(z.string()).describe('TEXT: the answers in alphabetical order (whole results only, never in a breakdown)'),
});

export const GroupResultView = z.object({
  kind: z.enum(['DEPARTMENT', 'NO_DEPARTMENT', 'OTHERS']).describe('OTHERS pools the groups too small to be shown alone'),
  departmentId: z.string().nullable(),
  name: z.string().nullable(),
  respondentCount: z.number().int(),
  questions: z.array(QuestionResultView),
});

export const SurveyResultsView = z.object({
  surveyId: z.string(),
  title: z.string(),
  kind: z.enum(SURVEY_KINDS),
  status: z.enum(SURVEY_STATUSES),
  minGroupSize: z.number().int(),
  departmentId: z.string().nullable().describe('The department filter, if any'),
  assignedCount: z.number().int().nullable().describe('null under a department filter'),
  hidden: z.boolean().describe('True when the group (whole survey or filtered department) is too small to show'),
  respondentCount: z.number().int().nullable().describe('null when hidden'),
  questions: z.array(QuestionResultView),
  breakdown: z.array(GroupResultView).describe('By department, without a filter; groups under the minimum are pooled in OTHERS'),
});

export const SatisfactionDepartmentList = z.object({ items: z.array(ref.extend({ parentId: z.string().nullable() })) });

export const CompanyValueView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  messageCount: z.number().int(),
  createdAt: z.string(),
});
export const CompanyValueList = listOf(CompanyValueView);

export const FeedbackView = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  scope: z.enum(FEEDBACK_SCOPES),
  message: z.string(),
  sender: ref,
  recipient: ref,
  value: ref.nullable(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export const FeedbackList = listOf(FeedbackView);
