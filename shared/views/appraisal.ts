import { z } from 'zod';
import {
  ACTION_ITEM_STATUSES,
  APPRAISAL_STATUSES,
  CAMPAIGN_STATUSES,
  CYCLE_STATUSES,
  FEEDBACK_REQUEST_STATUSES,
  OBJECTIVE_ACTIONS,
  OBJECTIVE_STATUSES,
  OBJECTIVE_TYPES,
  ONE_ON_ONE_STATUSES,
  QUESTION_TYPES,
  REVIEWER_RELATIONSHIPS,
} from '../appraisal';
import { listOf } from './list';

/** Response views of the appraisal module (presenters answer them, the renderer infers its types). */

const person = z.object({ id: z.string(), name: z.string() });

export const QuestionView = z.object({ id: z.string(), type: z.enum(QUESTION_TYPES), label: z.string(), scaleMax: z.number().int() });
export const SectionView = z.object({ id: z.string(), title: z.string(), questions: z.array(QuestionView) });

export const FormView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sections: z.array(SectionView),
  inUse: z.boolean().meta({ description: 'A cycle uses it: it can no longer be deleted' }),
  createdAt: z.string(),
});
export const FormList = listOf(FormView);

const statusCounts = z.object(Object.fromEntries(APPRAISAL_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof APPRAISAL_STATUSES)[number], z.ZodNumber>);

export const CycleView = z.object({
  id: z.string(),
  name: z.string(),
  form: z.object({ id: z.string(), name: z.string() }),
  opensOn: z.string(),
  closesOn: z.string(),
  status: z.enum(CYCLE_STATUSES),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  progress: z.object({ total: z.number().int(), byStatus: statusCounts, signedPercent: z.number().int() }),
});
export const CycleList = listOf(CycleView);

export const AnswerView = z.object({
  questionId: z.string(),
  rating: z.number().int().nullable(),
  text: z.string().nullable(),
  objectiveId: z.string().nullable(),
});

export const APPRAISAL_UI_ACTIONS = ['edit-self', 'submit-self', 'edit-review', 'submit-review', 'sign'] as const;

export const AppraisalObjectiveView = z.object({ id: z.string(), title: z.string(), status: z.enum(OBJECTIVE_STATUSES), progress: z.number().int(), weighting: z.number().int() });

export const AppraisalView = z.object({
  id: z.string(),
  cycle: z.object({ id: z.string(), name: z.string(), status: z.enum(CYCLE_STATUSES), opensOn: z.string(), closesOn: z.string() }),
  employee: person,
  manager: person.nullable(),
  status: z.enum(APPRAISAL_STATUSES),
  sections: z.array(SectionView),
  selfAnswers: z.array(AnswerView).nullable().meta({ description: 'Hidden (null) from the manager until the self-assessment is submitted' }),
  managerAnswers: z.array(AnswerView).nullable().meta({ description: 'Hidden (null) from the employee until the review is submitted' }),
  selfSubmittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  employeeSignedAt: z.string().nullable(),
  employeeSignedBy: person.nullable(),
  managerSignedAt: z.string().nullable(),
  managerSignedBy: person.nullable(),
  objectives: z.array(AppraisalObjectiveView),
  allowedActions: z.array(z.enum(APPRAISAL_UI_ACTIONS)),
});
export const AppraisalSummaryView = AppraisalView.omit({ sections: true, selfAnswers: true, managerAnswers: true, objectives: true });
export const AppraisalList = listOf(AppraisalSummaryView);

export const KpiView = z.object({ id: z.string(), name: z.string(), unit: z.string().nullable(), target: z.number().int(), actual: z.number().int(), weighting: z.number().int() });
export const MilestoneView = z.object({ id: z.string(), title: z.string(), dueDate: z.string().nullable(), done: z.boolean() });
export const ObjectiveHistoryView = z.object({
  action: z.string(),
  fromStatus: z.enum(OBJECTIVE_STATUSES).nullable(),
  toStatus: z.enum(OBJECTIVE_STATUSES),
  at: z.string(),
  by: person.nullable(),
  comment: z.string().nullable(),
});

