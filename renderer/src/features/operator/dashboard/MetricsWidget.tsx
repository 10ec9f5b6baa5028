import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { ChartCard } from '../../../components/charts/ChartCard';
import { StatCard } from '../../../components/charts/StatCard';
import { formatMoney } from '../../../components/money/moneyText';
import { P, type MetricsViewT } from '../api';

/** The operator dashboard: tenants by status, MRR, new tenants and churn over twelve months, plans. */
export function MetricsWidget() {
  const { t, i18n } = useTranslation('operator');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { data, loading, error } = useApiQuery<MetricsViewT>(P.metrics);
  const money = (amount: string | undefined) => (amount ? formatMoney(amount, data?.currency, language) : '—');
  const monthLabel = (month: string) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { month: 'short', year: '2-digit' }).format(new Date(`${month}-15T12:00:00Z`));
  const months = (data?.newTenantsByMonth ?? []).map((m) => monthLabel(m.month));
  return (
    <Stack spacing={2} data-testid="operator-metrics">
      <Grid container spacing={2}>
        {(
          [
            ['active', data?.tenants.active, '/operator/tenants?status=ACTIVE'],
            ['trial', data?.tenants.trial, '/operator/tenants?status=TRIAL'],
            ['suspended', data?.tenants.suspended, '/operator/tenants?status=SUSPENDED'],
          ] as const
        ).map(([key, value, to]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <StatCard label={t(`metrics.${key}`)} value={value ?? '—'} loading={loading} to={to} testId={`metric-${key}`} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            label={t('metrics.mrr')}
            value={money(data?.mrr.net)}
            hint={data ? t('metrics.mrrHint', { gross: money(data.mrr.gross), discounts: money(data.mrr.discounts), deals: money(data.mrr.customDeals) }) : undefined}
            loading={loading}
            testId="metric-mrr"
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('metrics.newTenants')} subtitle={t('metrics.last12Months')} loading={loading} error={error} testId="chart-new-tenants">
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: months }]}
              yAxis={[{ tickMinStep: 1 }]}
              series={[{ data: (data?.newTenantsByMonth ?? []).map((m) => m.count), label: t('metrics.newTenants'), color: '#2e6b3a' }]}
              hideLegend
              margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title={t('metrics.churn')}
            subtitle={data ? t('metrics.churnHint', { count: data.churn.last30Days, rate: data.churn.rate }) : undefined}
            loading={loading}
            error={error}
            testId="chart-churn"
          >
            <LineChart
              height={260}
              xAxis={[{ scaleType: 'point', data: months }]}
              series={[{ data: (data?.churnByMonth ?? []).map((m) => Number(m.rate)), label: t('metrics.churnRate'), color: '#a33b20', curve: 'linear' }]}
              hideLegend
              margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('metrics.plans')} loading={loading} error={error} empty={data?.plans.length === 0} emptyTitle={t('metrics.noPlans')} testId="chart-plans">
            <PieChart
              height={240}
              series={[{ data: (data?.plans ?? []).map((p, i) => ({ id: i, value: p.tenants, label: `${p.name} (${money(p.mrr)})` })), innerRadius: 50 }]}
            />
          </ChartCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
