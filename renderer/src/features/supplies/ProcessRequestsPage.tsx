import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, PURCHASE_REQUEST_STATUSES, ROUTES, type PurchaseRequest } from './api';
import { RequestStatusFilter, RequestsGrid } from './RequestsGrid';

const FILTERS = ['status', 'q'] as const;
/** What waits for supplies.manage: approved requests to order, ordered ones to receive (the default view). */
const TO_PROCESS = 'APPROVED,ORDERED';
const ALL = PURCHASE_REQUEST_STATUSES.join(',');

/** Every purchase request, by default those to order or receive; a row opens the request and its actions. */
export function ProcessRequestsPage() {
  const { t } = useTranslation('supplies');
  const navigate = useNavigate();
  const list = useServerList<PurchaseRequest>(PATHS.requests, { filters: FILTERS, sort: 'neededBy', query: { status: TO_PROCESS } });
  const { filters } = list.params;
  const status = filters.status ?? TO_PROCESS;
  return (
    <>
      <PageHeader title={t('process.title')} subtitle={t('process.subtitle')} />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('process.search')} value={filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
        <RequestStatusFilter value={status} allValue={ALL} onChange={(v) => list.setFilter('status', v === TO_PROCESS ? '' : v)} extra={[{ value: TO_PROCESS, label: t('process.toProcess') }]} />
      </FilterBar>
      <RequestsGrid
        list={list}
        label={t('process.title')}
        emptyTitle={status === TO_PROCESS && !filters.q ? t('process.empty') : t('process.emptyFiltered')}
        onOpen={(row) => navigate(ROUTES.request(row.id))}
        withRequester
        testId="requests-grid"
      />
    </>
  );
}
