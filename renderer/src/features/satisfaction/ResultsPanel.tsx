import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ChartCard } from '../../components/charts/ChartCard';
import { StatCard } from '../../components/charts/StatCard';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { MIN_GROUP_SIZE, PATHS, type Department, type QuestionResult, type SurveyResults } from './api';

const ENPS_COLORS = { detractors: '#c62828', passives: '#9e9e9e', promoters: '#2e7d32' };

/** One question's chart: the distribution of a scale, the share of each option, or the texts. */
function QuestionCard({ q, index }: { q: QuestionResult; index: number }) {
  const { t } = useTranslation('satisfaction');
  const title = `${index + 1}. ${q.label}`;
  if (q.hidden) {
    return (
      <Card sx={{ height: '100%' }} data-testid={`result-${index + 1}`}>
        <CardHeader title={title} slotProps={{ title: { variant: 'h4', component: 'h3' } }} />
        <CardContent>
          <Alert severity="info" data-testid="result-hidden">
            {t('results.hiddenQuestion', { min: MIN_GROUP_SIZE })}
          </Alert>
        </CardContent>
      </Card>
    );
  }
  const subtitle = [t('results.answers', { count: q.answeredCount ?? 0 }), q.average ? t('results.average', { value: q.average }) : null, q.enps ? t('results.enps', { value: q.enps.score }) : null]
    .filter(Boolean)
    .join(' · ');
  if (q.type === 'TEXT') {
    return (
      <Card sx={{ height: '100%' }} data-testid={`result-${index + 1}`}>
        <CardHeader title={title} subheader={subtitle} slotProps={{ title: { variant: 'h4', component: 'h3' } }} />
        <CardContent sx={{ pt: 0, maxHeight: 280, overflow: 'auto' }} tabIndex={0} aria-label={title}>
          <List dense>
            {q.texts.map((text, i) => (
              <ListItem key={i} divider>
                <ListItemText primary={text} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    );
  }
  if (q.type === 'CHOICE') {
    return (
      <ChartCard title={title} subtitle={subtitle} testId={`result-${index + 1}`} height={240}>
        <PieChart height={220} series={[{ innerRadius: 40, data: q.options.map((o, id) => ({ id, value: o.count, label: `${o.option} (${o.percent} %)` })) }]} />
      </ChartCard>
    );
  }
  return (
    <ChartCard title={title} subtitle={subtitle} testId={`result-${index + 1}`} height={240}>
      <BarChart
        height={230}
        xAxis={[{ scaleType: 'band', data: q.distribution.map((d) => String(d.value)), label: t('results.value') }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: q.distribution.map((d) => d.count),
            label: t('results.count'),
            color: '#1565c0',
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

/** The anonymous results of a survey: key figures, one chart per question, the breakdown by department. */
export function ResultsPanel({ surveyId }: { surveyId: string }) {
  const { t } = useTranslation('satisfaction');
  const [departmentId, setDepartmentId] = useState('');
  const departments = useApiQuery<{ items: Department[] }>(PATHS.departments);
  const results = useApiQuery<SurveyResults>(PATHS.results(surveyId), { departmentId: departmentId || undefined });
  const r = results.data;
  const enps = r?.questions.find((q) => q.type === 'ENPS' && q.enps)?.enps;
  return (
    <Stack spacing={2} data-testid="survey-results">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {t('results.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('results.department')}
          value={departmentId}
          onChange={(e) => setDepartmentId(e.target.value)}
          sx={{ minWidth: 240 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('results.allDepartments')}</MenuItem>
          {(departments.data?.items ?? []).map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ProblemAlert error={results.error ?? departments.error} />
      {r?.hidden && (
        <Alert severity="warning" data-testid="results-hidden">
          {t('results.hidden', { min: MIN_GROUP_SIZE })}
        </Alert>
      )}
      {r && !r.hidden && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <StatCard
              label={t('results.respondents')}
              value={r.assignedCount !== null ? `${r.respondentCount} / ${r.assignedCount}` : String(r.respondentCount)}
              icon={<GroupsOutlined />}
              testId="results-respondents"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <StatCard
              label={t('results.enpsLabel')}
              value={enps ? enps.score : '—'}
              hint={enps ? t('results.enpsHint', { promoters: enps.promotersPercent, passives: enps.passivesPercent, detractors: enps.detractorsPercent }) : undefined}
              icon={<SentimentSatisfiedAltOutlined />}
              testId="results-enps"
            />
          </Grid>
          {enps && (
            <Grid size={{ xs: 12 }}>
              <ChartCard title={t('results.enpsSplit')} height={120}>
                <BarChart
                  height={110}
                  layout="horizontal"
                  yAxis={[{ scaleType: 'band', data: [t('results.enpsLabel')], width: 60 }]}
                  xAxis={[{ max: 100 }]}
                  series={(['detractors', 'passives', 'promoters'] as const).map((k) => ({
                    data: [Number(enps[`${k}Percent`])],
                    stack: 'enps',
                    label: t(`results.${k}`),
                    color: ENPS_COLORS[k],
                  }))}
                />
              </ChartCard>
            </Grid>
          )}
          {r.questions.map((q, i) => (
            <Grid key={q.questionId} size={{ xs: 12, md: 6 }}>
              <QuestionCard q={q} index={i} />
            </Grid>
          ))}
        </Grid>
      )}
      {r && !r.hidden && r.breakdown.length > 0 && (
        <Card>
          <CardHeader title={t('results.breakdown')} subheader={t('results.breakdownHint', { min: MIN_GROUP_SIZE })} slotProps={{ title: { variant: 'h4', component: 'h3' } }} />
          <CardContent sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('results.breakdown')}>
            <Table size="small" data-testid="results-breakdown">
              <TableHead>
                <TableRow>
                  <TableCell>{t('results.group')}</TableCell>
                  <TableCell align="right">{t('results.respondents')}</TableCell>
                  {r.questions
                    .filter((q) => q.type === 'ENPS' || q.type === 'RATING')
                    .map((q) => (
                      <TableCell key={q.questionId} align="right">
                        {q.label}
                      </TableCell>
                    ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {r.breakdown.map((g) => (
                  <TableRow key={`${g.kind}-${g.departmentId ?? ''}`}>
                    <TableCell>{g.kind === 'OTHERS' ? t('results.others') : g.kind === 'NO_DEPARTMENT' ? t('results.noDepartment') : g.name}</TableCell>
                    <TableCell align="right">{g.respondentCount}</TableCell>
                    {g.questions
                      .filter((q) => q.type === 'ENPS' || q.type === 'RATING')
                      .map((q) => (
                        <TableCell key={q.questionId} align="right">
                          {q.hidden ? '—' : q.type === 'ENPS' ? q.enps?.score : q.average}
                        </TableCell>
                      ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
