import { z } from 'zod';
import { amountSchema } from './accounting';
import { optionalPhone } from './employees';
import {
  APPLICATION_STATUSES,
  CANDIDATE_SOURCES,
  CONTRACT_TYPES,
  FEEDBACK_RATINGS,
  INTERVIEW_TYPES,
  JOB_OFFER_STATUSES,
  LANGUAGE_LEVELS,
  RATING_MAX,
  RATING_MIN,
  REQUISITION_JUSTIFICATIONS,
  REQUISITION_PRIORITIES,
  REQUISITION_STATUSES,
} from '../recruitment';

/** Request schemas of the recruitment module, shared by the server (validation, OpenAPI) and the renderer's forms. */

const text = (max: number) => z.string().trim().min(1, 'Required').max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

export const RequisitionBody = z
  .object({
    jobTitle: text(150),
    departmentId: z.uuid().nullable().optional(),
    justification: z.enum(REQUISITION_JUSTIFICATIONS),
    priority: z.enum(REQUISITION_PRIORITIES),
    contractType: z.enum(CONTRACT_TYPES),
    headcount: z.number().int().min(1).max(100).default(1),
    salaryMin: amountSchema().nullable().optional(),
    salaryMax: amountSchema().nullable().optional(),
    description: optionalText(4000),
  })
  .refine((b) => b.salaryMin == null || b.salaryMax == null || b.salaryMin <= b.salaryMax, {
    path: ['salaryMax'],
    message: 'The maximum salary is below the minimum',
  });
export type RequisitionInput = z.infer<typeof RequisitionBody>;

export const DecisionBody = z.object({ comment: optionalText(1000) });

export const RequisitionListQuery = z.object({
  status: z.enum(REQUISITION_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});

export const LanguageRequirement = z.object({ language: text(40), level: z.enum(LANGUAGE_LEVELS) });

export const JobOfferBody = z.object({
  title: text(150),
  description: text(10000),
  requisitionId: z.uuid().nullable().optional(),
  location: optionalText(150),
  contractType: z.enum(CONTRACT_TYPES).nullable().optional(),
  skills: z.array(text(60)).max(30).default([]),
  languages: z.array(LanguageRequirement).max(10).default([]),
  isTemplate: z.boolean().default(false),
});
export type JobOfferInput = z.infer<typeof JobOfferBody>;

export const FromTemplateBody = z.object({ title: text(150).optional(), requisitionId: z.uuid().nullable().optional() });

export const OfferListQuery = z.object({
  status: z.enum(JOB_OFFER_STATUSES).optional(),
  templates: z.enum(['true', 'false']).optional(),
});

const candidateFields = {
  firstName: text(80),
  lastName: text(80),
  email: z.email('Not a valid email address').trim().toLowerCase().max(200),
  phone: optionalPhone(),
  coverLetter: optionalText(5000),
  source: z.enum(CANDIDATE_SOURCES).default('DIRECT'),
};

/** An application recorded by the recruiter (recruitment.candidate.create). */
export const ApplyBody = z.object(candidateFields);

/** The public form: multipart fields, with `website` a honeypot a person never fills. */
export const PublicApplyBody = z.object({ ...candidateFields, website: z.string().max(200).optional(), language: z.enum(['fr', 'en']).optional() });

export const ApplicationListQuery = z.object({
  offerId: z.uuid().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
  q: z.string().trim().max(100).optional(),
});

/** Move to a stage; moving an OFFER_SENT application to HIRED creates its PRE_HIRE employee (hireDate, default today). */
export const MoveBody = z.object({ stage: z.enum(APPLICATION_STATUSES), note: optionalText(1000), hireDate: z.iso.date().optional() });
export const RejectBody = z.object({ reason: optionalText(1000) });
export const NoteBody = z.object({ note: text(2000) });
export const RatingBody = z.object({ rating: z.number().int().min(RATING_MIN).max(RATING_MAX) });

export const InterviewBody = z.object({
  type: z.enum(INTERVIEW_TYPES),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().min(15).max(480).default(60),
  location: optionalText(200),
  interviewerIds: z.array(z.uuid()).min(1, 'At least one interviewer').max(10),
});
export const FeedbackBody = z.object({ rating: z.enum(FEEDBACK_RATINGS), comment: optionalText(2000) });
export const CalendarQuery = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }).refine((q) => new Date(q.from).getTime() < new Date(q.to).getTime(), { path: ['to'], message: 'The end is before the start' });
export const RsvpBody = z.object({ answer: z.enum(['ACCEPTED', 'DECLINED']) });

export const OfferLetterBody = z.object({
  body: text(10000),
  salary: amountSchema(),
  startDate: z.iso.date(),
  benefits: optionalText(2000),
});
export const OfferLetterResponseBody = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Six digits'), answer: z.enum(['ACCEPT', 'DECLINE']) });
export const SettingsBody = z.object({ offerLetterExpiryDays: z.number().int().min(1).max(90) });
