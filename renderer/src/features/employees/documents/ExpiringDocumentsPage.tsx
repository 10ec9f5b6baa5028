import { useMemo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/dates/isoDate';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { ExpiringDocument } from '../api';

const FILTERS = ['days', 'includeExpired'] as const;

/** Documents of current employees that expire soon (30 days by default), also mailed by the daily job. */
export function ExpiringDocumentsPage() {
  const { t, i18n } = useTranslation('employees');
  const navigate = useNavigate();
  const list = useServerList<ExpiringDocument>('/hr/documents/expiring', {
    filters: FILTERS,
    sort: 'expiryDate',
  });
  const language = i18n.resolvedLanguage ?? 'fr';
  const { filters } = list.params;

  const columns = useMemo<GridColDef<ExpiringDocument>[]>(
    () => [
      {
        field: 'employee',
        headerName: t('expiring.employee'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => row.employee?.fullName ?? '',
      },
      {
        field: 'category',
        headerName: t('documents.category'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: string) => t(`documents.categories.${value}`, { defaultValue: value }),
      },
      { field: 'title', headerName: t('documents.documentTitle'), flex: 1.2, minWidth: 180, sortable: false },
      {
        field: 'expiryDate',
        headerName: t('documents.expiryDate'),
        width: 140,
        valueFormatter: (value: string) => formatDate(value, language),
      },
      {
        field: 'daysLeft',
        headerName: t('expiring.daysLeft'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.daysLeft < 0 ? (
            <Chip size="small" color="error" label={t('documents.expired')} />
          ) : (
            <Chip
              size="small"
              color={row.daysLeft <= 7 ? 'error' : 'warning'}
              label={t('documents.expiresIn', { count: row.daysLeft })}
            />
          ),
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeader title={t('expiring.title')} subtitle={t('expiring.subtitle')} />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField
          select
          label={t('expiring.within')}
          value={filters.days ?? '30'}
          onChange={(e) => list.setFilter('days', e.target.value === '30' ? '' : e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {['7', '30', '60', '90'].map((d) => (
            <MenuItem key={d} value={d}>
              {t('expiring.days', { count: Number(d) })}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={filters.includeExpired === 'true'}
              onChange={(e) => list.setFilter('includeExpired', e.target.checked ? 'true' : '')}
            />
          }
          label={t('expiring.includeExpired')}
        />
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('expiring.title')}
        emptyTitle={t('expiring.empty')}
        onRowClick={(row) => navigate(`/hr/employees/${row.employeeId}?tab=documents`)}
        testId="expiring-grid"
      />
    </>
  );
}
