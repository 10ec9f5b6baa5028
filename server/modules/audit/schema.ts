import { z } from 'zod';
import { listQuery } from '../../platform/http/list';
import { isoDate, isoDateTime } from '../../platform/http/validate';

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

const instant = z.union([isoDate(), isoDateTime()]);

export const AuditListQuery = listQuery(['occurredAt', 'entityType', 'action'], {
  entityType: z.string().trim().min(1).max(60).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(40).optional(),
  userId: z.uuid().optional(),
  /** From this date (00:00 UTC) or instant, inclusive. */
  from: instant.optional(),
  /** Up to this date (whole day, UTC) or instant, inclusive. */
  to: instant.optional(),
});

export const HistoryQuery = listQuery(['occurredAt']);

export const EventParams = z.object({ id: z.uuid() });
export const HistoryParams = z.object({
  entityType: z.string().regex(/^[A-Z][A-Z0-9_]{0,59}$/),
  entityId: z.string().min(1).max(64),
});

export const AuditEntityTypeView = z.object({ entityType: z.string(), readPermission: z.array(z.string()) });