export const ObjectiveSummaryView = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(OBJECTIVE_TYPES),
  status: z.enum(OBJECTIVE_STATUSES),
  parentId: z.string().nullable(),
  owner: person.nullable(),
  weighting: z.number().int(),
  progress: z.number().int(),
  dueDate: z.string().nullable(),
});
export const ObjectiveView = ObjectiveSummaryView.extend({
  description: z.string().nullable(),
  parent: z.object({ id: z.string(), title: z.string() }).nullable(),
  cycleId: z.string().nullable(),
  milestones: z.array(MilestoneView),
  kpis: z.array(KpiView),
  workflowInstanceId: z.string().nullable(),
  history: z.array(ObjectiveHistoryView),
  allowedActions: z.array(z.enum([...OBJECTIVE_ACTIONS, 'edit', 'progress'])).meta({ description: 'edit: PUT the objective; progress: PUT its progress' }),
});
export const ObjectiveList = listOf(ObjectiveSummaryView);
export const ObjectiveTreeView = z.object({
  root: ObjectiveSummaryView,
  nodes: z.array(ObjectiveSummaryView.extend({ depth: z.number().int() })).meta({ description: 'The cascade below the root, depth first (depth 1 = direct children)' }),
});

export const AgendaItemView = z.object({ id: z.string(), title: z.string(), discussed: z.boolean() });
export const ActionItemView = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(ACTION_ITEM_STATUSES),
  owner: person.nullable(),
  dueDate: z.string().nullable(),
  carriedFromId: z.string().nullable().meta({ description: 'The one-on-one this open item was carried over from' }),
});
export const OneOnOneView = z.object({
  id: z.string(),
  manager: person,
  employee: person,
  scheduledAt: z.string(),
  status: z.enum(ONE_ON_ONE_STATUSES),
  notes: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  agendaItems: z.array(AgendaItemView),
  actionItems: z.array(ActionItemView),
});
export const OneOnOneList = listOf(OneOnOneView);

export const CampaignQuestionView = z.object({ id: z.string(), category: z.string(), label: z.string(), type: z.enum(['RATING', 'TEXT']) });
export const ReviewerView = z.object({
  requestId: z.string(),
  employee: person,
  relationship: z.enum(REVIEWER_RELATIONSHIPS),
  status: z.enum(FEEDBACK_REQUEST_STATUSES),
  remindedAt: z.string().nullable(),
});
export const CampaignView = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  dueDate: z.string().nullable(),
  questions: z.array(CampaignQuestionView),
  launchedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  subjects: z.array(z.object({ id: z.string(), employee: person, reviewers: z.array(ReviewerView) })),
  requests: z.number().int(),
  responses: z.number().int(),
});
export const CampaignList = listOf(CampaignView.omit({ subjects: true, questions: true }));

export const SuggestedReviewersView = z.object({
  items: z.array(
    z.object({
      subjectId: z.string(),
      employee: person,
      suggestions: z.array(z.object({ employee: person, relationship: z.enum(REVIEWER_RELATIONSHIPS) })),
    }),
  ),
});

export const PendingRequestView = z.object({
  requestId: z.string(),
  campaign: z.object({ id: z.string(), name: z.string(), dueDate: z.string().nullable() }),
  subject: person,
  relationship: z.enum(REVIEWER_RELATIONSHIPS),
  questions: z.array(CampaignQuestionView),
});
export const PendingRequestList = listOf(PendingRequestView);

/** A closed campaign in which the caller was a subject: their own report is readable. */
export const MyFeedbackReportView = z.object({
  subjectId: z.string().meta({ description: 'The subject (not the employee) id, for …/campaigns/{id}/subjects/{subjectId}/report' }),
  campaign: z.object({ id: z.string(), name: z.string(), closedAt: z.string().nullable() }),
});
export const MyFeedbackReportList = listOf(MyFeedbackReportView);

export const FeedbackGroupView = z.object({
  relationship: z.enum(REVIEWER_RELATIONSHIPS),
  hidden: z.boolean(),
  respondents: z.number().int().nullable().meta({ description: 'null when hidden' }),
});
export const FeedbackReportView = z.object({
  campaign: z.object({ id: z.string(), name: z.string(), status: z.enum(CAMPAIGN_STATUSES) }),
  subject: person,
  minimumGroupSize: z.number().int(),
  respondents: z.number().int().meta({ description: 'Respondents of the groups shown (hidden groups are left out of every figure)' }),
  groups: z.array(FeedbackGroupView),
  categories: z.array(z.object({ category: z.string(), average: z.string().nullable() })),
  questions: z.array(
    z.object({
      questionId: z.string(),
      category: z.string(),
      label: z.string(),
      type: z.enum(['RATING', 'TEXT']),
      average: z.string().nullable(),
      distribution: z.array(z.number().int()).meta({ description: 'Counts of ratings 1 to 5' }),
      comments: z.array(z.string()).meta({ description: 'Sorted alphabetically, never in answering order' }),
    }),
  ),
});
