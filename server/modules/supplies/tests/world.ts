import { expect } from 'vitest';
import { composeWaemuIban } from '../../../../shared/iban';
import type { ApiClient } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { buildOrg, type Org, type Person } from '../../approvals/tests/world';

/**
 * A supplies world: an organisation (ORG_ADMIN Awa), a buyer (supplies.manage), a department head
 * (HR_MANAGER: leave.manage reads /dashboard/pending-approvals) and two of their reports who ask
 * for purchases (supplies.request), and a colleague without any supplies permission.
 */
export interface SuppliesWorld {
  org: Org;
  buyer: Person;
  boss: Person;
  alice: Person;
  bob: Person;
  outsider: Person;
}

export async function buildSuppliesWorld(t: TestServer): Promise<SuppliesWorld> {
  const org = await buildOrg(t);
  const buyer = await org.hire({ firstName: 'Souleymane', permissions: ['supplies.manage'], manager: org.admin });
  const boss = await org.hire({ firstName: 'Moussa', roles: ['HR_MANAGER'], manager: org.admin });
  const alice = await org.hire({ firstName: 'Aminata', permissions: ['supplies.request'], manager: boss });
  const bob = await org.hire({ firstName: 'Ibrahim', permissions: ['supplies.request'], manager: boss });
  const outsider = await org.hire({ firstName: 'Paul', manager: boss });
  return { org, buyer, boss, alice, bob, outsider };
}

export const VALID_IBAN = composeWaemuIban({ country: 'CI', bankCode: 'CI008', branchCode: '01113', accountNumber: '011300450001' });

let n = 0;
export async function vendor(api: ApiClient, body: Record<string, unknown> = {}): Promise<{ id: string; code: string; name: string }> {
  n += 1;
  const res = await api.post('/supplies/vendors', { name: `Fournisseur ${n}`, code: `F${n}-${Math.random().toString(36).slice(2, 6)}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export function requestBody(vendorId: string, extra: Record<string, unknown> = {}) {
  return {
    vendorId,
    neededBy: '2026-06-01',
    justification: 'Réassort de fournitures',
    accountCode: '6047',
    items: [
      { description: 'Ramettes A4', quantity: 3, unitPrice: '1850.50' },
      { description: 'Toner', quantity: 1, unitPrice: 48500 },
    ],
    ...extra,
  };
}

export async function drafted(api: ApiClient, vendorId: string, extra: Record<string, unknown> = {}) {
  const res = await api.post('/supplies/purchase-requests', requestBody(vendorId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; reference: string; status: string; total: string };
}

export async function submitted(api: ApiClient, vendorId: string, extra: Record<string, unknown> = {}) {
  const draft = await drafted(api, vendorId, extra);
  const res = await api.post(`/supplies/purchase-requests/${draft.id}/submit`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; reference: string; status: string; total: string };
}
