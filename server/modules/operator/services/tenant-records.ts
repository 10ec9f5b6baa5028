import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { bumpAccessVersion } from '../../../platform/permissions/versions';
import { formatCents } from '../../../../shared/money';
import { PLATFORM_CURRENCY, type PaymentMethod } from '../../../../shared/operator';
import { SubscriptionPayment } from '../models/payment';
import { TenantHistory } from '../models/tenant-history';
import { TenantNote } from '../models/tenant-note';
import { actingOperator, nextSeq, recordOperatorAction, recordPaymentDecision } from './audit-log';
import { findTenant, lockTenant } from './subscription-store';

export function presentPayment(p: SubscriptionPayment) {
  return {
    id: p.id,
    tenantId: p.tenantId,
    amount: formatCents(p.amountCents),
    currency: p.currency,
    paidOn: p.paidOn,
    method: p.method,
    reference: p.reference ?? null,
    note: p.note ?? null,
    source: p.source,
    status: p.status,
    recordedBy: p.recordedBy ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function listPayments(tenantId: string, q: PageQuery) {
  await findTenant(tenantId);
  return SubscriptionPayment.findAndCountAll({ where: { tenantId }, ...pageOptions(q, [['paidOn', 'DESC'], ['createdAt', 'DESC'], ['id', 'ASC']]) });
}

/** A payment received outside the platform, validated by the operator who records it (payment audit log). */
export async function recordManualPayment(tenantId: string, input: { amount: number; paidOn: string; method: PaymentMethod; reference?: string | null; note?: string | null }) {
  await lockTenant(tenantId);
  const payment = await SubscriptionPayment.create({
    tenantId,
    amountCents: input.amount,
    currency: PLATFORM_CURRENCY,
    paidOn: input.paidOn,
    method: input.method,
    reference: input.reference ?? null,
    note: input.note ?? null,
    source: 'MANUAL',
    status: 'VALIDATED',
    recordedBy: actingOperator().operatorId,
  });
  await recordPaymentDecision(tenantId, payment.id, 'MANUAL_PAYMENT_VALIDATED', {
    amount: formatCents(payment.amountCents),
    currency: payment.currency,
    paidOn: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
  });
  return payment;
}

export function presentHistory(h: TenantHistory) {
  return { id: h.id, kind: h.kind, fromValue: h.fromValue, toValue: h.toValue, reason: h.reason, operatorEmail: h.operatorEmail, occurredAt: h.occurredAt.toISOString() };
}

/** The tenant's plan changes, newest first (kind PLAN); `all` gives every subscription move. */
export async function tenantHistory(tenantId: string, q: PageQuery, all = false) {
  await findTenant(tenantId);
  const where = all ? { tenantId } : { tenantId, kind: 'PLAN' as const };
  return TenantHistory.findAndCountAll({ where, ...pageOptions({ ...q, sort: undefined }, [['occurredAt', 'DESC'], ['seq', 'DESC']]) });
}

export function presentNote(n: TenantNote) {
  return { id: n.id, body: n.body, operatorId: n.operatorId, operatorEmail: n.operatorEmail, createdAt: n.createdAt.toISOString() };
}

export async function listNotes(tenantId: string, q: PageQuery) {
  await findTenant(tenantId);
  return TenantNote.findAndCountAll({ where: { tenantId }, ...pageOptions({ ...q, sort: undefined }, [['createdAt', 'DESC'], ['seq', 'DESC']]) });
}

export async function addNote(tenantId: string, body: string) {
  await findTenant(tenantId);
  const note = await TenantNote.create({ tenantId, body, ...actingOperator(), createdAt: now(), seq: nextSeq() });
  await recordOperatorAction('TENANT_NOTE_ADDED', 'TENANT', tenantId, { noteId: note.id });
  return note;
}

/**
 * License information of a tenant. SaaS tenants run on the platform's own license; on-premise
 * instances are linked to tenants by the license-instance issue, so none is listed yet.
 */
export async function licenseInfo(tenantId: string) {
  const tenant = await findTenant(tenantId);
  const bumped = tenant.settings.licenseCacheFlushedAt;
  return {
    tenantId,
    deployment: tenant.settings.deployment === 'ON_PREMISE' ? ('ON_PREMISE' as const) : ('SAAS' as const),
    licensedModules: [...tenant.licensedModules],
    instances: [],
    cacheVersionBumpedAt: typeof bumped === 'string' ? bumped : null,
  };
}

/**
 * Drops what every server process cached about the tenant's access (modules, status, permissions):
 * the tenant's access version moves, so the next request of each of its users reloads them.
 */
export async function flushLicenseCache(tenantId: string) {
  const tenant = await lockTenant(tenantId);
  const at = now().toISOString();
  await port('tenants').updateTenant(tenantId, { settings: { ...tenant.settings, licenseCacheFlushedAt: at } });
  await bumpAccessVersion(SubscriptionPayment.sequelize!, tenantId);
  await recordOperatorAction('TENANT_LICENSE_CACHE_FLUSHED', 'TENANT', tenantId, {});
  return licenseInfo(tenantId);
}
