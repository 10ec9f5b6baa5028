import type { AppContainer } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { sendCsv } from '../../../platform/http/download';
import { agingReport, type AgingKind } from './aging';
import { bilanReport } from './bilan';
import { isoToday, reportPeriod } from './dates';
import { resultatReport } from './resultat';
import { AsOfQuery, ResultatQuery } from './schema';
import { AGING_HEADER, BILAN_HEADER, RESULTAT_HEADER, agingCsvRows, bilanCsvRows, resultatCsvRows } from './statement-exports';
import { resultClasses, tenantChart } from './tenant-chart';

const REPORT_READ = permission('accounting.report.read');
const BEYOND = 'Beyond the specification (which lists the exports of the general ledger, trial balance and journal): every report screen has its CSV.';
const AGING_FILES: Record<AgingKind, string> = { receivable: 'balance-agee-clients', payable: 'balance-agee-fournisseurs' };

/** CSV files of the income statement, balance sheet and aged balances, with the parameters of their reports. */
export function statementExportsRouter({ sequelize }: AppContainer): ApiRouter {
  const router = new ApiRouter('Accounting reports')
    .get(
      '/accounting/reports/resultat/export',
      {
        summary: 'Income statement as CSV',
        description: `Accounts of classes 6, 7 and 8 (section CHARGE or PRODUCT), then TOTAL_CHARGES, TOTAL_PRODUCTS, ORDINARY_RESULT, HAO_RESULT and NET_RESULT; previousAmount and variationPercent with comparative=true. ${BEYOND}`,
        access: REPORT_READ,
        query: ResultatQuery,
        produces: 'text/csv',
      },
      async ({ query, ctx, res }) => {
        const params = { ...reportPeriod(isoToday(ctx.now()), query), comparative: query.comparative };
        const { chart } = await tenantChart();
        const report = await resultatReport(sequelize, params, resultClasses(chart));
        await sendCsv(res, `compte-de-resultat_${params.from}_${params.to}.csv`, RESULTAT_HEADER, resultatCsvRows(report));
      },
    )
    .get(
      '/accounting/reports/bilan/export',
      {
        summary: 'Balance sheet as CSV',
        description: `Accounts (side ASSET or LIABILITY), the result of the year and of earlier years, then TOTAL_ASSETS and TOTAL_LIABILITIES. ${BEYOND}`,
        access: REPORT_READ,
        query: AsOfQuery,
        produces: 'text/csv',
      },
      async ({ query, ctx, res }) => {
        const { chart } = await tenantChart();
        const report = await bilanReport(sequelize, query.asOf ?? isoToday(ctx.now()), resultClasses(chart));
        await sendCsv(res, `bilan_${report.asOf}.csv`, BILAN_HEADER, bilanCsvRows(report));
      },
    );
  for (const kind of ['receivable', 'payable'] as const) {
    router.get(
      `/accounting/reports/aging/${kind}/export`,
      {
        summary: kind === 'receivable' ? 'Aged receivables as CSV' : 'Aged payables as CSV',
        description: `One row per third party (buckets current, 1–30, 31–60, 61–90, over 90 days), then a TOTAL row. ${BEYOND}`,
        access: REPORT_READ,
        query: AsOfQuery,
        produces: 'text/csv',
      },
      async ({ query, ctx, res }) => {
        const report = await agingReport(sequelize, kind, query.asOf ?? isoToday(ctx.now()));
        await sendCsv(res, `${AGING_FILES[kind]}_${report.asOf}.csv`, AGING_HEADER, agingCsvRows(report));
      },
    );
  }
  return router;
}
