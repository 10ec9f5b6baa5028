import { accountClassOf, type ChartStandard } from '../../../../shared/accounting';
import { getConfig } from '../config/config-service';
import { Account } from '../models';
import { inLedgerTransaction } from '../runtime';
import { chartData } from './chart-data';

/**
 * Creates the shipped chart for the current tenant (system accounts). Codes the tenant already
 * has are left alone, so seeding twice, or concurrently, is harmless.
 */
export async function seedChart(standard: ChartStandard): Promise<void> {
  await inLedgerTransaction(async () => {
    await Account.bulkCreate(
      chartData(standard).accounts.map((a) => ({
        code: a.code,
        title: a.title,
        accountClass: accountClassOf(a.code),
        accountType: a.type,
        status: 'ACTIVE' as const,
        isSystem: true,
      })),
      { ignoreDuplicates: true },
    );
  });
}

/** Seeds the chart of the tenant's standard when the tenant has no account at all; answers whether it did. */
export async function ensureChart(): Promise<boolean> {
  if (await Account.findOne({ attributes: ['id'] })) return false;
  const config = await getConfig();
  await seedChart(config.chartStandard);
  return true;
}
