import type { z } from 'zod';
import type { AuditEntityTypeView, AuditEventView } from '../../../../shared/views/audit';

/** One entry of the tenant's audit trail (`/audit/events`). */
export type AuditEventRecord = z.infer<typeof AuditEventView>;
export type AuditChange = AuditEventRecord['changes'][number];
export type AuditEntityType = z.infer<typeof AuditEntityTypeView>;

export const AUDIT_EVENTS_PATH = '/audit/events';
export const AUDIT_ENTITY_TYPES_PATH = '/audit/entity-types';
/** Query names of the filters of `/audit/events`. */
export const AUDIT_FILTERS = ['entityType', 'action', 'userId', 'from', 'to'] as const;

/** Actions the platform records; modules may record others (shown as recorded). */
export const KNOWN_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'STATE_CHANGE',
  'ROLE_ASSIGNED',
  'ROLE_REMOVED',
  'PERMISSIONS_CHANGED',
] as const;
