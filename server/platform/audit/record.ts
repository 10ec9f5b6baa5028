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
  await recordAuditEvents([entry], transaction);
}

const AUDIT_CHUNK = 500;

/** Writes one audit event per entry, in multi-row inserts (a bulk creation's trail in a few statements). */
export async function recordAuditEvents(entries: readonly AuditEntry[], transaction?: Transaction | null): Promise<void> {
  if (!entries.length) return;
  const ctx = currentContext();
  const who = actor();
  const occurredAt = ctx?.now() ?? new Date();
  const requestId = ctx?.requestId ?? null;
  const options = { hooks: false, transaction: transaction ?? ambientTransaction() };
  if (entries.length === 1) {
    await AuditEvent.create({ ...entries[0], ...who, occurredAt, seq: nextSeq(), requestId }, options);
    return;
  }
  for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
    // Nothing is read back (PostgreSQL would answer every inserted row).
    await AuditEvent.bulkCreate(
      entries.slice(i, i + AUDIT_CHUNK).map((entry) => ({ ...entry, ...who, occurredAt, seq: nextSeq(), requestId })),
      { ...options, returning: false },
    );
  }
}
