export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry of the tenant's audit trail (`/audit/events`). */
export interface AuditEventRecord {
  id: string;
  entityType: string;
  entityId: string;
  action: string;
  actor: { type: 'USER' | 'OPERATOR' | 'SYSTEM'; id: string | null; label: string | null; name: string | null };
  /** The acting tenant user, when it was one. */
  userId: string | null;
  occurredAt: string;
  changes: AuditChange[];
  /** Names of the users and employees the event mentions, by id. */
  references: Record<string, string>;
}

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
