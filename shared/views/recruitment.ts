import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  APPLICATION_STATUSES,
  CANDIDATE_SOURCES,
  CONTRACT_TYPES,
  FEEDBACK_RATINGS,
  INTERVIEW_STATUSES,
  INTERVIEW_TYPES,
  JOB_OFFER_ACTIONS,
  JOB_OFFER_STATUSES,
  LANGUAGE_LEVELS,
  OFFER_LETTER_STATUSES,
  REQUISITION_ACTIONS,
  REQUISITION_JUSTIFICATIONS,
  REQUISITION_PRIORITIES,
  REQUISITION_STATUSES,
  RSVP_STATUSES,
} from '../recruitment';
import { listOf } from './list';

/** Response views of the recruitment module (presenter, API tests, /openapi.json, renderer types). */

const person = z.object({ id: z.string(), name: z.string() });
const amount = z.string().meta({ example: '450000.00' });

export const RequisitionView = z.object({
  id: z.string(),
  jobTitle: z.string(),
  department: z.object({ id: z.string(), name: z.string() }).nullable(),
  justification: z.enum(REQUISITION_JUSTIFICATIONS),
  priority: z.enum(REQUISITION_PRIORITIES),
  contractType: z.enum(CONTRACT_TYPES),
  headcount: z.number().int(),
  salaryMin: amount.nullable(),
  salaryMax: amount.nullable(),
  currency: z.string(),
  description: z.string().nullable(),
  status: z.enum(REQUISITION_STATUSES),
  author: person,
  submittedAt: z.string().nullable(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  onCircuit: z.boolean(),
  createdAt: z.string(),
  allowedActions: z.array(z.enum([...REQUISITION_ACTIONS, 'edit', 'delete'])),
});
export type RequisitionViewT = z.infer<typeof RequisitionView>;
export const RequisitionList = listOf(RequisitionView);

export const JobOfferView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requisition: z.object({ id: z.string(), jobTitle: z.string(), status: z.enum(REQUISITION_STATUSES) }).nullable(),
  location: z.string().nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  isTemplate: z.boolean(),
  status: z.enum(JOB_OFFER_STATUSES),
  publicToken: z.string().nullable().meta({ description: 'Key of the public application page, set on publication' }),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  applicationCount: z.number().int(),
  createdBy: person,
  createdAt: z.string(),
  allowedActions: z.array(z.enum([...JOB_OFFER_ACTIONS, 'edit', 'delete'])),
});
export type JobOfferViewT = z.infer<typeof JobOfferView>;
export const JobOfferList = listOf(JobOfferView);

/** What anyone sees of a published offer on its public page. */
export const PublicOfferView = z.object({
  title: z.string(),
  description: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  publishedAt: z.string().nullable(),
  open: z.boolean(),
});
export type PublicOfferViewT = z.infer<typeof PublicOfferView>;

export const PublicApplicationReceipt = z.object({ received: z.literal(true) });

export const ApplicationView = z.object({
  id: z.string(),
  offer: z.object({ id: z.string(), title: z.string() }),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  coverLetter: z.string().nullable(),
  source: z.enum(CANDIDATE_SOURCES),
  status: z.enum(APPLICATION_STATUSES),
  rejectedFrom: z.enum(APPLICATION_STATUSES).nullable(),
  rating: z.number().int().nullable(),
  cv: z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }).nullable(),
  employeeId: z.string().nullable(),
  receivedAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationViewT = z.infer<typeof ApplicationView>;
export const ApplicationList = listOf(ApplicationView);

export const ActivityView = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  fromStatus: z.enum(APPLICATION_STATUSES).nullable(),
  toStatus: z.enum(APPLICATION_STATUSES).nullable(),
  note: z.string().nullable(),
  rating: z.number().int().nullable(),
  actor: person.nullable(),
  at: z.string(),
});
export type ActivityViewT = z.infer<typeof ActivityView>;
export const ApplicationDetailView = ApplicationView.extend({ activities: z.array(ActivityView) });
export type ApplicationDetailViewT = z.infer<typeof ApplicationDetailView>;

export const RecruitmentAnalyticsView = z.object({
  bySource: z.array(z.object({ source: z.enum(CANDIDATE_SOURCES), applications: z.number().int(), hired: z.number().int() })),
  byStage: z.array(z.object({ stage: z.enum(APPLICATION_STATUSES), reached: z.number().int(), current: z.number().int(), conversionPercent: z.number().nullable() })),
  total: z.number().int(),
});
export type RecruitmentAnalyticsViewT = z.infer<typeof RecruitmentAnalyticsView>;

export const InterviewView = z.object({
  id: z.string(),
  application: z.object({ id: z.string(), name: z.string(), offerId: z.string() }),
  type: z.enum(INTERVIEW_TYPES),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  interviewers: z.array(person),
  status: z.enum(INTERVIEW_STATUSES),
  rsvpStatus: z.enum(RSVP_STATUSES),
  rsvpAt: z.string().nullable(),
  sequence: z.number().int(),
  invitationsSentAt: z.string().nullable(),
  feedback: z.array(z.object({ interviewer: person, rating: z.enum(FEEDBACK_RATINGS), comment: z.string().nullable(), at: z.string() })),
});
export type InterviewViewT = z.infer<typeof InterviewView>;
export const InterviewItems = z.object({ items: z.array(InterviewView) });

/** What the candidate sees behind the RSVP link. */
export const PublicInterviewView = z.object({
  company: z.string(),
  candidateName: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  rsvpStatus: z.enum(RSVP_STATUSES),
});
export type PublicInterviewViewT = z.infer<typeof PublicInterviewView>;

export const OfferLetterView = z.object({
  id: z.string(),
  application: z.object({ id: z.string(), name: z.string() }),
  body: z.string(),
  salary: amount,
  currency: z.string(),
  startDate: z.string(),
  benefits: z.string().nullable(),
  status: z.enum(OFFER_LETTER_STATUSES),
  onCircuit: z.boolean(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  locked: z.boolean(),
  decisionComment: z.string().nullable(),
  createdAt: z.string(),
});
export type OfferLetterViewT = z.infer<typeof OfferLetterView>;
export const OfferLetterItems = z.object({ items: z.array(OfferLetterView) });

/** What the candidate sees behind the offer-letter link (the code, mailed apart, is asked to answer). */
export const PublicOfferLetterView = z.object({
  company: z.string(),
  candidateName: z.string(),
  body: z.string(),
  salary: amount,
  currency: z.string(),
  startDate: z.string(),
  benefits: z.string().nullable(),
  status: z.enum(OFFER_LETTER_STATUSES),
  expiresAt: z.string().nullable(),
  locked: z.boolean(),
});
export const RecruitmentSettingsView = z.object({ offerLetterExpiryDays: z.number().int() });
