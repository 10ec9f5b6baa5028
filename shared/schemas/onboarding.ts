import { z } from 'zod';
import { isoDateSchema } from './dates';
import { MAX_ONBOARDING_STEPS, OFFBOARDING_REASONS, TASK_OWNER_TYPES } from '../onboarding';

/** Request schemas of onboarding templates, onboardings and offboardings. */

const date = isoDateSchema;

export const OnboardingStepSchema = z
  .object({
    title: z.string().trim().min(1, 'Required').max(200),
    description: z.string().trim().max(1000).nullable().optional(),
    ownerType: z.enum(TASK_OWNER_TYPES),
    ownerRoleId: z.uuid().nullable().optional(),
    ownerUserId: z.uuid().nullable().optional(),
    /** Days after the onboarding's start date (negative: before the first day). */
    dueOffsetDays: z.number().int().min(-365).max(365),
  })
  .superRefine((s, ctx) => {
    if (s.ownerType === 'ROLE' && !s.ownerRoleId) ctx.addIssue({ code: 'custom', path: ['ownerRoleId'], message: 'Required for a ROLE owner' });
    if (s.ownerType === 'USER' && !s.ownerUserId) ctx.addIssue({ code: 'custom', path: ['ownerUserId'], message: 'Required for a USER owner' });
  })
  .transform((s) => ({
    title: s.title,
    description: s.description || null,
    ownerType: s.ownerType,
    ownerRoleId: s.ownerType === 'ROLE' ? (s.ownerRoleId ?? null) : null,
    ownerUserId: s.ownerType === 'USER' ? (s.ownerUserId ?? null) : null,
    dueOffsetDays: s.dueOffsetDays,
  }));
export type OnboardingStepInput = z.infer<typeof OnboardingStepSchema>;

export const OnboardingTemplateSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(150),
  description: z.string().trim().max(1000).nullable().optional(),
  active: z.boolean().default(true),
  steps: z.array(OnboardingStepSchema).min(1, 'At least one step').max(MAX_ONBOARDING_STEPS),
});
export type OnboardingTemplateInput = z.infer<typeof OnboardingTemplateSchema>;

export const StartOnboardingSchema = z.object({
  templateId: z.uuid(),
  /** The first day; the employee's hire date (or today) when absent. */
  startDate: date().optional(),
});
export type StartOnboardingInput = z.infer<typeof StartOnboardingSchema>;

export const CompleteTaskSchema = z.object({ note: z.string().trim().max(1000).optional() });

export const InitiateOffboardingSchema = z.object({
  reason: z.enum(OFFBOARDING_REASONS),
  comment: z.string().trim().max(1000).optional(),
  exitDate: date(),
});
export type InitiateOffboardingInput = z.infer<typeof InitiateOffboardingSchema>;

export const CommentSchema = z.object({ comment: z.string().trim().max(1000).optional() });
