import {
  chartStandardOf,
  defaultSocialBody,
  DEFAULT_VAT_RATE,
  STANDARD_VAT_RATES,
  ACCOUNTING_CURRENCIES,
  type AccountingCurrency,
} from '../../../../shared/accounting';
import type { UpdateConfigInput } from '../../../../shared/schemas/accounting';
import { port } from '../../../platform/modules';
import { AccountingConfig } from '../models';
import { currentTenantId, inLedgerTransaction } from '../runtime';

/** The defaults of a tenant's configuration, from its country and currency (docs/domain.md). */
export async function defaultConfigValues() {
  const tenant = await port('tenants').findTenantById(currentTenantId());
  const country = tenant?.country ?? 'CI';
  const currency: AccountingCurrency = (ACCOUNTING_CURRENCIES as readonly string[]).includes(tenant?.currency ?? '')
    ? (tenant?.currency as AccountingCurrency)
    : country === 'FR'
      ? 'EUR'
      : 'XOF';
  return {
    chartStandard: chartStandardOf(country),
    country,
    currency,
    taxRegime: 'NORMAL_REAL' as const,
    standardVatRate: STANDARD_VAT_RATES[country] ?? DEFAULT_VAT_RATE,
    vatPeriodicity: 'MONTHLY' as const,
    socialBody: defaultSocialBody(country),
  };
}

/** The tenant's configuration, created with its defaults on first use. */
export async function getConfig(): Promise<AccountingConfig> {
  const existing = await AccountingConfig.findOne();
  if (existing) return existing;
  return inLedgerTransaction(async () => {
    // Two first requests at once: the second insert is ignored, both read the same row.
    await AccountingConfig.bulkCreate([await defaultConfigValues()], { ignoreDuplicates: true });
    const created = await AccountingConfig.findOne();
    if (!created) throw new Error('Accounting configuration could not be created');
    return created;
  });
}

export async function updateConfig(input: UpdateConfigInput): Promise<AccountingConfig> {
  const config = await getConfig();
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(patch).length) await config.update(patch);
  return config;
}
