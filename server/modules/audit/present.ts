import type { AuditEvent } from '../../platform/audit/model';
import { port } from '../../platform/modules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Identifiers an event mentions: its actor, its record, and values of its changes. */
function idsOf(e: AuditEvent): string[] {
  const values = [e.actorId, e.entityId, ...(e.changes ?? []).flatMap((c) => [c.before, c.after])];
  return values.filter((v): v is string => typeof v === 'string' && UUID.test(v));
}

/**
 * Audit events as the API shows them, with the names behind the identifiers they mention: the
 * acting user, and the users and employees their record or changed values point to (two
 * queries per page), so screens show people, not UUIDs.
 */
export async function presentEvents(events: readonly AuditEvent[]) {
  const ids = [...new Set(events.flatMap(idsOf))];
  const [users, employees] = await Promise.all([port('people').users(ids), port('people').employeeSummaries(ids)]);
  const nameOf = (id: string) => users.get(id)?.name ?? employees.get(id)?.name;
  return events.map((e) => {
    const references: Record<string, string> = {};
    for (const id of idsOf(e)) {
      const name = nameOf(id);
      if (name) references[id] = name;
    }
    return {
      id: e.id,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      actor: { type: e.actorType, id: e.actorId, label: e.actorLabel, name: e.actorId ? (users.get(e.actorId)?.name ?? null) : null },
      userId: e.actorType === 'USER' ? e.actorId : null,
      occurredAt: e.occurredAt.toISOString(),
      changes: e.changes,
      references,
    };
  });
}
