import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PATHS, type Campaign } from './api';
import { DraftSubject } from './DraftSubject';
import { SubjectReport } from './SubjectReport';

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
