import type { z } from 'zod';
import type {
  ActionLinkView,
  DefinitionView,
  DelegationView,
  InstanceView,
  LinksView,
  PendingApprovalView,
  PersonRefView,
  PlannedStepView,
  StepView as StepViewSchema,
} from '../../../../shared/views/workflow';
import type { CountView, RoleOptionView } from '../../../../shared/views/approvals';

export type PersonRef = z.infer<typeof PersonRefView>;
export type ActionLink = z.infer<typeof ActionLinkView>;
export type Links = NonNullable<z.infer<typeof LinksView>>;
/** A step of a request as `/approvals/instances/{id}` and the modules' views show it. */
export type StepView = z.infer<typeof StepViewSchema>;
export type WorkflowInstance = z.infer<typeof InstanceView>;
export type PendingApproval = z.infer<typeof PendingApprovalView>;
export type DefinitionStep = z.infer<typeof PlannedStepView>;
export type WorkflowDefinition = z.infer<typeof DefinitionView>;
export type Delegation = z.infer<typeof DelegationView>;
export type PendingCount = z.infer<typeof CountView>;
export type RoleOption = z.infer<typeof RoleOptionView>;

export const INBOX_PATH = '/approvals/inbox';
export const INBOX_COUNT_PATH = '/approvals/inbox/count';
export const PENDING_PATH = '/dashboard/pending-approvals';
export const DEFINITIONS_PATH = '/admin/workflows';
export const DEFINITION_ROLES_PATH = '/admin/workflows/roles';
export const DELEGATIONS_PATH = '/approvals/delegations';
export const definitionPath = (id: string) => `/admin/workflows/${id}`;
export const instancePath = (id: string) => `/approvals/instances/${id}`;
export const revokePath = (id: string) => `/approvals/delegations/${id}/revoke`;

/** Who administers circuits, and who oversees every pending request. */
export const WORKFLOW_ADMIN = { permissions: ['roles.manage', 'config.manage'] };
export const WORKFLOW_READ = { permissions: ['roles.manage', 'config.manage', 'leave.manage'] };
export const OVERSEE = { permissions: ['leave.manage'] };
