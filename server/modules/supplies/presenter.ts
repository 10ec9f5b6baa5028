import { Op } from 'sequelize';
import { formatCents } from '../../../shared/money';
import type { PurchaseRequestViewT, VendorViewT } from '../../../shared/views/supplies';
import { port } from '../../platform/modules';
import type { Person } from '../employees';
import { PurchaseRequestItem, Vendor, type PurchaseRequest } from './models';
import { actionsFor } from './policy';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function personOf(users: Map<string, Person>, id: string | null | undefined) {
  if (!id) return null;
  return { id, name: users.get(id)?.name ?? '' };
}

export async function presentVendors(vendors: Vendor[]): Promise<VendorViewT[]> {
  const users = await port('people').users(vendors.map((v) => v.createdBy));
  return vendors.map((v) => ({
    id: v.id,
    code: v.code,
    name: v.name,
    email: v.email ?? null,
    phone: v.phone ?? null,
    address: v.address ?? null,
    taxId: v.taxId ?? null,
    iban: v.iban ?? null,
    bic: v.bic ?? null,
    accountingCode: v.accountingCode,
    paymentTermsDays: v.paymentTermsDays,
    active: v.active,
    notes: v.notes ?? null,
    createdBy: personOf(users, v.createdBy),
    createdAt: iso(v.createdAt) as string,
    updatedAt: iso(v.updatedAt) as string,
  }));
}

export async function presentVendor(vendor: Vendor): Promise<VendorViewT> {
  return (await presentVendors([vendor]))[0];
}

/** Requests with their items, vendor and people, in three queries whatever their number. */
export async function presentRequests(requests: PurchaseRequest[]): Promise<PurchaseRequestViewT[]> {
  if (!requests.length) return [];
  const ids = requests.map((r) => r.id);
  const items = await PurchaseRequestItem.findAll({ where: { purchaseRequestId: { [Op.in]: ids } }, order: [['lineNo', 'ASC']] });
  const vendors = new Map((await Vendor.findAll({ where: { id: { [Op.in]: [...new Set(requests.map((r) => r.vendorId))] } } })).map((v) => [v.id, v]));
  const users = await port('people').users(requests.flatMap((r) => [r.requesterUserId, r.decidedBy, r.orderedBy, r.receivedBy]));
  return requests.map((r) => {
    const vendor = vendors.get(r.vendorId);
    return {
      id: r.id,
      reference: r.reference,
      status: r.status,
      requester: personOf(users, r.requesterUserId) as { id: string; name: string },
      vendor: { id: r.vendorId, code: vendor?.code ?? '', name: vendor?.name ?? '' },
      neededBy: r.neededBy,
      justification: r.justification,
      accountCode: r.accountCode ?? null,
      items: items
        .filter((i) => i.purchaseRequestId === r.id)
        .map((i) => ({ description: i.description, quantity: i.quantity, unitPrice: formatCents(i.unitPriceCents), total: formatCents(i.totalCents) })),
      total: formatCents(r.totalCents),
      currency: r.currency,
      createdAt: iso(r.createdAt) as string,
      submittedAt: iso(r.submittedAt),
      decidedAt: iso(r.decidedAt),
      decidedBy: personOf(users, r.decidedBy),
      decisionComment: r.decisionComment ?? null,
      orderedAt: iso(r.orderedAt),
      orderedBy: personOf(users, r.orderedBy),
      orderNote: r.orderNote ?? null,
      receivedAt: iso(r.receivedAt),
      receivedBy: personOf(users, r.receivedBy),
      receiptNote: r.receiptNote ?? null,
      cancelledAt: iso(r.cancelledAt),
      allowedActions: actionsFor(r),
    };
  });
}

export async function presentRequest(request: PurchaseRequest): Promise<PurchaseRequestViewT> {
  return (await presentRequests([request]))[0];
}
