import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { DateField } from '../../../components/dates/DateField';
import { REPORT_PATHS, type BilanAccount, type BilanReport } from '../reporting-api';
import { AmountCell, TotalRow } from './cells';
import { ExportButtons } from './ExportButtons';
import { StatementTable } from './StatementTable';
import { ReportShell } from './ReportShell';
import { asOfScope } from './scope';
import { useReportParams } from './usePeriodParams';

function Side({ title, accounts, extra, total, testId }: { title: string; accounts: BilanAccount[]; extra?: ReactNode; total: string; testId: string }) {
  const { t } = useTranslation('accountingReports');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={title} data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell colSpan={2}>{title}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((a) => (
            <TableRow key={a.accountCode} hover>
              <TableCell sx={{ fontFamily: 'monospace', width: 90 }}>{a.accountCode}</TableCell>
              <TableCell>{a.accountTitle ?? '—'}</TableCell>
              <AmountCell amount={a.amount} signed />
            </TableRow>
          ))}
          {extra}
          <TotalRow testId={`${testId}-total`}>
            <TableCell colSpan={2}>{t('columns.total')}</TableCell>
            <AmountCell amount={total} data-amount={total} />
          </TotalRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Balance sheet at a date: assets against equity and liabilities, the result included. */
export function BilanPage() {
  const { t, i18n } = useTranslation('accountingReports');
  const params = useReportParams();
  const report = useApiQuery<BilanReport>(REPORT_PATHS.bilan, { asOf: params.asOf });
  const data = report.data;
  return (
    <ReportShell
      report="bilan"
      scope={asOfScope(t, params.asOf, i18n.resolvedLanguage ?? 'fr')}
      loading={report.loading && !data}
      error={report.error}
      parameters={<DateField label={t('params.asOf')} value={params.asOf} onChange={(v) => v && params.setAsOf(v)} sx={{ maxWidth: 200 }} />}
      actions={<ExportButtons path={REPORT_PATHS.bilanExport} query={{ asOf: params.asOf }} name="bilan" formats={['csv', 'xlsx', 'pdf']} testId="export-bilan" />}
    >
      {data && (
        <>
          {!data.balanced && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('reports.bilan.unbalanced')}
            </Alert>
          )}
          <StatementTable lines={data.assets.lines} columns={['gross', 'depreciation', 'net', 'previousNet']} title={t('reports.bilan.assets')} testId="bilan-statement-assets" />
          <StatementTable lines={data.liabilities.lines} columns={['net', 'previousNet']} title={t('reports.bilan.liabilities')} testId="bilan-statement-liabilities" />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Side title={t('reports.bilan.assets')} accounts={data.assets.accounts} total={data.assets.total} testId="bilan-assets" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Side
                title={t('reports.bilan.liabilities')}
                accounts={data.liabilities.accounts}
                total={data.liabilities.total}
                testId="bilan-liabilities"
                extra={
                  <>
                    <TableRow>
                      <TableCell colSpan={2}>{t('reports.bilan.resultOfYear')}</TableCell>
                      <AmountCell amount={data.liabilities.resultOfYear} signed />
                    </TableRow>
                    {data.liabilities.priorYearsResult !== '0.00' && (
                      <TableRow>
                        <TableCell colSpan={2}>{t('reports.bilan.priorYearsResult')}</TableCell>
                        <AmountCell amount={data.liabilities.priorYearsResult} signed />
                      </TableRow>
                    )}
                  </>
                }
              />
            </Grid>
          </Grid>
        </>
      )}
    </ReportShell>
  );
}
