/**
 * Which permission reads the history of each auditable entity type, and the optional record
 * rule on top of it (a leave request's history for its own requester, say).
 */
export interface AuditReadRule {
  entityType: string;
  /** Any one of these codes reads the history. */
  readPermission: readonly string[];
  /** Extra record rule for callers that hold the permission only for their own records. */
  canRead?: (entityId: string) => Promise<boolean>;
  /** Whether the record exists in the tenant (a record without history answers an empty page). */
  exists?: (entityId: string) => Promise<boolean>;
}

const rules = new Map<string, AuditReadRule>();

export function registerAuditReadRule(rule: AuditReadRule): void {
  const existing = rules.get(rule.entityType);
  if (existing && existing.readPermission.join() !== rule.readPermission.join()) {
    throw new Error(`Audit entity type ${rule.entityType} registered twice with different read permissions`);
  }
  if (!existing || (!existing.canRead && rule.canRead)) rules.set(rule.entityType, rule);
}

export function auditReadRule(entityType: string): AuditReadRule | undefined {
  return rules.get(entityType);
}

export function auditEntityTypes(): string[] {
  return [...rules.keys()].sort();
}
