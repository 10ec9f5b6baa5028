import { z } from 'zod';
import {
  APPROVER_TYPES,
  STEP_KINDS,
  TIMEOUT_ACTIONS,
  WORKFLOW_ENTITY_TYPES,
} from '../../../../../shared/workflow';
import type { WorkflowDefinition } from '../api';

export interface FormMessages {
  required: string;
  integer: string;
  roleRequired: string;
  userRequired: string;
  approvalStep: string;
}

/** The editor's form: strings where the user types, checked with the same rules as the server. */
export function definitionFormSchema(m: FormMessages) {
  const step = z
    .object({
      name: z.string().trim().min(1, m.required).max(120),
      kind: z.enum(STEP_KINDS),
      approverType: z.enum(APPROVER_TYPES),
      approverRoleId: z.string(),
      approverUserId: z.string(),
      approverUserName: z.string(),
      timeoutHours: z
        .string()
        .trim()
        .regex(/^(\d{1,4})?$/, m.integer),
      timeoutAction: z.enum(TIMEOUT_ACTIONS),
    })
    .superRefine((s, ctx) => {
      if (s.approverType === 'ROLE' && !s.approverRoleId)
        ctx.addIssue({ code: 'custom', path: ['approverRoleId'], message: m.roleRequired });
      if (s.approverType === 'USER' && !s.approverUserId)
        ctx.addIssue({ code: 'custom', path: ['approverUserId'], message: m.userRequired });
    });
  return z.object({
    entityType: z.enum(WORKFLOW_ENTITY_TYPES),
    name: z.string().trim().min(1, m.required).max(120),
    description: z.string().max(1000),
    isDefault: z.boolean(),
    active: z.boolean(),
    steps: z
      .array(step)
      .min(1, m.approvalStep)
      .refine((steps) => steps.some((s) => s.kind === 'APPROVAL'), m.approvalStep),
  });
}

export type DefinitionFormValues = z.infer<ReturnType<typeof definitionFormSchema>>;
export type StepFormValues = DefinitionFormValues['steps'][number];

export const newStep = (order: number): StepFormValues => ({
  name: '',
  kind: 'APPROVAL',
  approverType: order === 0 ? 'MANAGER' : 'ROLE',
  approverRoleId: '',
  approverUserId: '',
  approverUserName: '',
  timeoutHours: '',
  timeoutAction: 'SKIP',
});

export function toFormValues(d: WorkflowDefinition | null): DefinitionFormValues {
  if (!d)
    return {
      entityType: 'LEAVE_REQUEST',
      name: '',
      description: '',
      isDefault: true,
      active: true,
      steps: [newStep(0)],
    };
  return {
    entityType: d.entityType,
    name: d.name,
    description: d.description ?? '',
    isDefault: d.isDefault,
    active: d.active,
    steps: d.steps.map((s) => ({
      name: s.name,
      kind: s.kind,
      approverType: s.approverType,
      approverRoleId: s.approverRoleId ?? '',
      approverUserId: s.approverUserId ?? '',
      approverUserName: s.approverUserName ?? '',
      timeoutHours: s.timeoutHours === null ? '' : String(s.timeoutHours),
      timeoutAction: s.timeoutAction ?? 'SKIP',
    })),
  };
}

/** The API body (PUT and POST /admin/workflows). */
export function toBody(v: DefinitionFormValues) {
  return {
    entityType: v.entityType,
    name: v.name,
    description: v.description.trim() || null,
    isDefault: v.isDefault,
    active: v.active,
    steps: v.steps.map((s) => {
      const hours = s.kind === 'APPROVAL' && s.timeoutHours ? Number(s.timeoutHours) : null;
      return {
        name: s.name,
        kind: s.kind,
        approverType: s.approverType,
        approverRoleId: s.approverType === 'ROLE' ? s.approverRoleId : null,
        approverUserId: s.approverType === 'USER' ? s.approverUserId : null,
        timeoutHours: hours,
        timeoutAction: hours ? s.timeoutAction : null,
      };
    }),
  };
}
