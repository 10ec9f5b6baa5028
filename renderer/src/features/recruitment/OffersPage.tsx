import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
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
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, JOB_OFFER_STATUSES, PATHS, ROUTES, TONES, type JobOffer } from './api';
import { OfferDialog } from './OfferDialog';
import { SettingsDialog } from './SettingsDialog';

const FILTERS = ['status', 'templates'] as const;

/** Job offers and reusable templates: status filter, drafting; a row opens the offer and its preview. */
export function OffersPage() {
  const { t, i18n } = useTranslation('recruitment');
  const notify = useNotify();
  const navigate = useNavigate();
  const { can } = useAuth();
  const list = useServerList<JobOffer>(PATHS.offers, { filters: FILTERS, sort: '-createdAt' });
  const [creating, setCreating] = useState<'offer' | 'template' | null>(null);
  const [settings, setSettings] = useState(false);
  const { filters } = list.params;
  const language = i18n.resolvedLanguage ?? 'fr';
  const columns = useMemo<GridColDef<JobOffer>[]>(
    () => [
      { field: 'title', headerName: t('fields.offerTitle'), flex: 1, minWidth: 220, valueGetter: (_v, row) => (row.isTemplate ? `${row.title} (${t('offers.template')})` : row.title) },
      { field: 'requisition', headerName: t('fields.requisition'), width: 200, sortable: false, valueGetter: (_v, row) => row.requisition?.jobTitle ?? '—' },
      { field: 'applicationCount', headerName: t('fields.applications'), width: 130, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'publishedAt', headerName: t('fields.publishedAt'), width: 140, sortable: false, valueGetter: (_v, row) => (row.publishedAt ? formatDate(row.publishedAt, language) : '—') },
      { field: 'status', headerName: t('fields.status'), width: 150, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="recruitment:offerStatus" tones={TONES} /> },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('offers.title')}
        subtitle={t('offers.subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            {can(ACCESS.sendLetter) && (
              <Button variant="text" onClick={() => setSettings(true)} data-testid="recruitment-settings">
                {t('settings.open')}
              </Button>
            )}
            {can(ACCESS.createOffer) && (
              <>
                <Button variant="outlined" onClick={() => setCreating('template')} data-testid="template-create">
                  {t('offers.createTemplate')}
                </Button>
                <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating('offer')} data-testid="offer-create">
                  {t('offers.create')}
                </Button>
              </>
            )}
          </Stack>
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField select size="small" label={t('fields.status')} value={filters.status ?? ''} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {JOB_OFFER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`offerStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('offers.kind')} value={filters.templates ?? ''} onChange={(e) => list.setFilter('templates', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="false">{t('offers.offersOnly')}</MenuItem>
          <MenuItem value="true">{t('offers.templatesOnly')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('offers.title')} emptyTitle={t('offers.empty')} onRowClick={(row) => navigate(ROUTES.offer(row.id))} testId="offers-grid" />
      {settings && (
        <SettingsDialog
          onClose={() => setSettings(false)}
          onSaved={() => {
            setSettings(false);
            notify(t('settings.saved'));
          }}
        />
      )}
      {creating && (
        <OfferDialog
          offer={null}
          template={creating === 'template'}
          onClose={() => setCreating(null)}
          onSaved={(saved) => {
            notify(t('offers.saved', { title: saved.title }));
            setCreating(null);
            navigate(ROUTES.offer(saved.id));
          }}
        />
      )}
    </>
  );
}
