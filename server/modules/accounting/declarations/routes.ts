import { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import type { AppContainer } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { sendCsv } from '../../../platform/http/download';
import { IdParams } from '../../../platform/http/validate';
import { tenantChart } from '../reports/tenant-chart';
import { SOCIAL_EXPORT_HEADER, VAT_EXPORT_HEADER, socialExportRow, vatExportRows } from './exports';
import {
  SocialAutoView,
  SocialDeclarationListView,
  SocialDeclarationView,
  TaxDeclarationListView,
  TaxDeclarationView,
  VatDeclarationView,
} from '../../../../shared/views/accounting';
import { PeriodRange, SocialDeclarationBody, SocialDeclarationList, SocialPeriodQuery, TaxDeclarationBody, TaxDeclarationList } from './schema';
import {
  autoSocialDeclaration,
  createSocialDeclaration,
  deleteSocialDeclaration,
  getSocialDeclaration,
  listSocialDeclarations,
  submitSocialDeclaration,
  updateSocialDeclaration,
} from './services/social-declarations';
import {
  createTaxDeclaration,
  deleteTaxDeclaration,
  getTaxDeclaration,
  listTaxDeclarations,
  submitTaxDeclaration,
  updateTaxDeclaration,
} from './services/tax-declarations';
import { computeVat } from './vat';
import { invoicedSales } from '../reports/invoice-figures';

const READ = permission('accounting.declaration.read');
const MANAGE = permission('accounting.declaration.manage');

/** VAT and social declarations: computed figures, electronic files, and the Draft → Submitted records. */
export function declarationsRouter({ sequelize }: AppContainer): ApiRouter {
  const vat = async (q: z.infer<typeof PeriodRange>) => computeVat(sequelize, (await tenantChart()).chart, q.from, q.to);

  const router = new ApiRouter('Accounting declarations')
    .get(
      '/accounting/vat/declaration',
      { summary: 'VAT of a period from its posted entries', access: READ, query: PeriodRange, response: VatDeclarationView },
      async ({ query }) => {
        const v = await vat(query);
        const sales = await invoicedSales(query.from, query.to);
        return {
          ...(sales ? { invoicedSales: sales } : {}),
          from: v.from,
          to: v.to,
          collectedVat: formatCents(v.collectedVat),
          deductibleVat: formatCents(v.deductibleVat),
          vatPayable: formatCents(v.vatPayable),
          creditToCarryForward: formatCents(v.creditToCarryForward),
          accounts: v.accounts.map((a) => ({ ...a, amount: formatCents(a.amount) })),
        };
      },
    )
    .get(
      '/accounting/vat/declaration/export/electronic',
      { summary: 'VAT return of a period as an electronic CSV file', access: MANAGE, query: PeriodRange, produces: 'text/csv' },
      async ({ query, res }) => {
        await sendCsv(res, `tva_${query.from}_${query.to}.csv`, VAT_EXPORT_HEADER, vatExportRows(await vat(query)));
      },
    )
    .get(
      '/accounting/social/declaration/auto',
      { summary: "Social declaration generated from the month's payroll entries", access: READ, query: SocialPeriodQuery, response: SocialAutoView },
      async ({ query }) => {
        const d = await autoSocialDeclaration(sequelize, query.period);
        return {
          ...d,
          grossPayroll: formatCents(d.grossPayroll),
          employerContributions: formatCents(d.employerContributions),
          employeeContributions: formatCents(d.employeeContributions),
          totalContributions: formatCents(d.totalContributions),
          bodies: d.bodies.map((b) => ({ ...b, grossPayroll: formatCents(b.grossPayroll), employerContributions: formatCents(b.employerContributions), employeeContributions: formatCents(b.employeeContributions) })),
        };
      },
    )
    .get(
      '/accounting/social/declaration/export/electronic',
      { summary: 'Social declaration of a month as an electronic CSV file', access: MANAGE, query: SocialPeriodQuery, produces: 'text/csv' },
      async ({ query, res }) => {
        const d = await autoSocialDeclaration(sequelize, query.period);
        await sendCsv(res, `declaration-sociale_${d.socialBody}_${query.period}.csv`, SOCIAL_EXPORT_HEADER, [socialExportRow(d)]);
      },
    );

  router
    .get('/accounting/tax-declarations', { summary: 'Tax (VAT) declarations', access: READ, query: TaxDeclarationList, response: TaxDeclarationListView }, ({ query }) =>
      listTaxDeclarations(query),
    )
    .post(
      '/accounting/tax-declarations',
      { summary: 'Create a tax declaration (DRAFT)', access: MANAGE, body: TaxDeclarationBody, status: 201, response: TaxDeclarationView },
      ({ body }) => createTaxDeclaration(sequelize, body),
    )
    .get('/accounting/tax-declarations/{id}', { summary: 'A tax declaration', access: READ, params: IdParams, response: TaxDeclarationView }, ({ params }) =>
      getTaxDeclaration(params.id),
    )
    .put(
      '/accounting/tax-declarations/{id}',
      { summary: 'Edit a DRAFT tax declaration', access: MANAGE, params: IdParams, body: TaxDeclarationBody, response: TaxDeclarationView },
      ({ params, body }) => updateTaxDeclaration(sequelize, params.id, body),
    )
    .post(
      '/accounting/tax-declarations/{id}/submit',
      { summary: 'Submit a tax declaration (DRAFT → SUBMITTED, final)', access: MANAGE, params: IdParams, response: TaxDeclarationView },
      ({ params }) => submitTaxDeclaration(params.id),
    )
    .delete('/accounting/tax-declarations/{id}', { summary: 'Delete a DRAFT tax declaration', access: MANAGE, params: IdParams, status: 204 }, async ({ params }) => {
      await deleteTaxDeclaration(params.id);
    });

  router
    .get(
      '/accounting/social-declarations',
      { summary: 'Social declarations', access: READ, query: SocialDeclarationList, response: SocialDeclarationListView },
      ({ query }) => listSocialDeclarations(query),
    )
    .post(
      '/accounting/social-declarations',
      { summary: 'Create a social declaration (DRAFT)', access: MANAGE, body: SocialDeclarationBody, status: 201, response: SocialDeclarationView },
      ({ body }) => createSocialDeclaration(sequelize, body),
    )
    .get('/accounting/social-declarations/{id}', { summary: 'A social declaration', access: READ, params: IdParams, response: SocialDeclarationView }, ({ params }) =>
      getSocialDeclaration(params.id),
    )
    .put(
      '/accounting/social-declarations/{id}',
      { summary: 'Edit a DRAFT social declaration', access: MANAGE, params: IdParams, body: SocialDeclarationBody, response: SocialDeclarationView },
      ({ params, body }) => updateSocialDeclaration(sequelize, params.id, body),
    )
    .post(
      '/accounting/social-declarations/{id}/submit',
      { summary: 'Submit a social declaration (DRAFT → SUBMITTED, final)', access: MANAGE, params: IdParams, response: SocialDeclarationView },
      ({ params }) => submitSocialDeclaration(params.id),
    )
    .delete('/accounting/social-declarations/{id}', { summary: 'Delete a DRAFT social declaration', access: MANAGE, params: IdParams, status: 204 }, async ({ params }) => {
      await deleteSocialDeclaration(params.id);
    });
  return router;
}
