import type { Transaction } from 'sequelize';
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
  const ctx = currentContext();
  await AuditEvent.create(
    {
      ...entry,
      ...actor(),
      occurredAt: ctx?.now() ?? new Date(),
      seq: nextSeq(),
      requestId: ctx?.requestId ?? null,
    },
    { hooks: false, transaction: transaction ?? ambientTransaction() },
  );
}
