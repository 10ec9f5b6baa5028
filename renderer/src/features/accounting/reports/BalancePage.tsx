import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { PeriodPicker } from '../../../components/dates/PeriodPicker';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { REPORT_PATHS, type BalanceReport, type TrialBalanceColumns } from '../reporting-api';
import { AccountPrefixField } from './AccountPrefixField';
import { AmountCell, TotalRow } from './cells';
import { ExportButtons } from './ExportButtons';
import { ledgerOf } from './drillDown';
import { ReportShell } from './ReportShell';
import { periodScope } from './scope';
import { useReportParams } from './usePeriodParams';

const COLUMNS: (keyof TrialBalanceColumns)[] = ['openingDebit', 'openingCredit', 'periodDebit', 'periodCredit', 'closingDebit', 'closingCredit'];

/** Trial balance: per account, the opening balance, the period's movements and the closing balance. */
export function BalancePage() {
  const { t, i18n } = useTranslation('accountingReports');
  const params = useReportParams();
  const query = { from: params.period.from, to: params.period.to, accountPrefix: params.prefix || undefined };
  const report = useApiQuery<BalanceReport>(params.valid ? REPORT_PATHS.balance : null, query);
  const data = report.data;
  return (
    <ReportShell
      report="balance"
      scope={periodScope(t, params.period, i18n.resolvedLanguage ?? 'fr')}
      loading={report.loading && !data}
      error={report.error}
      parameters={
        <>
          <PeriodPicker value={params.period} onChange={params.setPeriod} />
          <AccountPrefixField value={params.prefix} onChange={params.setPrefix} />
        </>
      }
      actions={<ExportButtons path={REPORT_PATHS.balanceExport} query={query} name="balance" formats={['csv', 'xlsx']} testId="export-balance" />}
    >
      {data && data.accounts.length === 0 ? (
        <EmptyState title={t('empty.title')} description={t('empty.text')} />
      ) : data ? (
        <>
          {!data.totals.balanced && !data.accountPrefix && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('reports.balance.unbalanced')}
            </Alert>
          )}
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('reports.balance.title')} data-testid="balance-table">
              <TableHead>
                <TableRow>
                  <TableCell rowSpan={2}>{t('columns.account')}</TableCell>
                  <TableCell rowSpan={2}>{t('columns.title')}</TableCell>
                  <TableCell align="center" colSpan={2}>{t('columns.opening')}</TableCell>
                  <TableCell align="center" colSpan={2}>{t('columns.movements')}</TableCell>
                  <TableCell align="center" colSpan={2}>{t('columns.closing')}</TableCell>
                </TableRow>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align="right">
                      {t(c.endsWith('Debit') ? 'columns.debit' : 'columns.credit')}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.accounts.map((a) => (
                  <TableRow key={a.accountCode} hover>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      <Link component={RouterLink} to={ledgerOf(a.accountCode, params.period)} data-testid={`balance-drill-${a.accountCode}`}>
                        {a.accountCode}
                      </Link>
                    </TableCell>
                    <TableCell>{a.accountTitle ?? '—'}</TableCell>
                    {COLUMNS.map((c) => (
                      <AmountCell key={c} amount={a[c]} />
                    ))}
                  </TableRow>
                ))}
                <TotalRow testId="balance-totals">
                  <TableCell colSpan={2}>{t('columns.totals')}</TableCell>
                  {COLUMNS.map((c) => (
                    <AmountCell key={c} amount={data.totals[c]} data-testid={`total-${c}`} data-amount={data.totals[c]} />
                  ))}
                </TotalRow>
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </ReportShell>
  );
}
