import { useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/dates/DateField';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type ExpenseClaim } from './api';
import { ClaimDrawer } from './ClaimDrawer';
import { ClaimsGrid } from './ClaimsGrid';
import { StatusFilter } from './StatusFilter';
import { SubmitClaimDialog } from './SubmitClaimDialog';

const FILTERS = ['status', 'from', 'to'] as const;

/** The caller's claims, newest expense first, and the form to submit a new one with its receipt. */
export function MyClaimsPage() {
  const { t } = useTranslation('expenses');
  const notify = useNotify();
  const list = useServerList<ExpenseClaim>(PATHS.mine, { filters: FILTERS, sort: '-expenseDate' });
  const [opened, setOpened] = useState<ExpenseClaim | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { filters } = list.params;
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <PageHeader
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setSubmitting(true)}
            data-testid="claim-new"
          >
            {t('mine.new')}
          </Button>
        }
      />
      <FilterBar active={filtered} onClear={list.clearFilters}>
        <StatusFilter value={filters.status ?? ''} onChange={(v) => list.setFilter('status', v)} />
        <DateField
          label={t('filters.from')}
          value={filters.from ?? ''}
          onChange={(v) => list.setFilter('from', v)}
          fullWidth={false}
        />
        <DateField
          label={t('filters.to')}
          value={filters.to ?? ''}
          onChange={(v) => list.setFilter('to', v)}
          fullWidth={false}
        />
      </FilterBar>
      <ClaimsGrid
        list={list}
        label={t('mine.title')}
        emptyTitle={filtered ? t('mine.emptyFiltered') : t('mine.empty')}
        onOpen={setOpened}
        testId="my-claims-grid"
      />
      <ClaimDrawer claim={opened} onClose={() => setOpened(null)} />
      <SubmitClaimDialog
        open={submitting}
        onClose={() => setSubmitting(false)}
        onSubmitted={(claim) => {
          setSubmitting(false);
          notify(t('form.done', { reference: claim.reference }));
          list.reload();
        }}
      />
    </>
  );
}
