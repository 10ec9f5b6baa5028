import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { StatCard } from '../../../components/charts/StatCard';
import { INBOX_COUNT_PATH, type PendingCount } from '../api';

/** Dashboard card: how many requests wait for my decision. */
export function PendingWidget() {
  const { t } = useTranslation('workflow');
  const count = useApiQuery<PendingCount>(INBOX_COUNT_PATH);
  return (
    <StatCard
      label={t('widget.label')}
      value={count.data?.count ?? '—'}
      hint={t('widget.hint')}
      icon={<FactCheckOutlined />}
      loading={count.loading && !count.data}
      to="/approvals"
      testId="stat-pending-approvals"
    />
  );
}
