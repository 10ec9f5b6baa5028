import type { z } from 'zod';
import type { BankAccountView, ConfigView } from '../../../../shared/views/accounting';
import type { AccountingConfig, TenantBankAccount } from '../models';

export function presentConfig(c: AccountingConfig): z.infer<typeof ConfigView> {
  return {
    chartStandard: c.chartStandard,
    country: c.country,
    currency: c.currency,
    taxRegime: c.taxRegime,
    standardVatRate: c.standardVatRate,
    vatPeriodicity: c.vatPeriodicity,
    socialBody: c.socialBody,
    postingRequiresWrite: c.postingRequiresWrite,
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function presentBankAccount(b: TenantBankAccount): z.infer<typeof BankAccountView> {
  return {
    id: b.id,
    accountCode: b.accountCode,
    title: b.title,
    bank: b.bank,
    iban: b.iban,
    bic: b.bic ?? null,
    isDefault: Boolean(b.isDefault),
    createdAt: b.createdAt.toISOString(),
  };
}
