import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { DownloadButton } from '../../components/files/DownloadButton';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { PATHS, periodLabel, type MyPayslip } from './api';

/** The caller's payslips (runs validated or later), latest month first, each downloadable once generated. */
export function MyPayslipsPage() {
  const { t, i18n } = useTranslation('payroll');
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<MyPayslip>(PATHS.mine);
  const columns = useMemo<GridColDef<MyPayslip>[]>(
    () => [
      { field: 'period', headerName: t('fields.period'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_v, row) => periodLabel(row, language) },
      { field: 'adjustedGross', headerName: t('fields.adjustedGross'), width: 150, sortable: false, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={row.adjustedGross} currency={row.currency} /> },
      { field: 'netPay', headerName: t('fields.netPay'), width: 150, sortable: false, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={row.netPay} currency={row.currency} /> },
      { field: 'paymentDate', headerName: t('fields.paymentDate'), width: 130, sortable: false, valueFormatter: (value: string | null) => (value ? formatDate(value, language) : '—') },
      {
        field: 'payslip',
        headerName: t('fields.payslip'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) =>
          row.available ? (
            <DownloadButton path={PATHS.myPayslip(row.entryId)} fallbackName={`bulletin-${row.period}.pdf`} label={t('entries.payslip')} size="small" data-testid="my-payslip-download" />
          ) : (
            t('entries.noPayslip')
          ),
      },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <ServerDataGrid list={list} columns={columns} getRowId={(row) => row.entryId} label={t('mine.title')} emptyTitle={t('mine.empty')} testId="my-payslips-grid" />
    </>
  );
}
