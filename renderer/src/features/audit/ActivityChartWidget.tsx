import { useEffect, useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisNumber } from '../../components/charts/axisNumber';
import { subDays } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import type { ListEnvelope } from '../../app/api/types';
import { ChartCard } from '../../components/charts/ChartCard';
import { toIsoDate } from '../../components/dates/isoDate';
import { AUDIT_EVENTS_PATH } from './api';

const DAYS = 7;

interface DayCount {
  day: string;
  count: number;
}

/** Dashboard chart: how many changes were recorded on each of the last seven days. */
export function ActivityChartWidget() {
  const { t, i18n } = useTranslation('audit');
  const [data, setData] = useState<DayCount[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    const today = new Date();
    const days = Array.from({ length: DAYS }, (_, i) => toIsoDate(subDays(today, DAYS - 1 - i)));
    Promise.all(
      days.map((day) =>
        api
          .get<ListEnvelope<unknown>>(
            AUDIT_EVENTS_PATH,
            { from: day, to: day, pageSize: 1 },
            controller.signal,
          )
          .then((page) => ({ day, count: page.total })),
      ),
    )
      .then(setData)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err);
      });
    return () => controller.abort();
  }, []);

  const weekday = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'short',
    day: 'numeric',
  });
  const empty = data !== null && data.every((d) => d.count === 0);
  return (
    <ChartCard
      title={t('widgets.chartTitle')}
      subtitle={t('widgets.chartSubtitle', { count: DAYS })}
      loading={data === null && !error}
      error={error}
      empty={empty}
      emptyTitle={t('widgets.noActivity')}
      testId="activity-chart"
    >
      <BarChart
        height={260}
        xAxis={[
          { scaleType: 'band', data: (data ?? []).map((d) => weekday.format(new Date(`${d.day}T12:00:00`))) },
        ]}
        yAxis={[{ tickMinStep: 1, valueFormatter: axisNumber(i18n.resolvedLanguage) }]}
        series={[
          { data: (data ?? []).map((d) => d.count), label: t('widgets.chartSeries'), color: '#2e6b3a' },
        ]}
        hideLegend
        margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
      />
    </ChartCard>
  );
}
