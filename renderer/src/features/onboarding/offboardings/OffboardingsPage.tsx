import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ExitToAppOutlined from '@mui/icons-material/ExitToAppOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OFFBOARDING_STATUSES } from '../../../../../shared/onboarding';
import { formatDate } from '../../../components/dates/isoDate';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { OFFBOARDINGS_PATH, OFFBOARDING_TONES, type Offboarding } from '../api';
import { InitiateOffboardingDialog } from './InitiateOffboardingDialog';

/** Departures: to approve, scheduled, carried out. */
export function OffboardingsPage() {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<Offboarding>(OFFBOARDINGS_PATH, { filters: ['status'], sort: 'exitDate' });
  const [initiating, setInitiating] = useState(false);
  const columns = useMemo<GridColDef<Offboarding>[]>(
    () => [
      {
        field: 'employee',
        headerName: t('fields.employee'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => row.employee.name,
      },
      {
        field: 'reason',
        headerName: t('fields.reason'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueFormatter: (v: string) => t(`reason.${v}`),
      },
      {
        field: 'exitDate',
        headerName: t('fields.exitDate'),
        width: 130,
        valueFormatter: (v: string) => formatDate(v, language),
      },
      {
        field: 'initiatedBy',
        headerName: t('fields.initiatedBy'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => row.initiatedBy?.name ?? '—',
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 170,
        renderCell: ({ row }) => (
          <StatusChip
            status={row.status}
            labelPrefix="onboarding:offboardingStatus"
            tones={OFFBOARDING_TONES}
          />
        ),
      },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('offboardings.title')}
        subtitle={t('offboardings.subtitle')}
        actions={
          <Button
            variant="contained"
            color="warning"
            startIcon={<ExitToAppOutlined />}
            onClick={() => setInitiating(true)}
            data-testid="offboarding-initiate"
          >
            {t('offboardings.initiate')}
          </Button>
        }
      />
      <FilterBar active={Boolean(list.params.filters.status)} onClear={list.clearFilters}>
        <TextField
          select
          label={t('fields.status')}
          value={list.params.filters.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value)}
          sx={{ minWidth: 200, maxWidth: { md: 260 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {OFFBOARDING_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`offboardingStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('offboardings.title')}
        emptyTitle={t('offboardings.empty')}
        onRowClick={(row) => navigate(`/hr/offboarding/${row.employee.id}`)}
        testId="offboardings-grid"
      />
      <InitiateOffboardingDialog
        open={initiating}
        onClose={() => setInitiating(false)}
        onDone={(o) => {
          setInitiating(false);
          notify(t('offboardings.initiated', { name: o.employee.name }));
          navigate(`/hr/offboarding/${o.employee.id}`);
        }}
      />
    </>
  );
}
