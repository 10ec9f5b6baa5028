import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STATUSES } from '../../../../../shared/onboarding';
import { formatDate } from '../../../components/dates/isoDate';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ONBOARDINGS_PATH, ONBOARDING_TONES, type Onboarding } from '../api';
import { StartOnboardingDialog } from './StartOnboardingDialog';

/** Onboardings of new hires: their progress, and starting one from a template. */
export function OnboardingsPage() {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<Onboarding>(ONBOARDINGS_PATH, { filters: ['status'], sort: '-startDate' });
  const [starting, setStarting] = useState(false);
  const columns = useMemo<GridColDef<Onboarding>[]>(
    () => [
      {
        field: 'employee',
        headerName: t('fields.employee'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => row.employee.name,
      },
      { field: 'templateName', headerName: t('fields.template'), flex: 1, minWidth: 180, sortable: false },
      {
        field: 'startDate',
        headerName: t('fields.startDate'),
        width: 120,
        valueFormatter: (v: string) => formatDate(v, language),
      },
      {
        field: 'progress',
        headerName: t('fields.progress'),
        width: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%' }} spacing={0.5}>
            <LinearProgress
              variant="determinate"
              value={row.progress.total ? (100 * row.progress.done) / row.progress.total : 0}
              aria-label={t('fields.progress')}
              aria-valuetext={t('onboardings.progress', {
                done: row.progress.done,
                total: row.progress.total,
              })}
            />
            <Typography variant="caption">
              {t('onboardings.progress', { done: row.progress.done, total: row.progress.total })}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 170,
        renderCell: ({ row }) => (
          <StatusChip
            status={row.status}
            labelPrefix="onboarding:onboardingStatus"
            tones={ONBOARDING_TONES}
          />
        ),
      },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('onboardings.title')}
        subtitle={t('onboardings.subtitle')}
        actions={
          <>
            <Button onClick={() => navigate('/hr/onboarding-templates')}>{t('templates.title')}</Button>
            <Button
              variant="contained"
              startIcon={<PlaylistAddOutlined />}
              onClick={() => setStarting(true)}
              data-testid="onboarding-start"
            >
              {t('onboardings.start')}
            </Button>
          </>
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
          {ONBOARDING_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`onboardingStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('onboardings.title')}
        emptyTitle={t('onboardings.empty')}
        onRowClick={(row) => navigate(`/hr/onboardings/${row.id}`)}
        testId="onboardings-grid"
      />
      <StartOnboardingDialog
        open={starting}
        onClose={() => setStarting(false)}
        onStarted={(o) => {
          setStarting(false);
          notify(t('onboardings.started', { name: o.employee.name }));
          navigate(`/hr/onboardings/${o.id}`);
        }}
      />
    </>
  );
}
