import { z } from 'zod';
import { ACTION_ITEM_STATUSES, OBJECTIVE_TYPES, QUESTION_TYPES, REVIEWER_RELATIONSHIPS } from '../appraisal';
import { isoDateSchema } from './dates';

/** Request schemas of the appraisal module (forms, cycles, appraisals, objectives, one-on-ones, 360). */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const QuestionInput = z.object({
  id: z.string().trim().min(1).max(40).optional().meta({ description: 'Kept when given (editing a form); generated otherwise' }),
  type: z.enum(QUESTION_TYPES),
  label: text(300),
  scaleMax: z.number().int().min(2).max(10).optional().meta({ description: 'RATING: the top of the scale (default 5)' }),
});

export const FormBody = z.object({
  name: text(120),
  description: optionalText(1000),
  sections: z
    .array(z.object({ id: z.string().trim().min(1).max(40).optional(), title: text(200), questions: z.array(QuestionInput).min(1).max(50) }))
    .min(1)
    .max(20),
});
export type FormInput = z.infer<typeof FormBody>;

export const CycleBody = z.object({
  name: text(120),
  formId: z.uuid(),
  opensOn: isoDateSchema(),
  closesOn: isoDateSchema(),
});
export type CycleInput = z.infer<typeof CycleBody>;

export const AnswerInput = z.object({
  questionId: z.string().trim().min(1).max(40),
  rating: z.number().int().min(1).max(10).optional(),
  text: z.string().trim().max(4000).optional(),
  objectiveId: z.uuid().optional().meta({ description: 'OBJECTIVE_REVIEW: the objective reviewed' }),
});
export type AnswerValue = z.infer<typeof AnswerInput>;

export const AnswersBody = z.object({
  answers: z.array(AnswerInput).max(500),
  submit: z.boolean().default(false).meta({ description: 'true hands the form on (self → manager review, review → signatures)' }),
});
export type AnswersInput = z.infer<typeof AnswersBody>;

export const KpiInput = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  name: text(200),
  unit: optionalText(30),
  target: z.number().int().min(0).max(1_000_000_000),
  actual: z.number().int().min(0).max(1_000_000_000).default(0),
  weighting: z.number().int().min(0).max(100),
});

export const MilestoneInput = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  title: text(200),
  dueDate: isoDateSchema().optional(),
  done: z.boolean().default(false),
});

export const ObjectiveBody = z.object({
  title: text(200),
  description: optionalText(2000),
  type: z.enum(OBJECTIVE_TYPES),
  parentId: z.uuid().nullable().optional(),
  ownerEmployeeId: z.uuid().nullable().optional().meta({ description: 'INDIVIDUAL: the employee (default the caller); TEAM: the team’s manager (default the caller)' }),
  cycleId: z.uuid().nullable().optional(),
  weighting: z.number().int().min(0).max(100).default(100),
  dueDate: isoDateSchema().optional(),
  milestones: z.array(MilestoneInput).max(30).default([]),
  kpis: z.array(KpiInput).max(20).default([]),
});
export type ObjectiveInput = z.infer<typeof ObjectiveBody>;

export const ObjectiveProgressBody = z.object({
  progress: z.number().int().min(0).max(100).optional().meta({ description: 'Without KPIs only: the progress in percent' }),
  kpis: z.array(z.object({ id: z.string().min(1).max(40), actual: z.number().int().min(0).max(1_000_000_000) })).max(20).optional(),
  milestones: z.array(z.object({ id: z.string().min(1).max(40), done: z.boolean() })).max(30).optional(),
});
export type ObjectiveProgressInput = z.infer<typeof ObjectiveProgressBody>;

export const DecisionBody = z.object({ comment: z.string().trim().max(1000).optional() });

export const OneOnOneBody = z.object({
  withEmployeeId: z.uuid().meta({ description: 'A direct or indirect report of the caller, or the caller’s manager' }),
  scheduledAt: z.iso.datetime({ offset: true }),
  agendaItems: z.array(text(300)).max(30).default([]),
});
export type OneOnOneInput = z.infer<typeof OneOnOneBody>;

export const OneOnOneUpdateBody = z.object({
  scheduledAt: z.iso.datetime({ offset: true }),
  agendaItems: z
    .array(z.object({ id: z.uuid().optional().meta({ description: 'An existing item (kept, with its discussed flag); none: a new item' }), title: text(300) }))
    .max(30)
    .meta({ description: 'The whole agenda, in order: existing items left out are removed' }),
});
export type OneOnOneUpdateInput = z.infer<typeof OneOnOneUpdateBody>;

export const CompleteOneOnOneBody = z.object({ notes: z.string().trim().max(8000).optional() });
export const CancelOneOnOneBody = z.object({ reason: z.string().trim().max(500).optional() });
export const AgendaItemBody = z.object({ title: text(300) });
export const DiscussBody = z.object({ discussed: z.boolean().default(true) });
export const ActionItemBody = z.object({ title: text(300), ownerEmployeeId: z.uuid().optional(), dueDate: isoDateSchema().optional() });
export const ActionItemStatusBody = z.object({ status: z.enum(ACTION_ITEM_STATUSES) });

export const Feedback360QuestionInput = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  category: text(80).meta({ description: 'The competency the question belongs to (Communication, Leadership…)' }),
  label: text(300),
  type: z.enum(['RATING', 'TEXT']),
});

export const CampaignBody = z.object({
  name: text(120),
  dueDate: isoDateSchema().optional(),
  questions: z.array(Feedback360QuestionInput).min(1).max(50),
});
export type CampaignInput = z.infer<typeof CampaignBody>;

export const SubjectBody = z.object({ employeeId: z.uuid() });
export const ReviewerBody = z.object({ employeeId: z.uuid(), relationship: z.enum(REVIEWER_RELATIONSHIPS) });

export const FeedbackResponseBody = z.object({
  answers: z
    .array(z.object({ questionId: z.string().min(1).max(40), rating: z.number().int().min(1).max(5).optional(), text: z.string().trim().max(4000).optional() }))
    .max(100),
});
export type FeedbackResponseInput = z.infer<typeof FeedbackResponseBody>;
