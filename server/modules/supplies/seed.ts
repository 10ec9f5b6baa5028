import { port, type SeedContext } from '../../platform/modules';
import { inTransaction } from '../../platform/db/transaction';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import { composeWaemuIban } from '../../../shared/iban';
import { PurchaseRequestBody, VendorBody } from '../../../shared/schemas/supplies';
import type { EmployeeSummary } from '../employees';
import { assignRole, resolveRoles } from '../roles';
import { DEMO_PURCHASES, DEMO_VENDORS, PURCHASE_MANAGER, PURCHASE_REQUESTERS } from './seed-data';
import { createRequest, markProgress } from './services/requests';
import { createVendor, setVendorActive } from './services/vendors';
import { cancelRequest, decideRequest, submitRequest } from './services/workflow';

const DAY = 86_400_000;

/**
 * The demo company's vendor register (a dozen, one inactive, valid WAEMU IBANs) and purchase
 * requests in every state, each made, decided, ordered or received by the person who would, on
 * the day they would. The requesters get the ACHATS role (supplies.request); the administrator
 * processes the orders.
 */
export async function seedDemoSupplies(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const tenantId = ctx.demoTenantId;
  const today = clockNow();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const at = (daysAgo: number, hour: number) => new Date(midnight - daysAgo * DAY + hour * 3_600_000);
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  const people = new Map<string, EmployeeSummary>();
  const person = async (number: string) => {
    const known = people.get(number) ?? (await asTenant(tenantId, () => port('people').employeeByNumber(number)));
    if (!known?.userId) throw new Error(`Demo employee ${number} with an account is missing: the employees seed runs first`);
    people.set(number, known);
    return known;
  };
  const as = <T>(who: EmployeeSummary, when: Date, fn: () => Promise<T>) =>
    asTenant(tenantId, () => inTransaction(ctx.sequelize, fn), { realm: 'tenant', userId: who.userId, employeeId: who.id, now: () => when });

  const admin = await person(PURCHASE_MANAGER);
  await asTenant(tenantId, async () => {
    const [role] = await resolveRoles(['ACHATS']);
    for (const number of PURCHASE_REQUESTERS) await assignRole((await person(number)).userId as string, role);
  });

  const vendorIds = new Map<string, string>();
  for (const [index, v] of DEMO_VENDORS.entries()) {
    const body = VendorBody.parse({
      code: v.code,
      name: v.name,
      email: v.email,
      phone: v.phone,
      address: v.address,
      taxId: v.taxId,
      iban: v.bank ? composeWaemuIban({ country: v.bank.country, bankCode: v.bank.bankCode, branchCode: v.bank.branchCode, accountNumber: v.bank.accountNumber }) : undefined,
      bic: v.bank?.bic,
      paymentTermsDays: v.paymentTermsDays,
      notes: v.notes,
    });
    const vendor = await as(admin, at(90 - index, 9), () => createVendor(body));
    if (v.active === false) await as(admin, at(30, 10), () => setVendorActive(vendor.id, false));
    vendorIds.set(v.name, vendor.id);
  }

  for (const d of DEMO_PURCHASES) {
    const requester = await person(d.requester);
    const asked = at(d.daysAgo, 10);
    const body = PurchaseRequestBody.parse({ vendorId: vendorIds.get(d.vendor), neededBy: isoDay(new Date(asked.getTime() + d.neededInDays * DAY)), justification: d.justification, accountCode: d.accountCode, items: d.items });
    const request = await as(requester, asked, () => createRequest(body));
    if (d.outcome === 'DRAFT') continue;
    await as(requester, at(d.daysAgo, 11), () => submitRequest(request.id));
    if (d.outcome === 'PENDING_APPROVAL') continue;
    if (d.outcome === 'CANCELLED') {
      await as(requester, at(d.daysAgo, 15), () => cancelRequest(request.id));
      continue;
    }
    const manager = requester.managerId ? await asTenant(tenantId, () => port('people').employeeSummary(requester.managerId as string)) : null;
    if (!manager?.userId) throw new Error(`Demo requester ${d.requester} needs a manager with an account`);
    const decided = at(Math.max(d.daysAgo - 1, 0), 9);
    await as(manager, decided, () => decideRequest(request.id, d.outcome === 'REJECTED' ? 'REJECT' : 'APPROVE', d.comment ?? null));
    if (d.outcome === 'REJECTED' || d.outcome === 'APPROVED') continue;
    await as(admin, at(Math.max(d.daysAgo - 2, 0), 10), () => markProgress(request.id, 'order', 'Bon de commande envoyé au fournisseur'));
    if (d.outcome === 'RECEIVED') await as(admin, at(Math.max(d.daysAgo - 6, 0), 16), () => markProgress(request.id, 'receive', 'Livraison complète, conforme au bon'));
  }
}
