import { z } from 'zod';
import { booleanQuery, listQuery } from '../../platform/http/list';
import { DEFINITION_SORTS } from '../../platform/workflow/definitions';
import { PENDING_SCOPES, PENDING_SORTS } from '../../platform/workflow';
import { WorkflowEntityTypeSchema } from '../../../shared/schemas/workflow';
import { PENDING_ENTITY_TYPES } from '../../../shared/workflow';

const PendingEntityTypeSchema = z.enum(PENDING_ENTITY_TYPES);

export * from '../../../shared/schemas/workflow';

const bool = booleanQuery;

export const PendingApprovalsQuery = listQuery(PENDING_SORTS, {
  scope: z.enum(PENDING_SCOPES).default('mine').describe('mine: steps you may decide; team: requests about your reports; all: every pending request'),
  entityType: PendingEntityTypeSchema.optional(),
});

export const InboxQuery = listQuery(PENDING_SORTS, { entityType: PendingEntityTypeSchema.optional() });

export const DefinitionsQuery = listQuery(DEFINITION_SORTS, { entityType: WorkflowEntityTypeSchema.optional(), active: bool() });

export const DelegationsQuery = listQuery(['startsOn', 'endsOn', 'createdAt'], {
  all: bool().describe("true: everyone's delegations (workflow administrators)"),
  inForce: bool(),
});

export { CountView, RoleOptionView } from '../../../shared/views/approvals';
