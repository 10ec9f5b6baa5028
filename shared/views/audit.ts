import { z } from 'zod';

/**
 * Response views of the audit trail: the routes answer them, API tests check every answer against
 * them, /openapi.json documents them, and the renderer infers its types from them.
 */
export const AuditEventView = z.object({
  id: z.uuid(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  actor: z.object({
    type: z.enum(['USER', 'OPERATOR', 'SYSTEM']),
    id: z.uuid().nullable(),
    label: z.string().nullable(),
    name: z.string().nullable().describe("The acting user's name, when a user of the tenant"),
  }),
  userId: z.uuid().nullable(),
  occurredAt: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  references: z.record(z.string(), z.string()).describe('Names of the users and employees the event mentions (its record, changed values), by id'),
});

export const AuditEntityTypeView = z.object({ entityType: z.string(), readPermission: z.array(z.string()) });
