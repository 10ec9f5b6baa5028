import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { axisNumber } from '../../components/charts/axisNumber';
import { ChartCard } from '../../components/charts/ChartCard';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { DownloadButton } from '../../components/files/DownloadButton';
import { FilterBar } from '../../components/grid/FilterBar';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type Variance } from './api';
import { monthLabels } from './months';
import { VarianceTable } from './VarianceTable';

/** Budget against actuals of a year or a month: the ACTIVE budget's lines, a chart and the table, CSV export. */
export function VariancePage() {
  const { t, i18n } = useTranslation('budgets');
  const [params, setParams] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const year = Number(params.get('year')) || currentYear;
  const month = Number(params.get('month')) || undefined;
  const query = { year, ...(month ? { month } : {}) };
  const result = useApiQuery<Variance>(PATHS.variance, query);
  const set = (key: 'year' | 'month', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const missing = isApiProblem(result.error) && result.error.status === 404;
  const v = result.data && result.data.year === year && (result.data.month ?? undefined) === month ? result.data : undefined;
  // The 15 largest accounts (budgeted or actual), in account order.
  const size = (r: Variance['rows'][number]) => Math.max(Math.abs(Number(r.budgeted)), Math.abs(Number(r.actual)));
  const chartRows = [...(v?.rows ?? [])]
    .sort((a, b) => size(b) - size(a))
    .slice(0, 15)
    .sort((a, b) => a.accountCode.localeCompare(b.accountCode));
  return (
    <>
      <PageHeader
        title={t('variance.title')}
        subtitle={v ? t('variance.subtitle', { name: v.budget.name }) : undefined}
        actions={v ? <DownloadButton path={PATHS.varianceExport} query={query} fallbackName={`budget-variance_${year}.csv`} label={t('variance.export')} data-testid="variance-export" /> : undefined}
      />
      <FilterBar active={Boolean(month) || year !== currentYear} onClear={() => setParams(new URLSearchParams(), { replace: true })}>
        <TextField select size="small" label={t('fields.fiscalYear')} value={String(year)} onChange={(e) => set('year', e.target.value)} sx={{ minWidth: 120 }} data-testid="variance-year">
          {Array.from({ length: 7 }, (_, i) => currentYear + 1 - i).map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('fields.month')} value={month ? String(month) : ''} onChange={(e) => set('month', e.target.value)} sx={{ minWidth: 150 }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} data-testid="variance-month">
          <MenuItem value="">{t('variance.wholeYear')}</MenuItem>
          {monthLabels(i18n.resolvedLanguage).map((label, i) => (
            <MenuItem key={label} value={String(i + 1)}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      {missing ? (
        <EmptyState title={t('variance.noActive', { year })} description={t('variance.noActiveHint')} />
      ) : result.error ? (
        <ProblemAlert error={result.error} />
      ) : !v ? (
        <LoadingState />
      ) : (
        <Grid container spacing={2}>
          <Grid size={12}>
            <ChartCard title={t('variance.chart')} empty={chartRows.length === 0} emptyTitle={t('variance.empty')} height={300} testId="variance-chart">
              <BarChart
                height={300}
                skipAnimation
                xAxis={[{ scaleType: 'band', data: chartRows.map((r) => r.accountCode) }]}
                yAxis={[{ valueFormatter: axisNumber(i18n.resolvedLanguage), width: 80 }]}
                series={[
                  { data: chartRows.map((r) => Number(r.budgeted)), label: t('fields.budgeted'), color: '#2e6b3a' },
                  { data: chartRows.map((r) => Number(r.actual)), label: t('fields.actual'), color: '#c77700' },
                ]}
              />
            </ChartCard>
          </Grid>
          <Grid size={12}>
            <Paper variant="outlined">{v.rows.length === 0 ? <EmptyState title={t('variance.empty')} /> : <VarianceTable variance={v} />}</Paper>
          </Grid>
        </Grid>
      )}
    </>
  );
}
