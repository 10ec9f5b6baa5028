import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { asSystem } from '../../../platform/tenancy/context';

/**
 * A record found by a public token across tenants, with its tenant's name: an unknown token, or a
 * tenant suspended, terminated or without RECRUITMENT, answer the same 404.
 */
export async function byPublicToken<T extends { tenantId: string }>(what: string, find: () => Promise<T | null>): Promise<{ record: T; company: string }> {
  const found = await asSystem(async () => {
    const record = await find();
    const tenant = record ? await port('tenants').findTenantById(record.tenantId) : null;
    return record && tenant ? { record, tenant } : null;
  });
  if (!found || ['SUSPENDED', 'TERMINATED'].includes(found.tenant.subscriptionStatus) || !found.tenant.licensedModules.includes('RECRUITMENT')) throw notFound(what);
  return { record: found.record, company: found.tenant.companyName };
}
