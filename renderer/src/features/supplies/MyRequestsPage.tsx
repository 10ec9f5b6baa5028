import { useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, ROUTES, type PurchaseRequest } from './api';
import { RequestFormDialog } from './RequestFormDialog';
import { RequestStatusFilter, RequestsGrid } from './RequestsGrid';

const FILTERS = ['status'] as const;

/** The caller's purchase requests, newest first, and the form to draft a new one. */
export function MyRequestsPage() {
  const { t } = useTranslation('supplies');
  const notify = useNotify();
  const navigate = useNavigate();
  const list = useServerList<PurchaseRequest>(PATHS.mine, { filters: FILTERS, sort: '-createdAt' });
  const [creating, setCreating] = useState(false);
  const { filters } = list.params;
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <PageHeader
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="request-new">
            {t('mine.new')}
          </Button>
        }
      />
      <FilterBar active={filtered} onClear={list.clearFilters}>
        <RequestStatusFilter value={filters.status ?? ''} onChange={(v) => list.setFilter('status', v)} />
      </FilterBar>
      <RequestsGrid list={list} label={t('mine.title')} emptyTitle={filtered ? t('mine.emptyFiltered') : t('mine.empty')} onOpen={(row) => navigate(ROUTES.request(row.id))} testId="my-requests-grid" />
      {creating && (
        <RequestFormDialog
          request={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            notify(t('form.saved', { reference: saved.reference }));
            navigate(ROUTES.request(saved.id));
          }}
        />
      )}
    </>
  );
}
