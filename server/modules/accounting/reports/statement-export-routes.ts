import type { Request, Response } from 'express';
import type { AppContainer } from '../../../platform/modules';
import { port } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendFile } from '../../../platform/http/download';
import { permission } from '../../../platform/http/requirements';
import { messageLanguage } from '../../../platform/http/validate';
import { appServices } from '../../../platform/modules';
import { currentTenantId } from '../runtime';
import { getConfig } from '../config/config-service';
import { agingReport, type AgingKind } from './aging';
import { bilanReport, type BilanReport } from './bilan';
import { isoToday, reportPeriod } from './dates';
import { sendTablesXlsx, type Language } from './export/tabular';
import { sendTableCsv } from './export/csv-writer';
import { resultatReport, type ResultatReport } from './resultat';
import { sendTable } from './routes';
import { AgingExportQuery, BilanExportQuery, ResultatExportQuery } from './schema';
import { agingTable, bilanCsvTable, bilanTables, resultatTable } from './statement-exports';
import { statementDocument, type PdfStatement } from './statements/pdf';
import { statementLayout, type LayoutLine } from './statements/layout';
import { tenantChart } from './tenant-chart';

const REPORT_READ = permission('accounting.report.read');
const AGING_FILES: Record<AgingKind, string> = { receivable: 'balance-agee-clients', payable: 'balance-agee-fournisseurs' };

const totalsOf = (lines: readonly LayoutLine[]) => new Map(lines.map((l) => [l.ref, l.total]));

async function heading(): Promise<{ company: string; currency: string }> {
  const tenant = await port('tenants').findTenantById(currentTenantId());
  const { currency } = await getConfig();
  return { company: tenant?.companyName ?? '', currency };
}

function footnote(standard: 'SYSCOHADA' | 'PCG', language: Language): string {
  const layout = statementLayout(standard);
  return language === 'fr'
    ? `Présentation ${standard} — ${layout.source}. Références non confirmées contre le texte officiel.`
    : `${standard} layout — ${layout.source}. References unconfirmed against the official text.`;
}

async function resultatPdf(report: ResultatReport, language: Language): Promise<Buffer> {
  const { company, currency } = await heading();
  const fr = language === 'fr';
  const doc: PdfStatement = {
    title: fr ? 'Compte de résultat' : 'Income statement',
    company,
    subtitle: `${fr ? 'Exercice du' : 'Period'} ${report.params.from} ${fr ? 'au' : 'to'} ${report.params.to}`,
    currency,
    language,
    footnote: footnote(report.standard, language),
    parts: [
      {
        heading: fr ? 'Produits (+) et charges (−)' : 'Income (+) and expenses (−)',
        columns: [fr ? 'Réf.' : 'Ref.', fr ? 'Libellé' : 'Label', fr ? 'Exercice N' : 'Year N', fr ? 'Exercice N-1' : 'Year N-1'],
        rows: report.statement.map((l) => ({ ref: l.ref, label: fr ? l.label : l.labelEn, values: [l.amount, l.previousAmount ?? 0], total: l.kind === 'TOTAL', grand: l.grand })),
      },
    ],
  };
  return appServices().pdf.render(statementDocument(doc));
}

async function bilanPdf(report: BilanReport, language: Language): Promise<Buffer> {
  const { company, currency } = await heading();
  const fr = language === 'fr';
  const row = (l: BilanReport['assets']['lines'][number], values: Array<number | null>) => ({ ref: l.ref, label: fr ? l.label : l.labelEn, values, total: l.kind === 'TOTAL', grand: l.grand });
  const doc: PdfStatement = {
    title: fr ? 'Bilan' : 'Balance sheet',
    company,
    subtitle: `${fr ? 'Au' : 'At'} ${report.asOf} (${fr ? 'exercice précédent au' : 'previous year at'} ${report.previousAsOf})`,
    currency,
    language,
    footnote: footnote(report.standard, language),
    parts: [
      {
        heading: fr ? 'Actif' : 'Assets',
        columns: [fr ? 'Réf.' : 'Ref.', fr ? 'Actif' : 'Assets', fr ? 'Brut' : 'Gross', fr ? 'Amort./dépréc.' : 'Depreciation', 'Net N', 'Net N-1'],
        rows: report.assets.lines.map((l) => row(l, [l.gross, l.depreciation, l.net, l.previousNet])),
      },
      {
        heading: fr ? 'Passif' : 'Liabilities',
        columns: [fr ? 'Réf.' : 'Ref.', fr ? 'Passif' : 'Liabilities', fr ? 'Exercice N' : 'Year N', fr ? 'Exercice N-1' : 'Year N-1'],
        rows: report.liabilities.lines.map((l) => row(l, [l.net, l.previousNet])),
      },
    ],
  };
  return appServices().pdf.render(statementDocument(doc));
}

