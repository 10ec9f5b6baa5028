import { useState } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/AuthContext';
import { DateField } from '../../components/dates/DateField';
import { DownloadButton } from '../../components/files/DownloadButton';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, PATHS, type ExpenseClaim } from './api';
import { ClaimDrawer } from './ClaimDrawer';
import { ClaimsGrid } from './ClaimsGrid';
import { CategoryFilter, StatusFilter } from './StatusFilter';
import { useClaimActions } from './useClaimActions';

const FILTERS = ['q', 'status', 'category', 'employeeId', 'from', 'to'] as const;

/**
 * Claims to process: a manager's team, or the whole company for accounting. Each row offers the
 * moves its state allows; the CSV export (accounting.report.read) follows the period and status
 * filters.
 */
export function ManageClaimsPage() {
  const { t } = useTranslation('expenses');
  const me = useMe();
  const list = useServerList<ExpenseClaim>(PATHS.claims, { filters: FILTERS, sort: '-expenseDate' });
  const [opened, setOpened] = useState<ExpenseClaim | null>(null);
  const actions = useClaimActions((claim) => {
    setOpened((current) => (current?.id === claim.id ? claim : current));
    list.reload();
  });
  const { filters } = list.params;
  const filtered = Object.keys(filters).length > 0;
  const employeeName = filters.employeeId
    ? list.rows.find((c) => c.employee.id === filters.employeeId)?.employee.name
    : undefined;
  const exportQuery = { from: filters.from, to: filters.to, status: filters.status };
  return (
    <>
      <PageHeader
        title={t('manage.title')}
        subtitle={t('manage.subtitle')}
        actions={
          me.permissions.has(ACCESS.export) ? (
            <DownloadButton
              path={PATHS.export}
              query={exportQuery}
              fallbackName="notes-de-frais.csv"
              label={t('manage.export')}
              data-testid="claims-export"
            />
          ) : undefined
        }
      />
      <FilterBar active={filtered} onClear={list.clearFilters}>
        <SearchField
          label={t('filters.search')}
          value={filters.q ?? ''}
          onChange={(v) => list.setFilter('q', v)}
        />
        <StatusFilter value={filters.status ?? ''} onChange={(v) => list.setFilter('status', v)} />
        <CategoryFilter value={filters.category ?? ''} onChange={(v) => list.setFilter('category', v)} />
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
        {filters.employeeId && (
          <Chip
            label={`${t('filters.employee')} : ${employeeName ?? '…'}`}
            onDelete={() => list.setFilter('employeeId', undefined)}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </FilterBar>
      <ClaimsGrid
        list={list}
        label={t('manage.title')}
        emptyTitle={filtered ? t('manage.emptyFiltered') : t('manage.empty')}
        showEmployee
        onOpen={setOpened}
        onAction={actions.run}
        testId="claims-grid"
      />
      <ClaimDrawer
        claim={opened}
        onClose={() => setOpened(null)}
        onAction={actions.run}
        onEmployee={(employeeId) => {
          setOpened(null);
          list.setFilter('employeeId', employeeId);
        }}
      />
      {actions.dialogs}
    </>
  );
}
