import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useDocumentTitle } from '../../../components/layout/useDocumentTitle';
import { PUBLIC_PATHS, type PublicInterview } from '../api';
import { PublicFrame } from './PublicFrame';
import { usePublicResource } from './usePublicResource';

/** The candidate's answer to an interview invitation, by the token of the mailed link (no account). */
export function PublicInterviewPage() {
  const { t, i18n } = useTranslation('recruitment');
  const { token = '' } = useParams();
  const interview = usePublicResource<PublicInterview>(PUBLIC_PATHS.interview(token));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('public.interviewTitle'));
  if (interview.loading) return <LoadingState fullPage />;
  if (!interview.data) {
    return (
      <PublicFrame title={t('public.interviewTitle')}>
        <ProblemAlert error={interview.error} />
      </PublicFrame>
    );
  }
  const i = interview.data;
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'full', timeStyle: 'short' });
  const answer = async (value: 'ACCEPTED' | 'DECLINED') => {
    setBusy(true);
    setError(null);
    try {
      interview.setData(await api.request<PublicInterview>('POST', PUBLIC_PATHS.rsvp(token), { body: { answer: value }, auth: false }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const open = i.status === 'SCHEDULED' && i.rsvpStatus === 'NEEDS_ACTION' && new Date(i.startsAt).getTime() > Date.now();
  return (
    <PublicFrame company={i.company} title={t('public.interviewTitle')}>
      <Typography>{t('public.interviewGreeting', { name: i.candidateName, company: i.company })}</Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Typography component="dt" variant="subtitle2">
          {t('fields.interviewType')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {t(`interviewTypes.${i.type}`)}
        </Typography>
        <Typography component="dt" variant="subtitle2">
          {t('fields.when')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {when.format(new Date(i.startsAt))}
        </Typography>
        {i.location && (
          <>
            <Typography component="dt" variant="subtitle2">
              {t('fields.location')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {i.location}
            </Typography>
          </>
        )}
      </Stack>
      <ProblemAlert error={error} />
      {i.rsvpStatus !== 'NEEDS_ACTION' ? (
        <Alert severity={i.rsvpStatus === 'ACCEPTED' ? 'success' : 'info'} data-testid="rsvp-answer">
          {t(`public.rsvp.${i.rsvpStatus}`)}
        </Alert>
      ) : open ? (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" loading={busy} onClick={() => void answer('ACCEPTED')}>
            {t('public.accept')}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void answer('DECLINED')}>
            {t('public.decline')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('public.rsvpExpired')}</Alert>
      )}
    </PublicFrame>
  );
}
