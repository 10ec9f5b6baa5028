import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PageHeader } from '../../components/layout/PageHeader';
import { APPRAISAL_TONES, PATHS, type Answer, type Appraisal } from './api';

type Draft = Record<string, { rating?: number; text?: string }>;
const keyOf = (a: Pick<Answer, 'questionId' | 'objectiveId'>) => (a.objectiveId ? `${a.questionId}:${a.objectiveId}` : a.questionId);

function draftOf(answers: Answer[] | null): Draft {
  const out: Draft = {};
  for (const a of answers ?? []) out[keyOf(a)] = { rating: a.rating ?? undefined, text: a.text ?? undefined };
  return out;
}

function answersOf(draft: Draft) {
  return Object.entries(draft)
    .filter(([, v]) => v.rating !== undefined || (v.text ?? '').trim() !== '')
    .map(([key, v]) => {
      const [questionId, objectiveId] = key.split(':');
      return { questionId, ...(objectiveId ? { objectiveId } : {}), ...(v.rating !== undefined ? { rating: v.rating } : {}), ...(v.text ? { text: v.text } : {}) };
    });
}

/** One appraisal: the form, the self-assessment and the review (each editable by its author at its step), the signatures. */
export function AppraisalPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const query = useApiQuery<Appraisal>(PATHS.appraisal(id));
  const [appraisal, setAppraisal] = useState<Appraisal | undefined>(undefined);
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<unknown>(null);
  const [confirm, setConfirm] = useState<'submit' | 'sign' | null>(null);
  const current = appraisal ?? query.data;
  const side = current?.allowedActions.includes('edit-self') ? 'self' : current?.allowedActions.includes('edit-review') ? 'review' : null;

  useEffect(() => {
    if (!query.data) return;
    setAppraisal(query.data);
    setDraft(draftOf(query.data.allowedActions.includes('edit-review') ? query.data.managerAnswers : query.data.selfAnswers));
  }, [query.data]);

  if (!current) return query.error ? <ProblemAlert error={query.error} /> : <LoadingState />;

  const save = async (submit: boolean) => {
    setError(null);
    try {
      const next = await api.put<Appraisal>(`${PATHS.appraisal(id)}/${side}`, { answers: answersOf(draft), submit });
      setAppraisal(next);
      setDraft(draftOf(side === 'review' ? next.managerAnswers : next.selfAnswers));
      notify(t(submit ? `form.submitted.${side}` : 'form.saved'));
    } catch (err) {
      setError(err);
    }
  };
  const sign = async () => {
    setError(null);
    try {
      setAppraisal(await api.post<Appraisal>(`${PATHS.appraisal(id)}/sign`, {}));
      notify(t('form.signedDone'));
    } catch (err) {
      setError(err);
    }
  };

  const editing = side !== null;
  const questions = current.sections.flatMap((s) => s.questions.map((q) => ({ ...q, section: s.title })));
  const readAnswer = (answers: Answer[] | null, questionId: string, objectiveId?: string) => answers?.find((a) => a.questionId === questionId && (a.objectiveId ?? undefined) === objectiveId);

  const field = (questionId: string, type: string, scaleMax: number, label: string, objectiveId?: string) => {
    const key = objectiveId ? `${questionId}:${objectiveId}` : questionId;
    const value = draft[key] ?? {};
    const set = (patch: { rating?: number; text?: string }) => setDraft((d) => ({ ...d, [key]: { ...d[key], ...patch } }));
    return (
      <Stack spacing={1}>
        {type !== 'TEXT' && (
          <Rating
            name={`rating-${key}`}
            max={type === 'RATING' ? scaleMax : 5}
            value={value.rating ?? null}
            readOnly={!editing}
            onChange={(_e, v) => set({ rating: v ?? undefined })}
            getLabelText={(v) => t('form.ratingLabel', { value: v, label })}
            data-testid={`answer-rating-${key}`}
          />
        )}
        <TextField
          label={t('form.comment')}
          value={value.text ?? ''}
          onChange={(e) => set({ text: e.target.value })}
          multiline
          minRows={type === 'TEXT' ? 3 : 1}
          disabled={!editing}
          slotProps={{ htmlInput: { 'data-testid': `answer-text-${key}`, maxLength: 4000 } }}
        />
      </Stack>
    );
  };

  const readOnlyBlock = (title: string, answers: Answer[] | null, testId: string) =>
    answers && (
      <Card variant="outlined" data-testid={testId}>
        <CardContent>
          <Typography variant="h4" component="h2" gutterBottom>{title}</Typography>
          {questions.map((q) => {
            const a = readAnswer(answers, q.id);
            return (
              <Typography key={q.id} variant="body2">
                <strong>{q.label}</strong> : {a?.rating ? `${a.rating}/${q.scaleMax || 5}` : ''} {a?.text ?? ''}
              </Typography>
            );
          })}
        </CardContent>
      </Card>
    );

  return (
    <>
      <PageHeader
        title={t('form.title', { cycle: current.cycle.name })}
        subtitle={t('form.subtitle', { employee: current.employee.name, manager: current.manager?.name ?? '—' })}
        actions={<StatusChip status={current.status} labelPrefix="appraisal:appraisalStatus" tones={APPRAISAL_TONES} />}
      />
      <Stack spacing={2} data-testid="appraisal-form">
        {current.cycle.status !== 'OPEN' && <Alert severity="info">{t('form.cycleClosed')}</Alert>}
        {error ? <ProblemAlert error={error} /> : null}
        {editing && (
          <Alert severity="info" data-testid="appraisal-editing">
            {t(`form.editing.${side}`)}
          </Alert>
        )}
        {editing &&
          current.sections.map((section) => (
            <Card key={section.id} variant="outlined">
              <CardContent>
                <Typography variant="h4" component="h2" gutterBottom>{section.title}</Typography>
                <Stack spacing={3}>
                  {section.questions.map((q) => (
                    <Stack key={q.id} spacing={1}>
                      <Typography variant="subtitle1" component="h3">{q.label}</Typography>
                      {q.type === 'OBJECTIVE_REVIEW'
                        ? current.objectives.length
                          ? current.objectives.map((o) => (
                              <Stack key={o.id} spacing={1} sx={{ pl: 2 }}>
                                <Typography variant="body2">{t('form.objectiveLine', { title: o.title, progress: o.progress })}</Typography>
                                {field(q.id, q.type, q.scaleMax, o.title, o.id)}
                              </Stack>
                            ))
                          : <Typography variant="body2" color="text.secondary">{t('form.noObjectives')}</Typography>
                        : field(q.id, q.type, q.scaleMax, q.label)}
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          ))}
        {editing && (
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" onClick={() => save(false)} data-testid="appraisal-save">{t('form.save')}</Button>
            <Button variant="contained" onClick={() => setConfirm('submit')} data-testid="appraisal-submit">{t(`form.submit.${side}`)}</Button>
          </Stack>
        )}
        {side !== 'self' && readOnlyBlock(t('form.selfAnswers'), current.selfAnswers, 'appraisal-self-answers')}
        {side !== 'review' && readOnlyBlock(t('form.managerAnswers'), current.managerAnswers, 'appraisal-manager-answers')}
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h4" component="h2" gutterBottom>{t('form.signatures')}</Typography>
            <Typography variant="body2" data-testid="appraisal-employee-signature">
              {t('form.employeeSignature')} : {current.employeeSignedAt ? t('form.signedBy', { name: current.employeeSignedBy?.name, at: current.employeeSignedAt.slice(0, 10) }) : t('form.notSigned')}
            </Typography>
            <Typography variant="body2" data-testid="appraisal-manager-signature">
              {t('form.managerSignature')} : {current.managerSignedAt ? t('form.signedBy', { name: current.managerSignedBy?.name, at: current.managerSignedAt.slice(0, 10) }) : t('form.notSigned')}
            </Typography>
            {current.allowedActions.includes('sign') && (
              <Button sx={{ mt: 2 }} variant="contained" onClick={() => setConfirm('sign')} data-testid="appraisal-sign">{t('form.sign')}</Button>
            )}
          </CardContent>
        </Card>
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'sign' ? t('form.sign') : t(`form.submit.${side ?? 'self'}`)}
        message={confirm === 'sign' ? t('form.confirmSign') : t(`form.confirmSubmit.${side ?? 'self'}`)}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          const what = confirm;
          setConfirm(null);
          if (what === 'sign') await sign();
          else await save(true);
        }}
      />
    </>
  );
}
