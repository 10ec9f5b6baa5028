import { z } from 'zod';
import { listQuery } from '../../platform/http/list';
import { DEFINITION_SORTS } from '../../platform/workflow/definitions';
import { PENDING_SCOPES, PENDING_SORTS } from '../../platform/workflow';
import { WorkflowEntityTypeSchema } from '../../../shared/schemas/workflow';
import { PENDING_ENTITY_TYPES } from '../../../shared/workflow';

const PendingEntityTypeSchema = z.enum(PENDING_ENTITY_TYPES);

export * from '../../../shared/schemas/workflow';

const bool = () =>
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional();

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

export const PeopleQuery = z.object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(50).default(20) });

export const PersonView = z.object({ userId: z.uuid(), name: z.string(), email: z.string() });
export const CountView = z.object({ count: z.number().int() });
export const RoleOptionView = z.object({ id: z.uuid(), name: z.string(), systemRole: z.boolean() });
