import { chartStandardOf, defaultSocialBody, type ChartStandard, type VatPeriodicity } from '../../../../shared/accounting';
import { currentContext, requireContext } from '../../../platform/tenancy/context';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { AccountingConfig } from '../models';
import { port } from '../../../platform/modules';

export interface TenantChart {
  chart: ChartStandard;
  country: string;
  socialBody: string;
  vatPeriodicity: VatPeriodicity;
}

/** The tenant's chart of accounts, social body and VAT periodicity: its accounting configuration, else its country's defaults. */
export async function tenantChart(): Promise<TenantChart> {
  const config = await configuration();
  if (config) return { chart: config.chartStandard, country: config.country, socialBody: config.socialBody, vatPeriodicity: config.vatPeriodicity };
  const tenantId = requireContext().tenantId;
  const tenant = tenantId ? await port('tenants').findTenantById(tenantId) : null;
  const country = tenant?.country ?? 'CI';
  return { chart: chartStandardOf(country), country, socialBody: defaultSocialBody(country), vatPeriodicity: 'MONTHLY' };
}

type Configuration = Pick<AccountingConfig, 'chartStandard' | 'country' | 'socialBody' | 'vatPeriodicity'>;

/** In a tenant's context one plain statement (the statements ask on every request); in the system scope the model. */
async function configuration(): Promise<Configuration | null> {
  const ctx = currentContext();
  if (ctx?.tenantId && !ctx.systemScope) {
    const [row] = await tenantQuery<Configuration>(
      AccountingConfig.sequelize!,
      `SELECT c.chart_standard AS "chartStandard", c.country AS "country", c.social_body AS "socialBody", c.vat_periodicity AS "vatPeriodicity"
       FROM accounting_configs c WHERE c.tenant_id = :tenantId LIMIT 1`,
    );
    return row ?? null;
  }
  return AccountingConfig.findOne();
}

/** Classes of the income statement: 6, 7 and, in SYSCOHADA, 8 (HAO and income tax). PCG's class 8 is off-balance. */
export function resultClasses(chart: ChartStandard): readonly number[] {
  return chart === 'PCG' ? [6, 7] : [6, 7, 8];
}

/** `SUBSTR(l.account_code, 1, 1) IN ('6', '7')` for a list of classes. */
export function classIn(classes: readonly number[]): string {
  for (const c of classes) if (!Number.isInteger(c) || c < 0 || c > 9) throw new Error(`Invalid class ${c}`);
  return `SUBSTR(l.account_code, 1, 1) IN (${classes.map((c) => `'${c}'`).join(', ')})`;
}
