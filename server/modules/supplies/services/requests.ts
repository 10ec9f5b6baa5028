import { Transaction } from 'sequelize';
import { multiply, sumCents } from '../../../../shared/money';
import { PURCHASE_REQUEST_PREFIX, type PurchaseRequestAction } from '../../../../shared/supplies';
import type { PurchaseRequestInput } from '../../../../shared/schemas/supplies';
import { invalidState, notFound, refusal, validationFailed } from '../../../platform/http/problem';
import { appServices, port } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { transition } from '../../../platform/state-machine';
import type { PurchaseCommitment } from '../events';
import { PurchaseRequest, PurchaseRequestItem, Vendor } from '../models';
import { PURCHASE_REQUEST_STATES } from '../states';

export const isoToday = () => now().toISOString().slice(0, 10);

export async function findRequest(id: string, lock = false): Promise<PurchaseRequest> {
  const request = await PurchaseRequest.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!request) throw notFound('Purchase request', id);
  return request;
}

async function activeVendor(vendorId: string): Promise<Vendor> {
  const vendor = await Vendor.findByPk(vendorId);
  if (!vendor) throw refusal('BUSINESS_RULE', 'purchase.vendorUnknown', {}, { errors: [{ path: 'vendorId', message: '', rule: 'purchase.vendorUnknown' }] });
  if (!vendor.active) throw refusal('BUSINESS_RULE', 'purchase.vendorInactive', { name: vendor.name }, { errors: [{ path: 'vendorId', message: '', rule: 'purchase.vendorInactive', params: { name: vendor.name } }] });
  return vendor;
}

function checkNeededBy(neededBy: string): void {
  if (neededBy < isoToday()) throw validationFailed([{ path: 'neededBy', message: 'The needed-by date cannot be in the past' }]);
}

function itemRows(input: PurchaseRequestInput) {
  return input.items.map((item, index) => ({
    lineNo: index + 1,
    description: item.description,
    quantity: item.quantity,
    unitPriceCents: item.unitPrice,
    totalCents: multiply(item.unitPrice, item.quantity),
  }));
}

async function writeItems(request: PurchaseRequest, rows: ReturnType<typeof itemRows>): Promise<void> {
  await PurchaseRequestItem.destroy({ where: { purchaseRequestId: request.id } });
  for (const row of rows) await PurchaseRequestItem.create({ ...row, purchaseRequestId: request.id });
}

/** A DRAFT request of the caller, numbered DA-YYYY-nnnnn, in the tenant's currency. */
export async function createRequest(input: PurchaseRequestInput): Promise<PurchaseRequest> {
  await activeVendor(input.vendorId);
  checkNeededBy(input.neededBy);
  const rows = itemRows(input);
  const config = await port('ledger').config();
  const employee = await port('people').callerEmployee();
  const reference = await port('ledger').nextPieceNumber(PURCHASE_REQUEST_PREFIX, Number(isoToday().slice(0, 4)));
  const request = await PurchaseRequest.create({
    reference,
    requesterUserId: requireContext().userId as string,
    requesterEmployeeId: employee?.id ?? null,
    vendorId: input.vendorId,
    neededBy: input.neededBy,
    justification: input.justification,
    accountCode: input.accountCode,
    totalCents: sumCents(rows.map((r) => r.totalCents)),
    currency: config.currency,
  });
  await writeItems(request, rows);
  return request;
}

/** The requester's own request, locked, in a state where `action` is possible. */
export async function ownRequestFor(id: string, action: PurchaseRequestAction): Promise<PurchaseRequest> {
  const request = await findRequest(id, true);
  if (request.requesterUserId !== requireContext().userId) throw notFound('Purchase request', id);
  transition(PURCHASE_REQUEST_STATES, request.status, action);
  return request;
}

/** The requester replaces the fields and items of their DRAFT request. */
export async function updateRequest(id: string, input: PurchaseRequestInput): Promise<PurchaseRequest> {
  const request = await findRequest(id, true);
  if (request.requesterUserId !== requireContext().userId) throw notFound('Purchase request', id);
  if (request.status !== 'DRAFT') throw invalidState(request.status, 'edit');
  await activeVendor(input.vendorId);
  checkNeededBy(input.neededBy);
  const rows = itemRows(input);
  await request.update({
    vendorId: input.vendorId,
    neededBy: input.neededBy,
    justification: input.justification,
    accountCode: input.accountCode,
    totalCents: sumCents(rows.map((r) => r.totalCents)),
  });
  await writeItems(request, rows);
  return request;
}

export function commitmentOf(request: PurchaseRequest): PurchaseCommitment {
  return { purchaseRequestId: request.id, reference: request.reference, amountCents: request.totalCents, currency: request.currency, accountCode: request.accountCode ?? null, date: isoToday() };
}

/** supplies.manage: APPROVED → ORDERED, then ORDERED → RECEIVED (one wins when two try at once: the row is locked). */
export async function markProgress(id: string, action: 'order' | 'receive', note: string | null): Promise<PurchaseRequest> {
  const request = await findRequest(id, true);
  const status = transition(PURCHASE_REQUEST_STATES, request.status, action);
  const userId = requireContext().userId;
  if (action === 'order') await request.update({ status, orderedAt: now(), orderedBy: userId, orderNote: note });
  else await request.update({ status, receivedAt: now(), receivedBy: userId, receiptNote: note });
  await appServices().events.publish(action === 'order' ? 'purchase-request.ordered' : 'purchase-request.received', commitmentOf(request));
  return request;
}

export async function withItems(request: PurchaseRequest): Promise<PurchaseRequest> {
  request.items = await PurchaseRequestItem.findAll({ where: { purchaseRequestId: request.id }, order: [['lineNo', 'ASC']] });
  return request;
}
