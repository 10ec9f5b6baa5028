import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/AuthContext';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, PATHS, ROUTES, STATUS_TONES, SURVEY_KINDS, SURVEY_STATUSES, type SurveySummary } from './api';
import { SurveyBuilderDialog } from './SurveyBuilderDialog';

const FILTERS = ['status', 'kind'] as const;

/** Surveys and pulses with their participation; a new one opens in the builder. */
export function SurveysPage() {
  const { t, i18n } = useTranslation('satisfaction');
  const me = useMe();
  const navigate = useNavigate();
  const list = useServerList<SurveySummary>(PATHS.surveys, { filters: FILTERS, sort: '-createdAt' });
  const [creating, setCreating] = useState(false);
  const { filters } = list.params;
  const columns = useMemo<GridColDef<SurveySummary>[]>(
    () => [
      { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 200 },
      { field: 'kind', headerName: t('fields.kind'), width: 110, sortable: false, valueFormatter: (value: string) => t(`kind.${value}`) },
      { field: 'status', headerName: t('fields.status'), width: 120, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="satisfaction:status" tones={STATUS_TONES} /> },
      { field: 'questionCount', headerName: t('fields.questionCount'), width: 100, sortable: false, align: 'right', headerAlign: 'right' },
      {
        field: 'answeredCount',
        headerName: t('fields.participation'),
        width: 140,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_, row) => (row.status === 'DRAFT' ? '—' : `${row.answeredCount} / ${row.assignedCount}`),
      },
      { field: 'openedAt', headerName: t('fields.openedAt'), width: 130, valueFormatter: (value: string | null) => formatDate(value?.slice(0, 10), i18n.language) },
    ],
    [t, i18n.language],
  );
  const select = (name: (typeof FILTERS)[number], values: readonly string[], prefix: string) => (
    <TextField
      select
      size="small"
      label={t(`fields.${name}`)}
      value={filters[name] ?? ''}
      onChange={(e) => list.setFilter(name, e.target.value || undefined)}
      sx={{ minWidth: 150 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {t(`${prefix}.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <PageHeader
        title={t('surveys.title')}
        subtitle={t('surveys.subtitle')}
        actions={
          me.permissions.has(ACCESS.create) ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="survey-new">
              {t('surveys.new')}
            </Button>
          ) : undefined
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        {select('status', SURVEY_STATUSES, 'status')}
        {select('kind', SURVEY_KINDS, 'kind')}
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('surveys.title')}
        emptyTitle={t('surveys.empty')}
        onRowClick={(row) => navigate(ROUTES.survey(row.id))}
        testId="surveys-grid"
      />
      <SurveyBuilderDialog open={creating} survey={null} onClose={() => setCreating(false)} onSaved={(s) => navigate(ROUTES.survey(s.id))} />
    </>
  );
}
