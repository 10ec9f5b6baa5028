import { useApiQuery } from '../../../app/api/useApiQuery';
import { DASHBOARD_PATH, type AccountingDashboard } from '../reporting-api';
import { HistoryChart } from './HistoryChart';

/** Home dashboard card: six months of revenue and expenses. */
export function AccountingHistoryWidget() {
  const dashboard = useApiQuery<AccountingDashboard>(DASHBOARD_PATH);
  return <HistoryChart data={dashboard.data} loading={dashboard.loading} error={dashboard.error} />;
}
