import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { subDays } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { axisNumber } from '../../../components/charts/axisNumber';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { ChartCard } from '../../../components/charts/ChartCard';
import { StatCard } from '../../../components/charts/StatCard';
import { PeriodPicker } from '../../../components/dates/PeriodPicker';
import { toIsoDate, type Period } from '../../../components/dates/isoDate';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { BOOKING_STATUSES, PATHS, type BookingStats } from '../api';

const STATUS_COLORS = {
  PENDING: '#ed6c02',
  APPROVED: '#2e7d32',
  REJECTED: '#d32f2f',
  CANCELLED: '#9e9e9e',
  COMPLETED: '#0288d1',
};

/** The managers' dashboard: activity over a period, by resource, weekday and status; feedback CSV. */
export function StatsPage() {
  const { t, i18n } = useTranslation('booking');
  const [period, setPeriod] = useState<Period>(() => ({
    from: toIsoDate(subDays(new Date(), 29)),
    to: toIsoDate(new Date()),
  }));
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const stats = useApiQuery<BookingStats>(valid ? PATHS.stats : null, { from: period.from, to: period.to });
  const s = stats.data;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'short' }).format(new Date(2026, 0, 5 + i)),
  );
  const loading = stats.loading && !s;

  return (
    <>
      <PageHeader
        title={t('stats.title')}
        subtitle={t('stats.subtitle')}
        actions={
          <DownloadButton
            path={PATHS.feedbackExport}
            query={{ from: period.from, to: period.to }}
            fallbackName="feedback.csv"
            label={t('stats.exportFeedback')}
          />
        }
      />
      <Paper sx={{ p: 2, mb: 3 }}>
        <PeriodPicker value={period} onChange={setPeriod} />
      </Paper>
      <ProblemAlert error={stats.error} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('stats.bookings')}
            value={s ? number.format(s.totals.bookings) : '—'}
            loading={loading}
            icon={<EventNoteOutlined />}
            testId="stat-bookings"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('stats.heldHours')}
            value={s ? number.format(s.totals.heldHours) : '—'}
            loading={loading}
            icon={<HourglassBottomOutlined />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('stats.averageRating')}
            value={s?.totals.averageRating != null ? `${number.format(s.totals.averageRating)} / 5` : '—'}
            hint={s ? t('stats.feedbackCount', { count: s.totals.feedbackCount }) : undefined}
            loading={loading}
            icon={<StarOutlineOutlined />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('stats.decisionDelay')}
            value={
              s?.totals.averageDecisionHours != null
                ? t('stats.hours', { value: number.format(s.totals.averageDecisionHours) })
                : '—'
            }
            hint={
              s
                ? `${t('stats.rejectionRate')} ${percent.format(s.totals.rejectionRate)} · ${t('stats.cancellationRate')} ${percent.format(s.totals.cancellationRate)}`
                : undefined
            }
            loading={loading}
            icon={<TimerOutlined />}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartCard
            title={t('stats.byResource')}
            loading={loading}
            empty={s?.byResource.length === 0}
            emptyTitle={t('stats.empty')}
            testId="stats-by-resource"
          >
            <BarChart
              height={260}
              layout="horizontal"
              xAxis={[{ valueFormatter: axisNumber(i18n.resolvedLanguage) }]}
              yAxis={[
                {
                  scaleType: 'band',
                  data: (s?.byResource ?? []).slice(0, 10).map((r) => r.name),
                  width: 160,
                },
              ]}
              series={[
                {
                  data: (s?.byResource ?? []).slice(0, 10).map((r) => r.heldHours),
                  label: t('stats.heldHours'),
                  color: '#2e6b3a',
                },
              ]}
              hideLegend
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartCard
            title={t('stats.byStatus')}
            loading={loading}
            empty={s?.totals.bookings === 0}
            emptyTitle={t('stats.empty')}
          >
            <PieChart
              height={240}
              series={[
                {
                  innerRadius: 50,
                  data: BOOKING_STATUSES.map((status, id) => ({
                    id,
                    value: s?.totals.byStatus[status] ?? 0,
                    label: t(`status.${status}`),
                    color: STATUS_COLORS[status],
                  })).filter((d) => d.value > 0),
                },
              ]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ChartCard
            title={t('stats.byWeekday')}
            loading={loading}
            empty={s?.totals.bookings === 0}
            emptyTitle={t('stats.empty')}
          >
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: weekdays }]}
              yAxis={[{ tickMinStep: 1, valueFormatter: axisNumber(i18n.resolvedLanguage) }]}
              series={[
                {
                  data: (s?.byWeekday ?? []).map((d) => d.bookings),
                  label: t('stats.bookings'),
                  color: '#1565c0',
                },
              ]}
              hideLegend
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title={t('stats.topRequesters')}
              slotProps={{ title: { variant: 'h4', component: 'h2' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <List dense>
                {(s?.topRequesters ?? []).map((r) => (
                  <ListItem key={r.requesterId} disableGutters>
                    <ListItemText
                      primary={r.name ?? '—'}
                      secondary={t('stats.bookingCount', { count: r.bookings })}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
