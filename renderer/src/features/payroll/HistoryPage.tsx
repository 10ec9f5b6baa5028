import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { PATHS, periodLabel, type PayrollHistoryLine } from './api';

/** Months of pay taken over from an earlier system by the bulk import (08_Paie); read only. */
export function HistoryPage() {
  const { t, i18n } = useTranslation('payroll');
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<PayrollHistoryLine>(PATHS.history, { sort: '-period' });
  const columns = useMemo<GridColDef<PayrollHistoryLine>[]>(
    () => [
      { field: 'period', headerName: t('fields.period'), width: 160, valueGetter: (_v, row) => periodLabel(row, language) },
      { field: 'employeeNumber', headerName: t('fields.employeeNumber'), width: 120, sortable: false, valueGetter: (_v, row) => row.employee.employeeNumber },
      { field: 'employee', headerName: t('fields.employee'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => row.employee.name },
      ...(['gross', 'deductions', 'net'] as const).map(
        (field): GridColDef<PayrollHistoryLine> => ({
          field,
          headerName: t(`history.${field}`),
          width: 150,
          sortable: false,
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => <MoneyText amount={row[field]} />,
        }),
      ),
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} breadcrumbs={[{ label: t('runs.title'), to: '/accounting/payroll' }, { label: t('history.title') }]} />
      <ServerDataGrid list={list} columns={columns} label={t('history.title')} emptyTitle={t('history.empty')} testId="payroll-history-grid" />
    </>
  );
}
