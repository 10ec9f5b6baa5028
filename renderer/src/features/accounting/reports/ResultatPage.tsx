import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { PeriodPicker } from '../../../components/dates/PeriodPicker';
import { formatDate } from '../../../components/dates/isoDate';
import { REPORT_PATHS, type Comparable, type ResultatReport, type ResultatSection } from '../reporting-api';
import { AmountCell, TotalRow, VariationCell } from './cells';
import { ExportButtons } from './ExportButtons';
import { StatementTable } from './StatementTable';
import { ReportShell } from './ReportShell';
import { periodScope } from './scope';
import { useReportParams } from './usePeriodParams';

/** Income statement: charges (classes 6 and 8), products (classes 7 and 8), results; optionally against last year. */
export function ResultatPage() {
  const { t, i18n } = useTranslation('accountingReports');
  const language = i18n.resolvedLanguage ?? 'fr';
  const params = useReportParams();
  const comparative = params.get('comparative') === 'true';
  const query = { from: params.period.from, to: params.period.to, comparative: comparative ? 'true' : undefined };
  const report = useApiQuery<ResultatReport>(params.valid ? REPORT_PATHS.resultat : null, query);
  const data = report.data;
  const shownComparative = Boolean(data?.comparative);
  const columns = shownComparative ? 5 : 3;

  const figures = (c: Comparable, testId?: string) => (
    <>
      <AmountCell amount={c.amount} signed data-testid={testId} />
      {shownComparative && (
        <>
          <AmountCell amount={c.previousAmount} signed />
          <VariationCell value={c.variationPercent} language={language} />
        </>
      )}
    </>
  );

  const section = (key: 'charges' | 'products', s: ResultatSection) => (
    <Fragment key={key}>
      <TableRow>
        <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
          {t(`reports.resultat.${key}`)}
        </TableCell>
      </TableRow>
      {s.accounts.map((a) => (
        <TableRow key={a.accountCode} hover>
          <TableCell sx={{ fontFamily: 'monospace' }}>{a.accountCode}</TableCell>
          <TableCell>{a.accountTitle ?? '—'}</TableCell>
          {figures(a)}
        </TableRow>
      ))}
      <TotalRow>
        <TableCell colSpan={2}>{t(`reports.resultat.total.${key}`)}</TableCell>
        {figures({ amount: s.total, previousAmount: s.previousTotal, variationPercent: s.variationPercent })}
      </TotalRow>
    </Fragment>
  );

  return (
    <ReportShell
      report="resultat"
      scope={periodScope(t, params.period, language)}
      loading={report.loading && !data}
      error={report.error}
      parameters={
        <>
          <PeriodPicker value={params.period} onChange={params.setPeriod} />
          <FormControlLabel
            control={<Switch checked={comparative} onChange={(e) => params.set({ comparative: e.target.checked ? 'true' : undefined })} data-testid="param-comparative" />}
            label={t('params.comparative')}
          />
        </>
      }
      actions={params.valid && <ExportButtons path={REPORT_PATHS.resultatExport} query={query} name="compte-de-resultat" formats={['csv', 'xlsx', 'pdf']} testId="export-resultat" />}
    >
      {data && (
        <StatementTable
          lines={data.statement}
          columns={data.comparative ? ['amount', 'previousAmount'] : ['amount']}
          title={t('reports.resultat.title')}
          testId="resultat-statement"
        />
      )}
      {data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('reports.resultat.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.account')}</TableCell>
                <TableCell>{t('columns.title')}</TableCell>
                <TableCell align="right">{t('columns.amount')}</TableCell>
                {shownComparative && data.previousPeriod && (
                  <>
                    <TableCell align="right">
                      {t('columns.previous', { from: formatDate(data.previousPeriod.from, language), to: formatDate(data.previousPeriod.to, language) })}
                    </TableCell>
                    <TableCell align="right">{t('columns.variation')}</TableCell>
                  </>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {section('products', data.products)}
              {section('charges', data.charges)}
              {(['ordinaryResult', 'haoResult', 'netResult'] as const).map((key) => (
                <TotalRow key={key} testId={`resultat-${key}`}>
                  <TableCell colSpan={2}>{t(`reports.resultat.${key}`)}</TableCell>
                  {figures(data[key])}
                </TotalRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ReportShell>
  );
}
