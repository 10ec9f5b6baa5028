import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, PATHS, REQUISITION_STATUSES, ROUTES, TONES, type Requisition } from './api';
import { RequisitionDialog } from './RequisitionDialog';

const FILTERS = ['q', 'status'] as const;

/** Job requisitions (one's own only without recruitment.requisition.read): search, status, drafting. */
export function RequisitionsPage() {
  const { t, i18n } = useTranslation('recruitment');
  const notify = useNotify();
  const navigate = useNavigate();
  const { can } = useAuth();
  const list = useServerList<Requisition>(PATHS.requisitions, { filters: FILTERS, sort: '-createdAt' });
  const [creating, setCreating] = useState(false);
  const { filters } = list.params;
  const language = i18n.resolvedLanguage ?? 'fr';
  const columns = useMemo<GridColDef<Requisition>[]>(
    () => [
      { field: 'jobTitle', headerName: t('fields.jobTitle'), flex: 1, minWidth: 200 },
      { field: 'department', headerName: t('fields.department'), width: 180, sortable: false, valueGetter: (_v, row) => row.department?.name ?? '—' },
      { field: 'priority', headerName: t('fields.priority'), width: 130, valueGetter: (_v, row) => t(`priorities.${row.priority}`) },
      { field: 'contractType', headerName: t('fields.contractType'), width: 130, sortable: false, valueGetter: (_v, row) => t(`contractTypes.${row.contractType}`) },
      { field: 'headcount', headerName: t('fields.headcount'), width: 100, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'author', headerName: t('fields.author'), width: 170, sortable: false, valueGetter: (_v, row) => row.author.name },
      { field: 'createdAt', headerName: t('fields.createdAt'), width: 130, valueGetter: (_v, row) => formatDate(row.createdAt, language) },
      { field: 'status', headerName: t('fields.status'), width: 170, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="recruitment:requisitionStatus" tones={TONES} /> },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('requisitions.title')}
        subtitle={t('requisitions.subtitle')}
        actions={
          can(ACCESS.createRequisition) && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="requisition-create">
              {t('requisitions.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('requisitions.search')} value={filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
        <TextField select size="small" label={t('fields.status')} value={filters.status ?? ''} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {REQUISITION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`requisitionStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('requisitions.title')} emptyTitle={t('requisitions.empty')} onRowClick={(row) => navigate(ROUTES.requisition(row.id))} testId="requisitions-grid" />
      {creating && (
        <RequisitionDialog
          requisition={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            notify(t('requisitions.saved', { title: saved.jobTitle }));
            setCreating(false);
            navigate(ROUTES.requisition(saved.id));
          }}
        />
      )}
    </>
  );
}
