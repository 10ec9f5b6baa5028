import { z } from 'zod';
import { APPROVER_TYPES, ASSIGNEE_SOURCES, INSTANCE_STATUSES, PENDING_ENTITY_TYPES, SKIP_REASONS, STEP_KINDS, STEP_STATUSES, TIMEOUT_ACTIONS, WORKFLOW_ENTITY_TYPES } from '../../../shared/workflow';

/** Response shapes of the engine's records (OpenAPI and presenters). */
export const PersonRefView = z.object({ userId: z.uuid(), name: z.string() });
export const EmployeeRefView = z.object({ id: z.uuid(), name: z.string() });
export const ActionLinkView = z.object({ method: z.literal('POST'), path: z.string() });
export const LinksView = z.object({ approve: ActionLinkView, reject: ActionLinkView, view: z.string().optional() }).nullable();

export const PlannedStepView = z.object({
  name: z.string(),
  kind: z.enum(STEP_KINDS),
  approverType: z.enum(APPROVER_TYPES),
  approverRoleId: z.uuid().nullable(),
  approverRoleName: z.string().nullable(),
  approverUserId: z.uuid().nullable(),
  approverUserName: z.string().nullable(),
  timeoutHours: z.number().int().nullable(),
  timeoutAction: z.enum(TIMEOUT_ACTIONS).nullable(),
});

export const StepView = z.object({
  order: z.number().int(),
  name: z.string(),
  kind: z.enum(STEP_KINDS),
  approverType: z.enum(APPROVER_TYPES),
  timeoutHours: z.number().int().nullable(),
  timeoutAction: z.enum(TIMEOUT_ACTIONS).nullable(),
  id: z.uuid().nullable().describe('null while the request has not reached the step'),
  status: z.enum(STEP_STATUSES).nullable().describe('null while the request has not reached the step'),
  skipReason: z.enum(SKIP_REASONS).nullable(),
  activatedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  actedAt: z.string().nullable(),
  actedBy: PersonRefView.nullable(),
  onBehalfOf: PersonRefView.nullable(),
  delegatedBy: PersonRefView.nullable(),
  comment: z.string().nullable(),
  approvers: z.array(PersonRefView.extend({ source: z.enum(ASSIGNEE_SOURCES) })),
});

export const InstanceView = z.object({
  id: z.uuid(),
  entityType: z.enum(WORKFLOW_ENTITY_TYPES),
  entityId: z.uuid(),
  definitionId: z.uuid().nullable(),
  definitionName: z.string(),
  summary: z.string(),
  status: z.enum(INSTANCE_STATUSES),
  requester: PersonRefView.nullable(),
  employee: EmployeeRefView.nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  currentStepOrder: z.number().int().nullable(),
  steps: z.array(StepView),
  links: LinksView,
});
export type InstanceViewT = z.infer<typeof InstanceView>;

export const PendingApprovalView = z.object({
  instanceId: z.uuid().nullable().describe('The approval request; null for a record its module decides outside the engine (expense claim, booking without circuit)'),
  entityType: z.enum(PENDING_ENTITY_TYPES),
  entityId: z.uuid(),
  summary: z.string(),
  startedAt: z.string(),
  requester: PersonRefView.nullable(),
  employee: EmployeeRefView.nullable(),
  step: z
    .object({ id: z.uuid(), order: z.number().int(), name: z.string(), activatedAt: z.string(), dueAt: z.string().nullable(), timeoutAction: z.enum(TIMEOUT_ACTIONS).nullable() })
    .nullable()
    .describe('The waiting step of the request; null outside the engine'),
  stepCount: z.number().int(),
  approvers: z.array(PersonRefView),
  canAct: z.boolean().describe('The caller may approve or reject this step'),
  onBehalfOf: PersonRefView.nullable().describe('The approver the caller stands in for (delegation)'),
  links: LinksView,
});
export type PendingApprovalViewT = z.infer<typeof PendingApprovalView>;

export const DefinitionView = z.object({
  id: z.uuid(),
  entityType: z.enum(WORKFLOW_ENTITY_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  active: z.boolean(),
  steps: z.array(PlannedStepView),
  instanceCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const DelegationView = z.object({
  id: z.uuid(),
  delegator: PersonRefView,
  delegate: PersonRefView,
  startsOn: z.string(),
  endsOn: z.string(),
  entityTypes: z.array(z.enum(WORKFLOW_ENTITY_TYPES)).describe('Empty: every entity type'),
  reason: z.string().nullable(),
  revokedAt: z.string().nullable(),
  inForce: z.boolean(),
  createdAt: z.string(),
});
