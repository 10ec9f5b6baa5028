import Paper from '@mui/material/Paper';
import { ExportButtons } from './ExportButtons';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { DateField } from '../../../components/dates/DateField';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { AGING_BUCKETS, REPORT_PATHS, type AgingReport } from '../reporting-api';
import { AmountCell, TotalRow } from './cells';
import { ReportShell } from './ReportShell';
import { asOfScope } from './scope';
import { useReportParams } from './usePeriodParams';

const COLUMNS = [...AGING_BUCKETS, 'unappliedCredit', 'total'] as const;

/** Aged receivables (411x) or payables (401x) at a date, by third party and days overdue. */
export function AgingPage() {
  const { t, i18n } = useTranslation('accountingReports');
  const params = useReportParams();
  const kind = params.get('kind') === 'payable' ? 'payable' : 'receivable';
  const report = useApiQuery<AgingReport>(kind === 'payable' ? REPORT_PATHS.agingPayable : REPORT_PATHS.agingReceivable, { asOf: params.asOf });
  const data = report.data;
  return (
    <ReportShell
      report="aging"
      scope={`${t(`reports.aging.${kind}`)} — ${asOfScope(t, params.asOf, i18n.resolvedLanguage ?? 'fr')}`}
      loading={report.loading && !data}
      error={report.error}
      actions={
        <ExportButtons
          path={kind === 'payable' ? REPORT_PATHS.agingPayableExport : REPORT_PATHS.agingReceivableExport}
          query={{ asOf: params.asOf }}
          name={`balance-agee-${kind}`}
          formats={['csv', 'xlsx']}
          testId="export-aging"
        />
      }
      parameters={
        <>
          <ToggleButtonGroup exclusive size="small" value={kind} onChange={(_e, value) => value && params.set({ kind: value === 'payable' ? 'payable' : undefined })}>
            <ToggleButton value="receivable" data-testid="aging-receivable">
              {t('reports.aging.receivable')}
            </ToggleButton>
            <ToggleButton value="payable" data-testid="aging-payable">
              {t('reports.aging.payable')}
            </ToggleButton>
          </ToggleButtonGroup>
          <DateField label={t('params.asOf')} value={params.asOf} onChange={(v) => v && params.setAsOf(v)} sx={{ maxWidth: 200 }} />
        </>
      }
    >
      {data && data.parties.length === 0 ? (
        <EmptyState title={t(`reports.aging.empty.${kind}`)} />
      ) : data ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t(`reports.aging.${kind}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.thirdParty')}</TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align="right">
                    {t(`reports.aging.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.parties.map((p) => (
                <TableRow key={p.thirdParty ?? ''} hover>
                  <TableCell>{p.thirdParty ?? t('reports.aging.noThirdParty')}</TableCell>
                  {COLUMNS.map((c) => (
                    <AmountCell key={c} amount={p[c]} signed={c === 'total'} />
                  ))}
                </TableRow>
              ))}
              <TotalRow testId="aging-totals">
                <TableCell>{t('columns.totals')}</TableCell>
                {COLUMNS.map((c) => (
                  <AmountCell key={c} amount={data.totals[c]} signed={c === 'total'} />
                ))}
              </TotalRow>
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </ReportShell>
  );
}
