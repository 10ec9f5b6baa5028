import { asTenant, now } from '../../platform/tenancy/context';
import { seedChart } from './chart/seed-chart';
import { getConfig } from './config/config-service';
import { ensureYear } from './periods/periods';
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

/**
 * What a force-provision re-runs: the setup above, and the fiscal periods of the current year
 * (created Open when missing, left as they are otherwise). Idempotent.
 */
export async function provisionTenantAccounting(): Promise<void> {
  await setupTenantAccounting();
  await ensureYear(now().getUTCFullYear());
}

/** Runs the setup as the given tenant, inside the caller's transaction when there is one. */
export function setupAccountingFor(tenantId: string): Promise<void> {
  return asTenant(tenantId, () => setupTenantAccounting());
}
