import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDateTime } from '../../components/dates/isoDate';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { DownloadButton } from '../../components/files/DownloadButton';
import { ACCESS, PATHS, TONES, type Interview } from './api';
import { FeedbackDialog } from './FeedbackDialog';
import { InterviewDialog } from './InterviewDialog';
import { useActions } from './useActions';

/** The interviews of an application: schedule, reschedule, invitations, feedback, complete, no-show, cancel, .ics. */
export function InterviewsSection({ applicationId, open }: { applicationId: string; open: boolean }) {
  const { t, i18n } = useTranslation('recruitment');
  const { can } = useAuth();
  const query = useApiQuery<{ items: Interview[] }>(PATHS.interviewsOf(applicationId));
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const [feedback, setFeedback] = useState<Interview | null>(null);
  const actions = useActions({}, () => query.reload());
  const language = i18n.resolvedLanguage ?? 'fr';
  const canUpdate = can(ACCESS.updateInterview);
  const canComplete = can(ACCESS.completeInterview);
  return (
    <Paper sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="interviews-title" data-testid="interviews-section">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2" id="interviews-title">
          {t('interviews.title')}
        </Typography>
        {open && can(ACCESS.createInterview) && (
          <Button variant="outlined" onClick={() => setEditing('new')} data-testid="interview-create">
            {t('interviews.schedule')}
          </Button>
        )}
      </Stack>
      <ProblemAlert error={query.error} />
      <List dense>
        {(query.data?.items ?? []).map((i) => (
          <ListItem key={i.id} disableGutters sx={{ flexDirection: 'column', alignItems: 'stretch' }} data-testid={`interview-${i.id}`}>
            <ListItemText
              primary={`${t(`interviewTypes.${i.type}`)} · ${formatDateTime(i.startsAt, language)} (${i.durationMinutes} min)`}
              secondary={[i.location, i.interviewers.map((p) => p.name).join(', '), t(`rsvp.${i.rsvpStatus}`), ...i.feedback.map((f) => `${t('public.labelled', { label: f.interviewer.name })} ${t(`verdicts.${f.rating}`)}${f.comment ? ` — ${f.comment}` : ''}`)].filter(Boolean).join(' · ')}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <StatusChip status={i.status} labelPrefix="recruitment:interviewStatus" tones={TONES} />
              <DownloadButton path={PATHS.ics(i.id)} fallbackName="interview.ics" label={t('interviews.ics')} size="small" />
              {i.status === 'SCHEDULED' && canUpdate && (
                <>
                  <Button size="small" onClick={() => actions.run({ key: 'interview.send-invitations', path: PATHS.interviewAction(i.id, 'send-invitations') })}>
                    {t('actions.interview.send-invitations.label')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(i)}>
                    {t('interviews.reschedule')}
                  </Button>
                  <Button size="small" onClick={() => setFeedback(i)}>
                    {t('interviews.feedback')}
                  </Button>
                </>
              )}
              {i.status === 'SCHEDULED' && canComplete && (
                <>
                  <Button size="small" onClick={() => actions.run({ key: 'interview.complete', path: PATHS.interviewAction(i.id, 'complete') })}>
                    {t('actions.interview.complete.label')}
                  </Button>
                  <Button size="small" color="warning" onClick={() => actions.run({ key: 'interview.no-show', path: PATHS.interviewAction(i.id, 'no-show'), destructive: true })}>
                    {t('actions.interview.no-show.label')}
                  </Button>
                </>
              )}
              {i.status === 'SCHEDULED' && canUpdate && (
                <Button size="small" color="error" onClick={() => actions.run({ key: 'interview.cancel', path: PATHS.interviewAction(i.id, 'cancel'), destructive: true })}>
                  {t('actions.interview.cancel.label')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {query.data?.items.length === 0 && <Typography color="text.secondary">{t('interviews.empty')}</Typography>}
      {actions.dialogs}
      {editing && (
        <InterviewDialog
          applicationId={applicationId}
          interview={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            query.reload();
          }}
        />
      )}
      {feedback && (
        <FeedbackDialog
          interview={feedback}
          onClose={() => setFeedback(null)}
          onSaved={() => {
            setFeedback(null);
            query.reload();
          }}
        />
      )}
    </Paper>
  );
}
