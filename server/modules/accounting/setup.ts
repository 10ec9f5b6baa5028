import { asTenant } from '../../platform/tenancy/context';
import { seedChart } from './chart/seed-chart';
import { getConfig } from './config/config-service';
import { ensureJournals } from './journal/journals';

/**
 * Gives the current tenant its accounting configuration (from its country) and the chart of its
 * standard: SYSCOHADA, or the PCG for French tenants. Idempotent.
 */
export async function setupTenantAccounting(): Promise<void> {
  const config = await getConfig();
  await seedChart(config.chartStandard);
  await ensureJournals();
}

/** Runs the setup as the given tenant, inside the caller's transaction when there is one. */
export function setupAccountingFor(tenantId: string): Promise<void> {
  return asTenant(tenantId, () => setupTenantAccounting());
}
