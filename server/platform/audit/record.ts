import { randomUUID } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { sqlTimestamp } from '../db/columns';
import { ambientTransaction } from '../db/transaction';
import { currentContext } from '../tenancy/context';
import { AuditEvent, type AuditActorType, type AuditChange } from './model';

export interface AuditEntry {
  tenantId: string;
  entityType: string;
  entityId: string;
  action: string;
  changes: AuditChange[];
}

let lastSeq = 0;
/** Increasing within the process, close to microseconds since the epoch (a safe integer). */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

function actor(): { actorType: AuditActorType; actorId: string | null; actorLabel: string | null } {
  const ctx = currentContext();
  if (ctx?.userId && (ctx.realm === 'tenant' || ctx.realm === 'operator')) {
    return { actorType: ctx.realm === 'tenant' ? 'USER' : 'OPERATOR', actorId: ctx.userId, actorLabel: ctx.actorLabel ?? null };
  }
  return { actorType: 'SYSTEM', actorId: null, actorLabel: null };
}

/**
 * Writes one audit event in the given (or ambient) transaction. The tenant comes from the
 * audited record, not from the context, so an operator acting on a tenant's record is recorded
 * in that tenant's trail; hooks are skipped because the tenant is already explicit.
 */
export async function recordAuditEvent(entry: AuditEntry, transaction?: Transaction | null): Promise<void> {
  await recordAuditEvents([entry], transaction);
}

const AUDIT_CHUNK = 500;

/**
 * Writes one audit event per entry, in multi-row INSERTs (a bulk creation's trail in a few
 * statements), without model instances (a single event too: building one costs more than its
 * INSERT), with the values the model would write (the changes as JSON text, the time as
 * Sequelize formats a DATE).
 */
export async function recordAuditEvents(entries: readonly AuditEntry[], transaction?: Transaction | null): Promise<void> {
  if (!entries.length) return;
  const ctx = currentContext();
  const who = actor();
  const occurredAt = ctx?.now() ?? new Date();
  const requestId = ctx?.requestId ?? null;
  const within = transaction ?? ambientTransaction();
  const sequelize = AuditEvent.sequelize!;
  const shared = { ...who, occurredAt: sqlTimestamp(occurredAt), requestId };
  for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
    const replacements: Record<string, unknown> = { ...shared };
    const rows = entries.slice(i, i + AUDIT_CHUNK).map((entry, k) => {
      replacements[`i${k}`] = randomUUID();
      replacements[`t${k}`] = entry.tenantId;
      replacements[`y${k}`] = entry.entityType;
      replacements[`e${k}`] = entry.entityId;
      replacements[`a${k}`] = entry.action;
      replacements[`c${k}`] = JSON.stringify(entry.changes);
      return `(:i${k}, :t${k}, :y${k}, :e${k}, :a${k}, :actorType, :actorId, :actorLabel, :occurredAt, ${nextSeq()}, :c${k}, :requestId)`;
    });
    await sequelize.query(
      `INSERT INTO audit_events (id, tenant_id, entity_type, entity_id, action, actor_type, actor_id, actor_label, occurred_at, seq, changes, request_id) VALUES ${rows.join(', ')}`,
      { type: QueryTypes.INSERT, replacements, transaction: within },
    );
  }
}
