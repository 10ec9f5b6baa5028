import { DUNNING_PLACEHOLDERS } from '../../../../shared/invoicing';
import { DunningConfigBody, InvoicingSettingsBody } from '../../../../shared/schemas/invoicing';
import { DunningConfigView, InvoicingSettingsView } from '../../../../shared/schemas/invoicing-views';
import { formatCents } from '../../../../shared/money';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { usesFacturX } from '../services/documents';
import { dunningSettings, saveDunning, type DunningSettings } from '../services/dunning';
import { companyProfile, saveSettings } from '../services/settings';

const READ = permission('accounting.read');
const MANAGE = permission('accounting.manage');

function presentDunning(d: DunningSettings) {
  return {
    enabled: d.enabled,
    levels: d.levels.map((l, i) => ({ level: i + 1, daysAfterDue: l.daysAfterDue, fee: l.feeCents === null ? null : formatCents(l.feeCents), subjectFr: l.subjectFr, bodyFr: l.bodyFr, subjectEn: l.subjectEn, bodyEn: l.bodyEn })),
    placeholders: [...DUNNING_PLACEHOLDERS],
    updatedAt: d.updatedAt ? d.updatedAt.toISOString() : null,
  };
}

async function presentSettings() {
  const c = await companyProfile();
  return {
    companyName: c.companyName,
    country: c.country,
    currency: c.currency,
    legalName: c.legalName === c.companyName ? null : c.legalName,
    addressLine: c.addressLine,
    postalCode: c.postalCode,
    city: c.city,
    taxId: c.taxId,
    registrationNumber: c.registrationNumber,
    legalForm: c.legalForm,
    email: c.email,
    phone: c.phone,
    paymentTermsDays: c.paymentTermsDays,
    legalMentions: c.legalMentions,
    standardVatRate: c.standardVatRate,
    facturX: usesFacturX(c),
  };
}

/** Dunning configuration (specification) and what invoices print about the company (beyond it). */
export function settingsRoutes(): ApiRouter {
  return new ApiRouter('Invoicing')
    .get('/accounting/dunning/config', { summary: 'Dunning configuration', description: 'Off with three levels (7, 15 and 30 days) until saved.', access: READ, response: DunningConfigView }, async () => presentDunning(await dunningSettings()))
    .put(
      '/accounting/dunning/config',
      {
        summary: 'Change the dunning configuration',
        description: `Levels in order of days after the due date (strictly increasing, ${5} at most), French and English subject and body with placeholders ${DUNNING_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}, an optional fixed fee; on/off. A daily job sends each overdue invoice its next level once.`,
        access: MANAGE,
        body: DunningConfigBody,
        response: DunningConfigView,
      },
      async ({ body }) => presentDunning(await saveDunning(body)),
    )
    .get('/accounting/invoicing/settings', { summary: 'What invoices print about the company', access: READ, response: InvoicingSettingsView }, async () => presentSettings())
    .put(
      '/accounting/invoicing/settings',
      { summary: 'Change what invoices print about the company (address, identifiers, legal mentions, default payment terms)', access: MANAGE, body: InvoicingSettingsBody, response: InvoicingSettingsView },
      async ({ body }) => {
        await saveSettings(body);
        return presentSettings();
      },
    );
}
