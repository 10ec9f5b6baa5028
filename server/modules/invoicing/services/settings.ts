import type { ChartStandard } from '../../../../shared/accounting';
import type { InvoicingSettingsInput } from '../../../../shared/schemas/invoicing';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../../../shared/invoicing';
import type { BankAccountSummary } from '../../accounting';
import { port } from '../../../platform/modules';
import { InvoicingSettings } from '../models';
import { currentTenantId } from '../runtime';

/** Everything a document needs to name the company that issues it. */
export interface CompanyProfile {
  companyName: string;
  legalName: string;
  country: string;
  currency: string;
  chartStandard: ChartStandard;
  standardVatRate: string;
  addressLine: string | null;
  postalCode: string | null;
  city: string | null;
  taxId: string | null;
  registrationNumber: string | null;
  legalForm: string | null;
  email: string | null;
  phone: string | null;
  paymentTermsDays: number;
  legalMentions: string | null;
  bank: BankAccountSummary | null;
}

export async function findSettings(): Promise<InvoicingSettings | null> {
  return InvoicingSettings.findOne();
}

/** The company as invoices print it: the tenant, the ledger's configuration, the invoice settings, the default bank. */
export async function companyProfile(): Promise<CompanyProfile> {
  const ledger = port('ledger');
  const tenant = await port('tenants').findTenantById(currentTenantId());
  const config = await ledger.config();
  const settings = await findSettings();
  const banks = await ledger.bankAccounts();
  const companyName = tenant?.companyName ?? '';
  return {
    companyName,
    legalName: settings?.legalName || companyName,
    country: config.country,
    currency: config.currency,
    chartStandard: config.chartStandard,
    standardVatRate: config.standardVatRate,
    addressLine: settings?.addressLine ?? null,
    postalCode: settings?.postalCode ?? null,
    city: settings?.city ?? null,
    taxId: settings?.taxId ?? null,
    registrationNumber: settings?.registrationNumber ?? null,
    legalForm: settings?.legalForm ?? null,
    email: settings?.email ?? null,
    phone: settings?.phone ?? null,
    paymentTermsDays: settings?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    legalMentions: settings?.legalMentions ?? null,
    bank: banks.find((b) => b.isDefault) ?? banks[0] ?? null,
  };
}

/** Saves the settings (one row per tenant; two first saves at once: the second updates the first's row). */
export async function saveSettings(input: InvoicingSettingsInput): Promise<void> {
  await InvoicingSettings.bulkCreate([{ ...input }], { ignoreDuplicates: true });
  const row = await InvoicingSettings.findOne();
  if (row) await row.update({ ...input });
}
