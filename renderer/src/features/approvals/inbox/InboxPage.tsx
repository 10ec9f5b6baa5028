import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/AuthContext';
import { PageHeader } from '../../../components/layout/PageHeader';
import { INBOX_PATH, OVERSEE, PENDING_PATH } from '../api';
import { DelegationsPanel } from '../delegations/DelegationsPanel';
import { PendingGrid } from './PendingGrid';

type TabId = 'mine' | 'team' | 'all' | 'delegations';

/**
 * The approval inbox: requests of every type waiting for my decision (as approver or stand-in),
 * for those who oversee approvals my team's and everyone's, and my delegations.
 */
export function InboxPage() {
  const { t } = useTranslation('workflow');
  const { can } = useAuth();
  const [search, setSearch] = useSearchParams();
  const tabs: TabId[] = ['mine', ...(can(OVERSEE) ? (['team', 'all'] as const) : []), 'delegations'];
  const requested = search.get('tab') as TabId | null;
  const tab: TabId = requested && tabs.includes(requested) ? requested : 'mine';
  return (
    <>
      <PageHeader title={t('inbox.title')} subtitle={t('inbox.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_e, next: TabId) => setSearch(next === 'mine' ? {} : { tab: next }, { replace: true })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((id) => (
          <Tab key={id} value={id} label={t(`inbox.tabs.${id}`)} data-testid={`inbox-tab-${id}`} />
        ))}
      </Tabs>
      {tab === 'mine' && (
        <PendingGrid key="mine" path={INBOX_PATH} emptyTitle={t('inbox.empty')} testId="inbox-grid" />
      )}
      {tab === 'team' && (
        <PendingGrid
          key="team"
          path={PENDING_PATH}
          query={{ scope: 'team' }}
          emptyTitle={t('inbox.emptyTeam')}
          testId="team-grid"
        />
      )}
      {tab === 'all' && (
        <PendingGrid
          key="all"
          path={PENDING_PATH}
          query={{ scope: 'all' }}
          emptyTitle={t('inbox.emptyAll')}
          testId="all-grid"
        />
      )}
      {tab === 'delegations' && <DelegationsPanel />}
    </>
  );
}
