import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ChartCard } from '../../components/charts/ChartCard';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { REVIEWER_RELATIONSHIPS } from '../../../../shared/appraisal';
import { PATHS, type FeedbackReport } from './api';

/** A subject's anonymous report: category averages as a chart, groups shown or hidden, comments without authors. */
export function SubjectReport({ campaignId, subjectId }: { campaignId: string; subjectId: string }) {
  const { t } = useTranslation('appraisal');
  const [relationship, setRelationship] = useState('');
  const report = useApiQuery<FeedbackReport>(`${PATHS.campaign(campaignId)}/subjects/${subjectId}/report`, relationship ? { relationship } : {});
  const r = report.data;
  return (
    <Stack spacing={2} data-testid="feedback-report">
      <TextField select size="small" label={t('feedback.filterGroup')} value={relationship} onChange={(e) => setRelationship(e.target.value)}>
        <MenuItem value="">{t('feedback.allGroups')}</MenuItem>
        {REVIEWER_RELATIONSHIPS.map((rel) => <MenuItem key={rel} value={rel}>{t(`relationships.${rel}`)}</MenuItem>)}
      </TextField>
      {r && (
        <>
          <Typography variant="body2">{t('feedback.respondents', { count: r.respondents, min: r.minimumGroupSize })}</Typography>
          {r.groups.map((g) => (
            <Typography key={g.relationship} variant="body2">
              {t(`relationships.${g.relationship}`)} : {g.hidden ? t('feedback.hidden', { min: r.minimumGroupSize }) : t('feedback.groupCount', { count: g.respondents ?? 0 })}
            </Typography>
          ))}
          <ChartCard title={t('feedback.byCategory')} empty={r.respondents === 0} emptyTitle={t('feedback.nothingToShow')} height={240} testId="feedback-chart">
            <BarChart
              height={220}
              xAxis={[{ scaleType: 'band', data: r.categories.map((c) => c.category) }]}
              yAxis={[{ min: 0, max: 5 }]}
              series={[{ data: r.categories.map((c) => (c.average ? Number(c.average) : 0)), label: t('feedback.average'), color: '#2e6b3a' }]}
              hideLegend
              margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
            />
          </ChartCard>
          {r.questions.filter((q) => q.comments.length).map((q) => (
            <Stack key={q.questionId}>
              <Typography variant="subtitle2" component="h4">{q.label}</Typography>
              {q.comments.map((c, i) => <Typography key={i} variant="body2">« {c} »</Typography>)}
            </Stack>
          ))}
        </>
      )}
      {report.error ? <ProblemAlert error={report.error} /> : null}
    </Stack>
  );
}
