import type { AppContainer } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import type { RequestContext } from '../../../platform/tenancy/context';
import { messageLanguage } from '../../../platform/http/validate';
import { agingReport, type AgingKind } from './aging';
import { balanceReport } from './balance';
import { bilanReport } from './bilan';
import { isoToday, reportPeriod } from './dates';
import { BALANCE_COLUMNS, GRAND_LIVRE_COLUMNS, JOURNAL_COLUMNS, balanceRows, grandLivreRowBatches, journalRows, table } from './exports';
import { sendTablesXlsx, type Table } from './export/tabular';
import { sendCsv, sendTableCsv } from './export/csv-writer';
import { grandLivreReport } from './grand-livre';
import { grandLivreCsv } from './grand-livre-csv';
import { openInvoiceItems } from './invoice-figures';
import { presentAging, presentBalance, presentBilan, presentGrandLivre, presentResultat } from './presenter';
import { resultatReport } from './resultat';
import { AgingView, BalanceView, BilanView, GrandLivreView, ResultatView } from '../../../../shared/views/accounting';
import { AsOfQuery, BalanceExportQuery, GrandLivreQuery, JournalExportQuery, LedgerExportQuery, PeriodQuery, ResultatQuery } from './schema';
import { tenantChart } from './tenant-chart';
import type { Request, Response } from 'express';

const REPORT_READ = permission('accounting.report.read');

/** The requested period; a missing bound closes the calendar year of the other, or of today. */
function period(ctx: RequestContext, q: { from?: string; to?: string }): { from: string; to: string } {
  return reportPeriod(isoToday(ctx.now()), q);
}

function suffix(p: { from: string; to: string }, prefix?: string): string {
  return `${p.from}_${p.to}${prefix ? `_${prefix}` : ''}`;
}

/** A table as CSV (the reader's conventions) or as a workbook. */
export async function sendTable(req: Request, res: Response, format: 'csv' | 'xlsx', basename: string, t: Table): Promise<void> {
  const language = messageLanguage(req);
  if (format === 'xlsx') await sendTablesXlsx(res, `${basename}.xlsx`, [t], language);
  else await sendTableCsv(res, `${basename}.csv`, t, language);
}

const EXPORT_NOTE =
  'format=csv: UTF-8 with a BOM; French conventions (";", decimal comma, "1 234,56", dd/mm/yyyy, French headers) when Accept-Language prefers French, English ones otherwise. ' +
  'format=xlsx: numbers as numbers, totals as formulas.';

/** Financial reports over posted entries, and their exports. */
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
      {
        summary: 'General ledger: lines by account with opening balance and running balance',
        description: 'Opening balances include the à-nouveaux of the last closed year. Filter thirdPartyId for a third party\'s lines.',
        access: REPORT_READ,
        query: GrandLivreQuery,
        response: GrandLivreView,
      },
      async ({ query, ctx }) => presentGrandLivre(await grandLivreReport(sequelize, { ...query, ...period(ctx, query) })),
    )
    .get(
      '/accounting/reports/balance',
      { summary: 'Trial balance: opening, movements and closing per account', access: REPORT_READ, query: PeriodQuery, response: BalanceView },
      async ({ query, ctx }) => presentBalance(await balanceReport(sequelize, { ...query, ...period(ctx, query) })),
    )
    .get(
      '/accounting/reports/resultat',
      {
        summary: 'Income statement: per account and in the statutory layout (SYSCOHADA TA…XI, PCG 2033-B), optionally against the previous year',
        access: REPORT_READ,
        query: ResultatQuery,
        response: ResultatView,
      },
      async ({ query, ctx }) => {
        const { chart } = await tenantChart();
        return presentResultat(await resultatReport(sequelize, { comparative: query.comparative, ...period(ctx, query) }, chart));
      },
    )
    .get(
      '/accounting/reports/bilan',
      {
        summary: 'Balance sheet at a date in the statutory layout (SYSCOHADA AD…BZ / CA…DZ, PCG 2033-A), with the previous year',
        description: 'Assets with gross, depreciation and net; the result not yet closed sits in CJ (PCG 136). Totals: BZ = DZ.',
        access: REPORT_READ,
        query: AsOfQuery,
        response: BilanView,
      },
      async ({ query, ctx }) => {
        const { chart } = await tenantChart();
        return presentBilan(await bilanReport(sequelize, query.asOf ?? isoToday(ctx.now()), chart));
      },
    )
    .get(
      '/accounting/reports/aging/receivable',
      { summary: 'Aged receivables (411x unlettered items) by customer', access: REPORT_READ, query: AsOfQuery, response: AgingView },
      aging('receivable'),
    )
    .get(
      '/accounting/reports/aging/payable',
      { summary: 'Aged payables (401x unlettered items) by supplier', access: REPORT_READ, query: AsOfQuery, response: AgingView },
      aging('payable'),
    )
    .get(
      '/accounting/reports/grand-livre/export',
      {
        summary: 'General ledger as CSV or xlsx (streamed)',
        description: `Account by account: opening balance, lines with the running balance in its debit or credit column, account totals. ${EXPORT_NOTE}`,
        access: REPORT_READ,
        query: LedgerExportQuery,
        produces: 'text/csv',
      },
      async ({ query, ctx, req, res }) => {
        const p = { ...query, ...period(ctx, query) };
        const language = messageLanguage(req);
        const basename = `grand-livre_${suffix(p, query.accountPrefix)}`;
        // The CSV is written from lines the database has already formatted (same bytes as the table's CSV).
        if (query.format === 'csv') await sendCsv(res, `${basename}.csv`, grandLivreCsv(sequelize, p, language), language);
        else await sendTable(req, res, query.format, basename, table(language === 'fr' ? 'Grand livre' : 'General ledger', GRAND_LIVRE_COLUMNS, grandLivreRowBatches(sequelize, p, language)));
      },
    )
    .get(
      '/accounting/reports/balance/export',
      { summary: 'Trial balance as CSV or xlsx', description: EXPORT_NOTE, access: REPORT_READ, query: BalanceExportQuery, produces: 'text/csv' },
      async ({ query, ctx, req, res }) => {
        const p = { ...query, ...period(ctx, query) };
        await sendTable(req, res, query.format, `balance_${suffix(p, query.accountPrefix)}`, table('Balance', BALANCE_COLUMNS, await balanceRows(sequelize, p)));
      },
    )
    .get(
      '/accounting/reports/journal/export',
      { summary: 'Posted journal lines as CSV or xlsx (streamed)', description: `Every journal, or one (journalCode). ${EXPORT_NOTE}`, access: REPORT_READ, query: JournalExportQuery, produces: 'text/csv' },
      async ({ query, ctx, req, res }) => {
        const p = { ...period(ctx, query), journalCode: query.journalCode };
        await sendTable(req, res, query.format, `journal_${suffix(p, query.journalCode)}`, table('Journal', JOURNAL_COLUMNS, journalRows(sequelize, p)));
      },
    );
}
