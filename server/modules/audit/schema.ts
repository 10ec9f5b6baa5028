import { z } from 'zod';
import { listQuery } from '../../platform/http/list';
import { isoDate, isoDateTime } from '../../platform/http/validate';

export { AuditEntityTypeView, AuditEventView } from '../../../shared/views/audit';

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

