import { useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { axisNumber } from '../../components/charts/axisNumber';
import { ChartCard } from '../../components/charts/ChartCard';
import { FilterBar } from '../../components/grid/FilterBar';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type Analytics, type JobOffer } from './api';

/** Applications by source (and hires), and how many reach each stage: the conversion from one stage to the next. */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('recruitment');
  const [offerId, setOfferId] = useState('');
  const offers = useApiQuery<{ items: JobOffer[] }>(PATHS.offers, { templates: 'false', pageSize: 200, sort: '-createdAt' });
  const query = useApiQuery<Analytics>(PATHS.analytics, offerId ? { offerId } : undefined);
  const a = query.data;
  const language = i18n.resolvedLanguage ?? 'fr';
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const stages = (a?.byStage ?? []).filter((s) => s.stage !== 'REJECTED');
  return (
    <>
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle', { count: a?.total ?? 0 })} />
      <FilterBar active={offerId !== ''} onClear={() => setOfferId('')}>
        <TextField select size="small" label={t('analytics.offer')} value={offerId} onChange={(e) => setOfferId(e.target.value)} sx={{ minWidth: 260 }} data-testid="analytics-offer">
          <MenuItem value="">{t('analytics.allOffers')}</MenuItem>
          {(offers.data?.items ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.title}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={t('analytics.bySource')} loading={query.loading && !a} error={query.error} empty={a?.total === 0} emptyTitle={t('analytics.empty')} testId="analytics-by-source">
            <BarChart
              height={280}
              layout="horizontal"
              xAxis={[{ valueFormatter: axisNumber(language), tickMinStep: 1 }]}
              yAxis={[{ scaleType: 'band', data: (a?.bySource ?? []).map((s) => t(`sources.${s.source}`)), width: 170 }]}
              series={[
                { data: (a?.bySource ?? []).map((s) => s.applications), label: t('analytics.applications'), color: '#1565c0' },
                { data: (a?.bySource ?? []).map((s) => s.hired), label: t('analytics.hired'), color: '#2e6b3a' },
              ]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={t('analytics.byStage')} loading={query.loading && !a} error={query.error} empty={a?.total === 0} emptyTitle={t('analytics.empty')} testId="analytics-by-stage">
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: stages.map((s) => t(`stages.${s.stage}`)) }]}
              yAxis={[{ tickMinStep: 1, valueFormatter: axisNumber(language) }]}
              series={[
                { data: stages.map((s) => s.reached), label: t('analytics.reached'), color: '#1565c0' },
                { data: stages.map((s) => s.current), label: t('analytics.current'), color: '#ef6c00' },
              ]}
            />
          </ChartCard>
        </Grid>
        <Grid size={12}>
          <Table size="small" aria-label={t('analytics.conversion')} data-testid="analytics-conversion">
            <TableHead>
              <TableRow>
                <TableCell>{t('analytics.stage')}</TableCell>
                <TableCell align="right">{t('analytics.reached')}</TableCell>
                <TableCell align="right">{t('analytics.current')}</TableCell>
                <TableCell align="right">{t('analytics.conversionPercent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(a?.byStage ?? []).map((s) => (
                <TableRow key={s.stage}>
                  <TableCell>{t(`stages.${s.stage}`)}</TableCell>
                  <TableCell align="right">{s.reached}</TableCell>
                  <TableCell align="right">{s.current}</TableCell>
                  <TableCell align="right">{s.conversionPercent === null ? '—' : `${percent.format(s.conversionPercent)} %`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Grid>
      </Grid>
    </>
  );
}
