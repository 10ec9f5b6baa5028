import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, CONTRACT_TYPES } from '../../../../../shared/contracts';
import { formatDate } from '../../../components/dates/isoDate';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { MoneyText } from '../../../components/money/MoneyText';
import { CONTRACTS_PATH, CONTRACT_TONES, type Contract } from '../api';

/** Contracts with server paging and filters; one employee's when `employeeId` is given. */
export function ContractsGrid({ employeeId }: { employeeId?: string }) {
  const { t, i18n } = useTranslation('contracts');
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<Contract>(CONTRACTS_PATH, {
    filters: ['status', 'type', 'q'],
    sort: '-createdAt',
    query: employeeId ? { employeeId } : undefined,
  });
  const { filters } = list.params;
  const columns = useMemo<GridColDef<Contract>[]>(
    () => [
      { field: 'reference', headerName: t('fields.reference'), width: 150 },
      ...(employeeId
        ? []
        : [
            {
              field: 'employee',
              headerName: t('fields.employee'),
              flex: 1,
              minWidth: 180,
              sortable: false,
              valueGetter: (_v: unknown, row: Contract) => row.employee.name,
            },
          ]),
      {
        field: 'type',
        headerName: t('fields.type'),
        width: 110,
        valueFormatter: (v: string) => t(`type.${v}`),
      },
      { field: 'jobTitle', headerName: t('fields.jobTitle'), flex: 1, minWidth: 160, sortable: false },
      {
        field: 'salary',
        headerName: t('fields.salary'),
        width: 150,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyText amount={row.salary} currency={row.currency} />,
      },
      {
        field: 'startDate',
        headerName: t('fields.startDate'),
        width: 115,
        valueFormatter: (v: string) => formatDate(v, language),
      },
      {
        field: 'endDate',
        headerName: t('fields.endDate'),
        width: 115,
        valueFormatter: (v: string | null) => (v ? formatDate(v, language) : '—'),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 130,
        renderCell: ({ row }) => (
          <StatusChip status={row.status} labelPrefix="contracts:status" tones={CONTRACT_TONES} />
        ),
      },
    ],
    [t, language, employeeId],
  );
  return (
    <>
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField
          label={t('list.search')}
          value={filters.q ?? ''}
          onChange={(q) => list.setFilter('q', q)}
        />
        <TextField
          select
          label={t('fields.status')}
          value={filters.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value)}
          sx={{ minWidth: 170, maxWidth: { md: 220 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {CONTRACT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('fields.type')}
          value={filters.type ?? ''}
          onChange={(e) => list.setFilter('type', e.target.value)}
          sx={{ minWidth: 170, maxWidth: { md: 220 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {CONTRACT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('list.title')}
        emptyTitle={Object.keys(filters).length ? t('list.emptyFiltered') : t('list.empty')}
        onRowClick={(row) => navigate(`/hr/contracts/${row.id}`)}
        testId="contracts-grid"
      />
    </>
  );
}
