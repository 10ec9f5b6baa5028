import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/ChartCard';
import { formatMoney } from '../../../components/money/moneyText';
import { useCurrency } from '../../../components/money/useCurrency';
import type { AccountingDashboard } from '../reporting-api';

/** Revenue and expenses of the last six months, side by side. */
export function HistoryChart({ data, loading, error }: { data: AccountingDashboard | undefined; loading: boolean; error: unknown }) {
  const { t, i18n } = useTranslation('accountingReports');
  const currency = useCurrency();
  const language = i18n.resolvedLanguage ?? 'fr';
  const history = data?.history ?? [];
  const monthName = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { month: 'short', year: '2-digit' });
  // Bars need numbers; the tooltips show the exact amounts of the API.
  const plot = (amount: string) => Number(amount);
  const empty = history.every((h) => h.revenue === '0.00' && h.expenses === '0.00');
  const compact = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ChartCard
      title={t('dashboard.historyTitle')}
      subtitle={t('dashboard.historySubtitle')}
      loading={loading && !data}
      error={error}
      empty={data !== undefined && empty}
      emptyTitle={t('dashboard.historyEmpty')}
      testId="accounting-history-chart"
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: history.map((h) => monthName.format(new Date(`${h.month}-15T12:00:00`))) }]}
        yAxis={[{ valueFormatter: (v: number) => compact.format(v), width: 56 }]}
        series={[
          { data: history.map((h) => plot(h.revenue)), label: t('dashboard.revenue'), color: '#2e6b3a', valueFormatter: (_v, { dataIndex }) => formatMoney(history[dataIndex]?.revenue ?? '0.00', currency, language) },
          { data: history.map((h) => plot(h.expenses)), label: t('dashboard.expenses'), color: '#c2703d', valueFormatter: (_v, { dataIndex }) => formatMoney(history[dataIndex]?.expenses ?? '0.00', currency, language) },
        ]}
      />
    </ChartCard>
  );
}
