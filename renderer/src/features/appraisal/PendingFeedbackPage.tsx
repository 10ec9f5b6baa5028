import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type PendingRequest } from './api';

function RequestCard({ request, onDone }: { request: PendingRequest; onDone: () => void }) {
  const { t } = useTranslation('appraisal');
  const [answers, setAnswers] = useState<Record<string, { rating?: number; text?: string }>>({});
  const [error, setError] = useState<unknown>(null);
  const send = async () => {
    setError(null);
    try {
      await api.post(`${PATHS.pending.replace('/my-pending', '')}/${request.requestId}/responses`, {
        answers: request.questions.map((q) => ({ questionId: q.id, ...(answers[q.id]?.rating ? { rating: answers[q.id]?.rating } : {}), ...(answers[q.id]?.text ? { text: answers[q.id]?.text } : {}) })),
      });
      onDone();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h2">{t('pending.about', { name: request.subject.name, campaign: request.campaign.name })}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>{t('pending.anonymous')}</Typography>
        {error ? <ProblemAlert error={error} /> : null}
        <Stack spacing={2}>
          {request.questions.map((q) => (
            <Stack key={q.id} spacing={1}>
              <Typography variant="subtitle2" component="h3">{q.category} — {q.label}</Typography>
              {q.type === 'RATING' ? (
                <Rating name={`r-${request.requestId}-${q.id}`} value={answers[q.id]?.rating ?? null} onChange={(_e, v) => setAnswers({ ...answers, [q.id]: { ...answers[q.id], rating: v ?? undefined } })} getLabelText={(v) => t('form.ratingLabel', { value: v, label: q.label })} />
              ) : (
                <TextField label={t('form.comment')} multiline minRows={2} value={answers[q.id]?.text ?? ''} onChange={(e) => setAnswers({ ...answers, [q.id]: { ...answers[q.id], text: e.target.value } })} />
              )}
            </Stack>
          ))}
          <Button variant="contained" onClick={send} sx={{ alignSelf: 'flex-start' }}>{t('pending.send')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The caller's pending 360° requests, answered anonymously. */
export function PendingFeedbackPage() {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const pending = useApiQuery<ListEnvelope<PendingRequest>>(PATHS.pending, { pageSize: 50 });
  return (
    <>
      <PageHeader title={t('pending.title')} subtitle={t('pending.subtitle')} />
      {pending.error ? <ProblemAlert error={pending.error} /> : null}
      {pending.loading && !pending.data ? <LoadingState /> : null}
      {pending.data && pending.data.items.length === 0 ? <EmptyState title={t('pending.empty')} /> : null}
      <Stack spacing={2}>
        {(pending.data?.items ?? []).map((r) => (
          <RequestCard key={r.requestId} request={r} onDone={() => { notify(t('pending.sent')); pending.reload(); }} />
        ))}
      </Stack>
    </>
  );
}
