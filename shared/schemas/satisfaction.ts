import { z } from 'zod';
import {
  CHOICE_OPTION_MAX,
  CHOICE_OPTIONS_MAX,
  ENPS_MAX,
  ENPS_MIN,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SCOPES,
  FEEDBACK_TYPES,
  QUESTION_LABEL_MAX,
  QUESTION_TYPES,
  QUESTIONS_MAX,
  RATING_MAX,
  SURVEY_AUDIENCES,
  SURVEY_DESCRIPTION_MAX,
  SURVEY_KINDS,
  SURVEY_TITLE_MAX,
  TEXT_ANSWER_MAX,
  VALUE_DESCRIPTION_MAX,
  VALUE_NAME_MAX,
} from '../satisfaction';

/** Request schemas of the satisfaction module, shared by the server (validation, OpenAPI) and the renderer's forms. */

const text = (max: number) => z.string().trim().min(1).max(max);

export const QuestionBody = z
  .object({
    type: z.enum(QUESTION_TYPES),
    label: text(QUESTION_LABEL_MAX),
    required: z.boolean().default(true),
    options: z
      .array(text(CHOICE_OPTION_MAX))
      .max(CHOICE_OPTIONS_MAX)
      .optional()
      .meta({ description: 'CHOICE only: the options offered (2 or more, all different)' }),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'CHOICE') {
      const options = q.options ?? [];
      if (options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A choice question offers at least 2 options' });
      else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'The options must all be different' });
      }
    } else if (q.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice question has options' });
    }
  });
export type QuestionInput = z.infer<typeof QuestionBody>;

export const SurveyBody = z.object({
  kind: z.enum(SURVEY_KINDS).default('SURVEY'),
  title: text(SURVEY_TITLE_MAX),
  description: z.string().trim().max(SURVEY_DESCRIPTION_MAX).nullish(),
  questions: z.array(QuestionBody).min(1).max(QUESTIONS_MAX),
});
export type SurveyInput = z.infer<typeof SurveyBody>;

export const OpenSurveyBody = z
  .object({
    audience: z.enum(SURVEY_AUDIENCES),
    departmentIds: z
      .array(z.uuid())
      .max(200)
      .optional()
      .meta({ description: 'DEPARTMENTS only: the departments whose employees receive the survey (their sub-departments too)' }),
  })
  .superRefine((b, ctx) => {
    if (b.audience === 'DEPARTMENTS' && !b.departmentIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: 'Choose at least one department' });
    }
    if (b.audience === 'EVERYONE' && b.departmentIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: 'Departments are chosen only for a DEPARTMENTS audience' });
    }
  });
export type OpenSurveyInput = z.infer<typeof OpenSurveyBody>;

export const AnswerBody = z.object({
  questionId: z.uuid(),
  value: z
    .union([z.number().int().min(ENPS_MIN).max(Math.max(ENPS_MAX, RATING_MAX)), z.string().trim().min(1).max(TEXT_ANSWER_MAX)])
    .meta({ description: 'RATING: 1–5; ENPS: 0–10; CHOICE: one of the options; TEXT: the text' }),
});

export const ResponseBody = z.object({
  answers: z.array(AnswerBody).max(QUESTIONS_MAX),
});
export type ResponseInput = z.infer<typeof ResponseBody>;

export const FeedbackBody = z.object({
  type: z.enum(FEEDBACK_TYPES),
  recipientId: z.uuid().meta({ description: 'The user the message is for' }),
  message: text(FEEDBACK_MESSAGE_MAX),
  valueId: z.uuid().nullish().meta({ description: 'An active company value (required for VALUES_SHOUTOUT)' }),
  scope: z.enum(FEEDBACK_SCOPES).default('COMPANY'),
});
export type FeedbackInput = z.infer<typeof FeedbackBody>;

export const CompanyValueBody = z.object({
  name: text(VALUE_NAME_MAX),
  description: z.string().trim().max(VALUE_DESCRIPTION_MAX).nullish(),
});
export type CompanyValueInput = z.infer<typeof CompanyValueBody>;
