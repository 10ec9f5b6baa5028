import type { PermissionCode } from '../../../../shared/permissions';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

/** Permission sets of the specification's accounting roles. */
export const ACCOUNTANT: PermissionCode[] = ['accounting.read', 'accounting.write', 'accounting.validate', 'accounting.config'];
export const CFO: PermissionCode[] = ['accounting.read'];

export interface AccountingWorld {
  tenant: TestTenant;
  admin: ApiClient;
  accountant: ApiClient;
  cfo: ApiClient;
}

/** A tenant (CI unless told) with an ORG_ADMIN, an accountant and a read-only CFO. */
export async function accountingWorld(t: TestServer, tenantOptions: { country?: string; currency?: string } = {}): Promise<AccountingWorld> {
  const { tenant, api: admin } = await buildAdmin(t, tenantOptions);
  const accountant = await loginAs(t, await buildUser(t, { tenant, permissions: ACCOUNTANT }));
  const cfo = await loginAs(t, await buildUser(t, { tenant, permissions: CFO }));
  return { tenant, admin, accountant, cfo };
}

export interface LineBody {
  accountCode: string;
  debit?: string | number;
  credit?: string | number;
  label?: string;
  thirdParty?: string;
  dueDate?: string;
}

/** A purchase: 6011 + 4452 (18 %) against 4011. */
export function purchase(date: string, net = 100000, label = 'Achat marchandises'): { date: string; label: string; lines: LineBody[] } {
  const vat = Math.round(net * 18) / 100;
  return {
    date,
    label,
    lines: [
      { accountCode: '6011', debit: net.toFixed(2) },
      { accountCode: '4452', debit: vat.toFixed(2) },
      { accountCode: '4011', credit: (net + vat).toFixed(2), thirdParty: 'Grossiste Koné' },
    ],
  };
}
