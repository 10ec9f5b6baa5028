import { z } from 'zod';
import { isoDateSchema } from './dates';
import { APPROVER_TYPES, MAX_TIMEOUT_HOURS, MAX_WORKFLOW_STEPS, STEP_KINDS, TIMEOUT_ACTIONS, WORKFLOW_ENTITY_TYPES } from '../workflow';

/** Request schemas of the approval engine (definitions, delegations, decisions). */

const date = isoDateSchema;

export const WorkflowEntityTypeSchema = z.enum(WORKFLOW_ENTITY_TYPES);
export const ApproverTypeSchema = z.enum(APPROVER_TYPES);

export const WorkflowStepSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(120),
    kind: z.enum(STEP_KINDS).default('APPROVAL'),
    approverType: ApproverTypeSchema,
    approverRoleId: z.uuid().nullable().optional(),
    approverUserId: z.uuid().nullable().optional(),
    timeoutHours: z.number().int().min(1).max(MAX_TIMEOUT_HOURS).nullable().optional(),
    timeoutAction: z.enum(TIMEOUT_ACTIONS).nullable().optional(),
  })
  .superRefine((step, ctx) => {
    if (step.approverType === 'ROLE' && !step.approverRoleId) ctx.addIssue({ code: 'custom', path: ['approverRoleId'], message: 'Required for a ROLE approver' });
    if (step.approverType === 'USER' && !step.approverUserId) ctx.addIssue({ code: 'custom', path: ['approverUserId'], message: 'Required for a USER approver' });
    if (step.kind === 'NOTIFY' && step.timeoutHours) ctx.addIssue({ code: 'custom', path: ['timeoutHours'], message: 'A notify-only step has no timeout' });
  })
  .transform((step) => ({
    name: step.name,
    kind: step.kind,
    approverType: step.approverType,
    approverRoleId: step.approverType === 'ROLE' ? (step.approverRoleId ?? null) : null,
    approverUserId: step.approverType === 'USER' ? (step.approverUserId ?? null) : null,
    timeoutHours: step.kind === 'APPROVAL' ? (step.timeoutHours ?? null) : null,
    timeoutAction: step.kind === 'APPROVAL' && step.timeoutHours ? (step.timeoutAction ?? 'SKIP') : null,
  }));
export type WorkflowStepInput = z.infer<typeof WorkflowStepSchema>;

export const WorkflowDefinitionSchema = z.object({
  entityType: WorkflowEntityTypeSchema,
  name: z.string().trim().min(1, 'Required').max(120),
  description: z.string().trim().max(1000).nullable().optional(),
  /** The definition used for the entity type when the module names none (one per type). */
  isDefault: z.boolean().default(true),
  active: z.boolean().default(true),
  steps: z
    .array(WorkflowStepSchema)
    .min(1, 'At least one step')
    .max(MAX_WORKFLOW_STEPS, `At most ${MAX_WORKFLOW_STEPS} steps`)
    .refine((steps) => steps.some((s) => s.kind === 'APPROVAL'), 'At least one approval step'),
});
export type WorkflowDefinitionInput = z.infer<typeof WorkflowDefinitionSchema>;

export const DecisionSchema = z.object({
  comment: z.string().trim().max(1000).optional(),
});
export type DecisionInput = z.infer<typeof DecisionSchema>;

export const DelegationSchema = z
  .object({
    delegateUserId: z.uuid(),
    /** Someone else's delegation: only for workflow administrators. */
    delegatorUserId: z.uuid().optional(),
    startsOn: date(),
    endsOn: date(),
    /** Entity types covered; empty or absent means all. */
    entityTypes: z.array(WorkflowEntityTypeSchema).max(WORKFLOW_ENTITY_TYPES.length).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((d) => d.endsOn >= d.startsOn, { path: ['endsOn'], message: 'Must not be before startsOn' });
export type DelegationInput = z.infer<typeof DelegationSchema>;
