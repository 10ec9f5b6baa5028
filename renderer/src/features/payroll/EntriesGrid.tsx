import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/files/DownloadButton';
import { SearchField } from '../../components/grid/SearchField';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { MoneyText } from '../../components/money/MoneyText';
import { PATHS, type PayrollEntry, type PayrollRun } from './api';

const AMOUNTS = ['adjustedGross', 'employeeContributions', 'incomeTax', 'netPay', 'employerCost'] as const;
const SORTABLE: readonly string[] = ['adjustedGross', 'netPay'];

/** The run's entries (one per employee paid), paged by the server, each with its payslip once generated. */
export function EntriesGrid({ run }: { run: PayrollRun }) {
  const { t } = useTranslation('payroll');
  const list = useServerList<PayrollEntry>(PATHS.entries(run.id), { filters: ['q'], sort: 'employeeNumber' });
  const columns = useMemo<GridColDef<PayrollEntry>[]>(
    () => [
      { field: 'employeeNumber', headerName: t('fields.employeeNumber'), width: 110, valueGetter: (_v, row) => row.employee.employeeNumber },
      { field: 'employee', headerName: t('fields.employee'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_v, row) => row.employee.name },
      { field: 'days', headerName: t('fields.days'), width: 80, sortable: false, align: 'right', headerAlign: 'right', valueGetter: (_v, row) => `${row.daysPresent}/${row.daysInPeriod}` },
      ...AMOUNTS.map(
        (field): GridColDef<PayrollEntry> => ({
          field,
          headerName: t(`fields.${field}`),
          width: 140,
          sortable: SORTABLE.includes(field),
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => <MoneyText amount={row[field]} currency={run.currency} />,
        }),
      ),
      {
        field: 'payslip',
        headerName: t('fields.payslip'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) =>
          row.payslip ? (
            <DownloadButton path={PATHS.payslip(run.id, row.id)} fallbackName={`bulletin-${run.period}-${row.employee.employeeNumber}.pdf`} label={t('entries.payslip')} size="small" data-testid="entry-payslip" />
          ) : (
            t('entries.noPayslip')
          ),
      },
    ],
    [t, run.id, run.currency, run.period],
  );
  return (
    <>
      <FilterBar active={Boolean(list.params.filters.q)} onClear={list.clearFilters}>
        <SearchField label={t('entries.search')} value={list.params.filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('run.entries')} emptyTitle={run.status === 'DRAFT' ? t('entries.emptyDraft') : t('entries.empty')} testId="payroll-entries-grid" />
    </>
  );
}
