import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { PeriodPicker } from '../../../components/dates/PeriodPicker';
import { formatDate } from '../../../components/dates/isoDate';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { formatAmountInput } from '../../../components/money/moneyText';
import { useCurrency } from '../../../components/money/useCurrency';
import { ROUTES } from '../api';
import { REPORT_PATHS, type GrandLivreLine, type GrandLivreReport } from '../reporting-api';
import { AccountPrefixField } from './AccountPrefixField';
import { AmountCell, TotalRow } from './cells';
import { ExportButtons } from './ExportButtons';
import { ReportShell } from './ReportShell';
import { periodScope } from './scope';
import { useReportParams } from './usePeriodParams';

const PAGE_SIZES = [100, 500, 1000];

/** General ledger: each account's opening balance, its lines with a running balance, its closing balance. */
export function GrandLivrePage() {
  const { t, i18n } = useTranslation('accountingReports');
  const language = i18n.resolvedLanguage ?? 'fr';
  const currency = useCurrency();
  const params = useReportParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = PAGE_SIZES.includes(Number(params.get('pageSize'))) ? Number(params.get('pageSize')) : 100;
  const thirdPartyId = params.get('thirdPartyId') || undefined;
  const filter = { from: params.period.from, to: params.period.to, accountPrefix: params.prefix || undefined, thirdPartyId };
  const report = useApiQuery<GrandLivreReport>(params.valid ? REPORT_PATHS.grandLivre : null, { ...filter, page, pageSize });
  const data = report.data;
  const titles = useMemo(() => new Map((data?.accounts ?? []).map((a) => [a.accountCode, a.accountTitle ?? ''])), [data]);

  const columns = useMemo<GridColDef<GrandLivreLine>[]>(
    () => [
      { field: 'accountCode', headerName: t('columns.account'), width: 110, sortable: false, renderCell: ({ value }) => <span title={titles.get(value as string)}>{value as string}</span> },
      { field: 'date', headerName: t('columns.date'), width: 110, sortable: false, valueFormatter: (value: string) => formatDate(value, language) },
      { field: 'journalCode', headerName: t('books:fields.journal'), width: 80, sortable: false },
      {
        field: 'pieceNumber',
        headerName: t('columns.piece'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={ROUTES.entry(row.entryId)}>
            {row.pieceNumber}
          </Link>
        ),
      },
      { field: 'label', headerName: t('columns.label'), flex: 1, minWidth: 180, sortable: false },
      { field: 'letterCode', headerName: t('books:fields.letter'), width: 70, sortable: false },
      ...(['debit', 'credit'] as const).map<GridColDef<GrandLivreLine>>((field) => ({
        field,
        headerName: t(`columns.${field}`),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueFormatter: (value: string) => (value === '0.00' ? '' : formatAmountInput(value, currency, language)),
      })),
      // The running balance in its column, debit or credit, as accountants read it (never a negative number).
      ...(['balanceDebit', 'balanceCredit'] as const).map<GridColDef<GrandLivreLine>>((field) => ({
        field,
        headerName: t(`books:fields.${field}`),
        width: 150,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_value, row) => {
          const negative = row.balance.startsWith('-');
          if ((field === 'balanceDebit') === negative || row.balance === '0.00') return '';
          return negative ? row.balance.slice(1) : row.balance;
        },
        valueFormatter: (value: string) => (value ? formatAmountInput(value, currency, language) : ''),
      })),
    ],
    [t, language, titles, currency],
  );

  return (
    <ReportShell
      report="grand-livre"
      scope={periodScope(t, params.period, language)}
      loading={report.loading && !data}
      error={report.error}
      parameters={
        <>
          <PeriodPicker value={params.period} onChange={(p) => params.set({ from: p.from, to: p.to, page: undefined })} />
          <AccountPrefixField value={params.prefix} onChange={(prefix) => params.set({ prefix, page: undefined })} />
        </>
      }
      actions={<ExportButtons path={REPORT_PATHS.grandLivreExport} query={filter} name="grand-livre" formats={['csv', 'xlsx']} testId="export-grand-livre" />}
    >
      {data && data.accounts.length === 0 ? (
        <EmptyState title={t('empty.title')} description={t('empty.text')} />
      ) : data ? (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
            <Table size="small" aria-label={t('reports.grand-livre.accounts')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.account')}</TableCell>
                  <TableCell>{t('columns.title')}</TableCell>
                  <TableCell align="right">{t('columns.openingBalance')}</TableCell>
                  <TableCell align="right">{t('columns.debit')}</TableCell>
                  <TableCell align="right">{t('columns.credit')}</TableCell>
                  <TableCell align="right">{t('columns.closingBalance')}</TableCell>
                  <TableCell align="right">{t('columns.lines')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.accounts.map((a) => (
                  <TableRow key={a.accountCode} hover>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{a.accountCode}</TableCell>
                    <TableCell>{a.accountTitle ?? '—'}</TableCell>
                    <AmountCell amount={a.openingBalance} signed />
                    <AmountCell amount={a.totalDebit} />
                    <AmountCell amount={a.totalCredit} />
                    <AmountCell amount={a.closingBalance} signed />
                    <TableCell align="right">{a.lineCount}</TableCell>
                  </TableRow>
                ))}
                <TotalRow testId="grand-livre-totals">
                  <TableCell colSpan={2}>{t('columns.totals')}</TableCell>
                  <AmountCell amount={data.totals.openingBalance} signed />
                  <AmountCell amount={data.totals.debit} />
                  <AmountCell amount={data.totals.credit} />
                  <AmountCell amount={data.totals.closingBalance} signed />
                  <TableCell align="right">{data.totals.lineCount}</TableCell>
                </TotalRow>
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('reports.grand-livre.lines')}
          </Typography>
          <Paper variant="outlined">
            <DataGrid<GrandLivreLine>
              aria-label={t('reports.grand-livre.lines')}
              rows={data.lines.items}
              columns={columns}
              rowCount={data.lines.total}
              loading={report.loading}
              paginationMode="server"
              pageSizeOptions={PAGE_SIZES}
              paginationModel={{ page: page - 1, pageSize }}
              onPaginationModelChange={(m) => params.set({ page: String(m.page + 1), pageSize: String(m.pageSize) })}
              disableColumnFilter
              disableColumnMenu
              disableRowSelectionOnClick
              density="compact"
              autoHeight
              sx={{ border: 0, '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums' }, '& .negative': { color: 'error.main' } }}
            />
          </Paper>
        </>
      ) : null}
    </ReportShell>
  );
}
