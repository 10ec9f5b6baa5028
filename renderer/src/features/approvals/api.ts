import type {
  ApproverType,
  AssigneeSource,
  InstanceStatus,
  PendingEntityType,
  SkipReason,
  StepKind,
  StepStatus,
  TimeoutAction,
  WorkflowEntityType,
} from '../../../../shared/workflow';

export interface PersonRef {
  userId: string;
  name: string;
}
export interface ActionLink {
  method: 'POST';
  path: string;
}
export interface Links {
  approve: ActionLink;
  reject: ActionLink;
  view?: string;
}

/** A step of a request as `/approvals/instances/{id}` and the modules' views show it. */
export interface StepView {
  order: number;
  name: string;
  kind: StepKind;
  approverType: ApproverType;
  timeoutHours: number | null;
  timeoutAction: TimeoutAction | null;
  id: string | null;
  status: StepStatus | null;
  skipReason: SkipReason | null;
  activatedAt: string | null;
  dueAt: string | null;
  actedAt: string | null;
  actedBy: PersonRef | null;
  onBehalfOf: PersonRef | null;
  delegatedBy: PersonRef | null;
  comment: string | null;
  approvers: (PersonRef & { source: AssigneeSource })[];
}

export interface WorkflowInstance {
  id: string;
  entityType: WorkflowEntityType;
  entityId: string;
  definitionName: string;
  summary: string;
  status: InstanceStatus;
  requester: PersonRef | null;
  employee: { id: string; name: string } | null;
  startedAt: string;
  completedAt: string | null;
  currentStepOrder: number | null;
  steps: StepView[];
  links: Links | null;
}

/** An item of the unified inbox: an engine request, or a record its module decides directly (instanceId null). */
export interface PendingApproval {
  instanceId: string | null;
  entityType: PendingEntityType;
  entityId: string;
  summary: string;
  startedAt: string;
  requester: PersonRef | null;
  employee: { id: string; name: string } | null;
  step: {
    id: string;
    order: number;
    name: string;
    activatedAt: string;
    dueAt: string | null;
    timeoutAction: TimeoutAction | null;
  } | null;
  stepCount: number;
  approvers: PersonRef[];
  canAct: boolean;
  onBehalfOf: PersonRef | null;
  links: Links | null;
}

export interface DefinitionStep {
  name: string;
  kind: StepKind;
  approverType: ApproverType;
  approverRoleId: string | null;
  approverRoleName: string | null;
  approverUserId: string | null;
  approverUserName: string | null;
  timeoutHours: number | null;
  timeoutAction: TimeoutAction | null;
}

export interface WorkflowDefinition {
  id: string;
  entityType: WorkflowEntityType;
  name: string;
  description: string | null;
  isDefault: boolean;
  active: boolean;
  steps: DefinitionStep[];
  instanceCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Delegation {
  id: string;
  delegator: PersonRef;
  delegate: PersonRef;
  startsOn: string;
  endsOn: string;
  entityTypes: WorkflowEntityType[];
  reason: string | null;
  revokedAt: string | null;
  inForce: boolean;
  createdAt: string;
}

export interface Person {
  userId: string;
  name: string;
  email: string;
}

export const INBOX_PATH = '/approvals/inbox';
export const INBOX_COUNT_PATH = '/approvals/inbox/count';
export const PENDING_PATH = '/dashboard/pending-approvals';
export const DEFINITIONS_PATH = '/admin/workflows';
export const DEFINITION_ROLES_PATH = '/admin/workflows/roles';
export const DELEGATIONS_PATH = '/approvals/delegations';
export const PEOPLE_PATH = '/approvals/people';
export const definitionPath = (id: string) => `/admin/workflows/${id}`;
export const instancePath = (id: string) => `/approvals/instances/${id}`;
export const revokePath = (id: string) => `/approvals/delegations/${id}/revoke`;

/** Who administers circuits, and who oversees every pending request. */
export const WORKFLOW_ADMIN = { permissions: ['roles.manage', 'config.manage'] };
export const WORKFLOW_READ = { permissions: ['roles.manage', 'config.manage', 'leave.manage'] };
export const OVERSEE = { permissions: ['leave.manage'] };
