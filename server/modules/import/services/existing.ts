import { port } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import type { Existing } from './plan';

/** What the tenant holds, read through each module's port (never its models). */
export async function loadExisting(): Promise<Existing> {
  const tenantId = requireContext().tenantId as string;
  const tenant = await port('tenants').findTenantById(tenantId);
  if (!tenant) throw new Error(`Tenant ${tenantId} not found`);
  const employees = port('employeeImport');
  const booking = port('bookingImport');
  return {
    tenant: { id: tenant.id, companyName: tenant.companyName, country: tenant.country, settings: tenant.settings },
    departments: await employees.departments.list(),
    employees: await employees.employeeKeys(),
    holidays: await port('leaveImport').holidays.list(),
    types: await booking.types.list(),
    resources: await booking.resources.list(),
    contracts: await port('contractImport').contracts.references(),
    payrollKeys: await port('payrollImport').history.keys(),
  };
}