async function sendPdf(res: Response, filename: string, pdf: Buffer): Promise<void> {
  sendFile(res, filename, 'application/pdf', pdf);
}

const STATEMENT_NOTE =
  'Always with the previous year side by side. csv: French conventions (BOM, ";", "1 234,56") when Accept-Language prefers French; xlsx: totals as formulas; pdf: the printed statement. Beyond the specification.';

/** Statements (income statement, balance sheet) and aged balances as files: CSV, xlsx, and PDF for the statements. */
export function statementExportsRouter({ sequelize }: AppContainer): ApiRouter {
  const router = new ApiRouter('Accounting reports')
    .get(
      '/accounting/reports/resultat/export',
      { summary: 'Income statement as CSV, xlsx or PDF', description: STATEMENT_NOTE, access: REPORT_READ, query: ResultatExportQuery, produces: 'application/octet-stream' },
      async ({ query, ctx, req, res }) => {
        const params = { ...reportPeriod(isoToday(ctx.now()), query), comparative: true };
        const { chart } = await tenantChart();
        const report = await resultatReport(sequelize, params, chart);
        const language = messageLanguage(req);
        const name = `compte-de-resultat_${params.from}_${params.to}`;
        if (query.format === 'pdf') return sendPdf(res, `${name}.pdf`, await resultatPdf(report, language));
        await sendTable(req, res, query.format, name, resultatTable(report, totalsOf(statementLayout(chart).incomeStatement), language));
      },
    )
    .get(
      '/accounting/reports/bilan/export',
      { summary: 'Balance sheet as CSV, xlsx or PDF', description: STATEMENT_NOTE, access: REPORT_READ, query: BilanExportQuery, produces: 'application/octet-stream' },
      async ({ query, ctx, req, res }) => {
        const { chart } = await tenantChart();
        const report = await bilanReport(sequelize, query.asOf ?? isoToday(ctx.now()), chart);
        const language = messageLanguage(req);
        const name = `bilan_${report.asOf}`;
        if (query.format === 'pdf') return sendPdf(res, `${name}.pdf`, await bilanPdf(report, language));
        if (query.format === 'csv') return sendTableCsv(res, `${name}.csv`, bilanCsvTable(report, language), language);
        const layout = statementLayout(chart).balanceSheet;
        await sendTablesXlsx(res, `${name}.xlsx`, bilanTables(report, { assets: totalsOf(layout.assets), liabilities: totalsOf(layout.liabilities) }, language), language);
      },
    );
  for (const kind of ['receivable', 'payable'] as const) {
    router.get(
      `/accounting/reports/aging/${kind}/export`,
      {
        summary: kind === 'receivable' ? 'Aged receivables as CSV or xlsx' : 'Aged payables as CSV or xlsx',
        description: 'One row per third party (buckets current, 1–30, 31–60, 61–90, over 90 days), then a TOTAL row. Beyond the specification.',
        access: REPORT_READ,
        query: AgingExportQuery,
        produces: 'text/csv',
      },
      async ({ query, ctx, req, res }: { query: { asOf?: string; format: 'csv' | 'xlsx' }; ctx: { now: () => Date }; req: Request; res: Response }) => {
        const report = await agingReport(sequelize, kind, query.asOf ?? isoToday(ctx.now()));
        await sendTable(req, res, query.format, `${AGING_FILES[kind]}_${report.asOf}`, agingTable(report, messageLanguage(req)));
      },
    );
  }
  return router;
}
