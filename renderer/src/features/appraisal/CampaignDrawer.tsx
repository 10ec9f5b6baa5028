import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ChartCard } from '../../components/charts/ChartCard';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { REVIEWER_RELATIONSHIPS } from '../../../../shared/appraisal';
import { PATHS, type Campaign, type FeedbackReport } from './api';
import { DraftSubject } from './DraftSubject';

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

/** One campaign: a draft's subjects and reviewers adjusted, launched or deleted; reminders, closing, and the report of a chosen subject. */
export function CampaignDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const detail = useApiQuery<Campaign>(id ? PATHS.campaign(id) : null);
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'launch' | 'close' | 'delete' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const c = detail.data;
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await fn();
      notify(t(done));
      detail.reload();
      onChanged();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Drawer anchor="right" open={id !== null} onClose={() => { setSubjectId(null); onClose(); }} slotProps={{ paper: { 'aria-labelledby': 'campaign-drawer-title', sx: { width: { xs: '100%', sm: 600 }, p: 3 } } }}>
      {c && (
        <Stack spacing={2} data-testid="campaign-detail">
          <Typography variant="h3" component="h2" id="campaign-drawer-title">{c.name}</Typography>
          <StatusChip status={c.status} labelPrefix="appraisal:campaignStatus" tones={{ LAUNCHED: 'info' }} />
          <Alert severity="info">{t('feedback.anonymity')}</Alert>
          {error ? <ProblemAlert error={error} /> : null}
          {c.status === 'DRAFT' && c.subjects.map((s) => <DraftSubject key={s.id} campaignId={c.id} subject={s} run={run} />)}
          {c.status !== 'DRAFT' && c.subjects.map((s) => (
            <Stack key={s.id} spacing={0.5}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3">{s.employee.name}</Typography>
                <Button size="small" onClick={() => setSubjectId(s.id)}>{t('feedback.report')}</Button>
              </Stack>
              {s.reviewers.map((r) => (
                <Stack key={r.requestId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ flex: 1 }}>{r.employee.name} — {t(`relationships.${r.relationship}`)} — {t(`requestStatus.${r.status}`)}</Typography>
                  {c.status === 'LAUNCHED' && r.status === 'PENDING' && (
                    <Button size="small" onClick={() => run(() => api.post(`${PATHS.campaigns.replace('/campaigns', '')}/requests/${r.requestId}/remind`, {}), 'feedback.reminded')}>{t('feedback.remind')}</Button>
                  )}
                </Stack>
              ))}
            </Stack>
          ))}
          {c.status === 'LAUNCHED' && <Button variant="outlined" onClick={() => setConfirming('close')}>{t('feedback.close')}</Button>}
          {c.status === 'DRAFT' && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => setConfirming('launch')} disabled={!c.subjects.length} data-testid="campaign-launch">{t('feedback.launch')}</Button>
              <Button color="error" onClick={() => setConfirming('delete')} data-testid="campaign-delete">{t('feedback.delete')}</Button>
            </Stack>
          )}
          {subjectId && <SubjectReport campaignId={c.id} subjectId={subjectId} />}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        destructive={confirming !== 'launch'}
        title={confirming ? t(`feedback.${confirming}`) : ''}
        message={confirming ? t(`feedback.confirm.${confirming}`) : ''}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          const what = confirming;
          setConfirming(null);
          if (!c || !what) return;
          if (what === 'delete') {
            setError(null);
            try {
              await api.delete(PATHS.campaign(c.id));
              notify(t('feedback.deleted'));
              onChanged();
              onClose();
            } catch (err) {
              setError(err);
            }
          } else await run(() => api.post(`${PATHS.campaign(c.id)}/${what}`, {}), what === 'launch' ? 'feedback.launched' : 'feedback.closed');
        }}
      />
    </Drawer>
  );
}
