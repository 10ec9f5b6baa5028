import type { AppContainer } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { sendCsv } from '../../../platform/http/download';
import type { RequestContext } from '../../../platform/tenancy/context';
import { agingReport, type AgingKind } from './aging';
import { balanceReport } from './balance';
import { bilanReport } from './bilan';
import { isoToday, reportPeriod } from './dates';
import { BALANCE_HEADER, GRAND_LIVRE_HEADER, JOURNAL_HEADER, balanceCsvRows, grandLivreCsvRows, journalCsvRows } from './exports';
import { grandLivreReport } from './grand-livre';
import { openInvoiceItems } from './invoice-figures';
import { presentAging, presentBalance, presentBilan, presentGrandLivre, presentResultat } from './presenter';
import { resultatReport } from './resultat';
import { AgingView, BalanceView, BilanView, GrandLivreView, ResultatView } from '../../../../shared/views/accounting';
import { AsOfQuery, GrandLivreQuery, JournalExportQuery, PeriodQuery, ResultatQuery } from './schema';
import { resultClasses, tenantChart } from './tenant-chart';

const REPORT_READ = permission('accounting.report.read');

/** The requested period; a missing bound closes the calendar year of the other, or of today. */
function period(ctx: RequestContext, q: { from?: string; to?: string }): { from: string; to: string } {
  return reportPeriod(isoToday(ctx.now()), q);
}

function suffix(p: { from: string; to: string }, prefix?: string): string {
  return `${p.from}_${p.to}${prefix ? `_${prefix}` : ''}`;
}

/** Financial reports over posted entries, and their CSV exports. */
export function reportsRouter({ sequelize }: AppContainer): ApiRouter {
  const aging = (kind: AgingKind) =>
    async ({ query, ctx }: { query: { asOf?: string }; ctx: RequestContext }) => {
      const asOf = query.asOf ?? isoToday(ctx.now());
      const report = presentAging(await agingReport(sequelize, kind, asOf));
      const invoices = kind === 'receivable' ? await openInvoiceItems(asOf) : undefined;
      return invoices ? { ...report, invoices } : report;
    };

  return new ApiRouter('Accounting reports')
    .get(
      '/accounting/reports/grand-livre',
      { summary: 'General ledger: lines by account with running balance', access: REPORT_READ, query: GrandLivreQuery, response: GrandLivreView },
      async ({ query, ctx }) => presentGrandLivre(await grandLivreReport(sequelize, { ...query, ...period(ctx, query) })),
    )
    .get(
      '/accounting/reports/balance',
      { summary: 'Trial balance: opening, movements and closing per account', access: REPORT_READ, query: PeriodQuery, response: BalanceView },
      async ({ query, ctx }) => presentBalance(await balanceReport(sequelize, { ...query, ...period(ctx, query) })),
    )
    .get(
      '/accounting/reports/resultat',
      { summary: 'Income statement (classes 6, 7, 8), optionally against the previous year', access: REPORT_READ, query: ResultatQuery, response: ResultatView },
      async ({ query, ctx }) => {
        const { chart } = await tenantChart();
        return presentResultat(await resultatReport(sequelize, { comparative: query.comparative, ...period(ctx, query) }, resultClasses(chart)));
      },
    )
    .get(
      '/accounting/reports/bilan',
      { summary: 'Balance sheet at a date: assets, liabilities and the result', access: REPORT_READ, query: AsOfQuery, response: BilanView },
      async ({ query, ctx }) => {
        const { chart } = await tenantChart();
        return presentBilan(await bilanReport(sequelize, query.asOf ?? isoToday(ctx.now()), resultClasses(chart)));
      },
    )
    .get(
      '/accounting/reports/aging/receivable',
      { summary: 'Aged receivables (411x open items) by customer', access: REPORT_READ, query: AsOfQuery, response: AgingView },
      aging('receivable'),
    )
    .get(
      '/accounting/reports/aging/payable',
      { summary: 'Aged payables (401x open items) by supplier', access: REPORT_READ, query: AsOfQuery, response: AgingView },
      aging('payable'),
    )
    .get(
      '/accounting/reports/grand-livre/export',
      { summary: 'General ledger as CSV (streamed)', access: REPORT_READ, query: PeriodQuery, produces: 'text/csv' },
      async ({ query, ctx, res }) => {
        const p = { ...query, ...period(ctx, query) };
        await sendCsv(res, `grand-livre_${suffix(p, query.accountPrefix)}.csv`, GRAND_LIVRE_HEADER, grandLivreCsvRows(sequelize, p));
      },
    )
    .get(
      '/accounting/reports/balance/export',
      { summary: 'Trial balance as CSV', access: REPORT_READ, query: PeriodQuery, produces: 'text/csv' },
      async ({ query, ctx, res }) => {
        const p = { ...query, ...period(ctx, query) };
        await sendCsv(res, `balance_${suffix(p, query.accountPrefix)}.csv`, BALANCE_HEADER, await balanceCsvRows(sequelize, p));
      },
    )
    .get(
      '/accounting/reports/journal/export',
      { summary: 'Posted journal lines as CSV (streamed)', access: REPORT_READ, query: JournalExportQuery, produces: 'text/csv' },
      async ({ query, ctx, res }) => {
        const p = period(ctx, query);
        await sendCsv(res, `journal_${suffix(p)}.csv`, JOURNAL_HEADER, journalCsvRows(sequelize, p));
      },
    );
}
