import { Op, type WhereOptions } from 'sequelize';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { currentContext, now } from '../../../platform/tenancy/context';
import type { OperatorAuditTarget } from '../../../../shared/operator';
import { OperatorAuditEntry } from '../models/audit-entry';
import { PaymentAuditEntry } from '../models/payment-audit-entry';

let lastSeq = 0;
/** Orders rows written at the same clock instant (increasing in this process, about µs since the epoch). */
export function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

/** The operator acting (null for seeds and system work). */
export function actingOperator(): { operatorId: string | null; operatorEmail: string | null } {
  const ctx = currentContext();
  if (ctx?.realm === 'operator' && ctx.userId) return { operatorId: ctx.userId, operatorEmail: ctx.actorLabel ?? null };
  return { operatorId: null, operatorEmail: null };
}

/** Writes one operator audit entry in the transaction of the action it records. */
export async function recordOperatorAction(action: string, targetType: OperatorAuditTarget, targetId: string | null, payload: Record<string, unknown> = {}): Promise<void> {
  await OperatorAuditEntry.create({
    ...actingOperator(),
    action,
    targetType,
    targetId,
    payload,
    ipAddress: currentContext()?.ip ?? null,
    createdAt: now(),
    seq: nextSeq(),
  });
}

/** Writes one entry of the payment audit log (payment decisions), apart from the operator audit. */
export async function recordPaymentDecision(tenantId: string, paymentId: string | null, decision: string, payload: Record<string, unknown> = {}): Promise<void> {
  await PaymentAuditEntry.create({
    ...actingOperator(),
    tenantId,
    paymentId,
    decision,
    payload,
    ipAddress: currentContext()?.ip ?? null,
    createdAt: now(),
    seq: nextSeq(),
  });
}

export interface AuditFilter extends PageQuery {
  operatorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

export async function listOperatorAudit(filter: AuditFilter) {
  const and: WhereOptions[] = [];
  if (filter.operatorId) and.push({ operatorId: filter.operatorId });
  if (filter.action) and.push({ action: filter.action });
  if (filter.targetType) and.push({ targetType: filter.targetType });
  if (filter.targetId) and.push({ targetId: filter.targetId });
  if (filter.from) and.push({ createdAt: { [Op.gte]: new Date(`${filter.from}T00:00:00Z`) } });
  if (filter.to) and.push({ createdAt: { [Op.lt]: new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000) } });
  return OperatorAuditEntry.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions({ ...filter, sort: undefined }, [['createdAt', 'DESC'], ['seq', 'DESC']]) });
}

export async function listPaymentAudit(filter: PageQuery & { tenantId?: string }) {
  const where = filter.tenantId ? { tenantId: filter.tenantId } : {};
  return PaymentAuditEntry.findAndCountAll({ where, ...pageOptions({ ...filter, sort: undefined }, [['createdAt', 'DESC'], ['seq', 'DESC']]) });
}

export function presentAuditEntry(e: OperatorAuditEntry) {
  return {
    id: e.id,
    operatorId: e.operatorId,
    operatorEmail: e.operatorEmail,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    payload: e.payload ?? {},
    ipAddress: e.ipAddress,
    createdAt: e.createdAt.toISOString(),
  };
}

export function presentPaymentAudit(e: PaymentAuditEntry) {
  return {
    id: e.id,
    operatorId: e.operatorId,
    operatorEmail: e.operatorEmail,
    tenantId: e.tenantId,
    paymentId: e.paymentId,
    decision: e.decision,
    payload: e.payload ?? {},
    ipAddress: e.ipAddress,
    createdAt: e.createdAt.toISOString(),
  };
}
