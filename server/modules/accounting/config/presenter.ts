import { z } from 'zod';
import type { AccountingConfig, TenantBankAccount } from '../models';

export const ConfigResponse = z.object({
  chartStandard: z.string(),
  country: z.string(),
  currency: z.string(),
  taxRegime: z.string(),
  standardVatRate: z.string(),
  vatPeriodicity: z.string(),
  socialBody: z.string(),
  postingRequiresWrite: z.boolean().meta({ description: 'Separation of duties: posting steps also need accounting.write' }),
  updatedAt: z.string(),
});

export function presentConfig(c: AccountingConfig) {
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

export const BankAccountResponse = z.object({
  id: z.string(),
  accountCode: z.string(),
  title: z.string(),
  bank: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});

export function presentBankAccount(b: TenantBankAccount) {
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
