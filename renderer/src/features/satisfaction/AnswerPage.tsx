import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TEXT_ANSWER_MAX } from '../../../../shared/satisfaction';
import { api, isApiProblem } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { useNotify } from '../../components/feedback/Notifier';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, ROUTES, type MySurvey } from './api';

type Question = MySurvey['questions'][number];
const scale = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** One question's input: a 1–5 or 0–10 scale, the options, or a text. */
function QuestionInput({ question, value, onChange, error }: { question: Question; value: number | string | undefined; onChange: (v: number | string | undefined) => void; error?: string }) {
  const { t } = useTranslation('satisfaction');
  const labelId = `question-${question.id}`;
  const label = `${question.position}. ${question.label}${question.required ? ' *' : ''}`;
  if (question.type === 'TEXT') {
    return (
      <TextField
        label={label}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        multiline
        minRows={2}
        error={Boolean(error)}
        helperText={error ?? t('answer.anonymousText')}
        slotProps={{ htmlInput: { maxLength: TEXT_ANSWER_MAX, 'data-testid': `answer-${question.position}` } }}
      />
    );
  }
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      {question.type === 'CHOICE' ? (
        <RadioGroup aria-labelledby={labelId} value={value ?? ''} onChange={(e) => onChange(e.target.value)} data-testid={`answer-${question.position}`}>
          {question.options.map((o) => (
            <FormControlLabel key={o} value={o} control={<Radio />} label={o} />
          ))}
        </RadioGroup>
      ) : (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby={labelId}
          value={value ?? null}
          onChange={(_, v: number | null) => onChange(v ?? undefined)}
          data-testid={`answer-${question.position}`}
          sx={{ flexWrap: 'wrap' }}
        >
          {(question.type === 'ENPS' ? scale(0, 10) : scale(1, 5)).map((n) => (
            <ToggleButton key={n} value={n} aria-label={String(n)} sx={{ minWidth: 40 }}>
              {n}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {question.type === 'ENPS' && <FormHelperText>{t('answer.enpsHint')}</FormHelperText>}
      {question.type === 'RATING' && <FormHelperText>{t('answer.ratingHint')}</FormHelperText>}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Answering one survey: every question, once; the answers are stored without my name. */
export function AnswerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('satisfaction');
  const notify = useNotify();
  const survey = useApiQuery<MySurvey>(PATHS.mySurvey(id));
  const [values, setValues] = useState<Record<string, number | string | undefined>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const s = survey.data;

  const submit = async () => {
    if (!s) return;
    const missing = Object.fromEntries(s.questions.filter((q) => q.required && values[q.id] === undefined).map((q) => [q.id, t('answer.required')]));
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length) return;
    const answers = s.questions.filter((q) => values[q.id] !== undefined).map((q) => ({ questionId: q.id, value: values[q.id] }));
    setSending(true);
    try {
      await api.post(PATHS.respond(s.id), { answers });
      notify(t('answer.sent'));
      survey.reload();
    } catch (error) {
      if (isApiProblem(error) && error.body.errors?.length) {
        const byIndex: Record<string, string> = {};
        for (const e of error.body.errors) {
          const index = Number(/^answers\.(\d+)\./.exec(e.path)?.[1]);
          const question = Number.isInteger(index) ? answers[index]?.questionId : undefined;
          if (question) byIndex[question] = e.message;
        }
        setErrors(byIndex);
      }
      setProblem(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader title={s?.title ?? t('answer.title')} breadcrumbs={[{ label: t('mine.title'), to: ROUTES.mine }, { label: s?.title ?? '…' }]} />
      <ProblemAlert error={survey.error} />
      {survey.loading && !s && <LoadingState />}
      {s && (
        <Card>
          <CardContent>
            <Stack spacing={3}>
              {s.description && <Typography>{s.description}</Typography>}
              <Alert severity="info">{t('answer.anonymous')}</Alert>
              {s.answered ? (
                <Alert severity="success" data-testid="survey-answered">
                  {t('answer.done')}
                </Alert>
              ) : s.status !== 'OPEN' ? (
                <Alert severity="warning">{t('answer.closed')}</Alert>
              ) : (
                <>
                  <ProblemAlert error={problem} />
                  {s.questions.map((q) => (
                    <QuestionInput key={q.id} question={q} value={values[q.id]} error={errors[q.id]} onChange={(v) => setValues((old) => ({ ...old, [q.id]: v }))} />
                  ))}
                  <div>
                    <Button variant="contained" onClick={submit} disabled={sending} data-testid="answer-submit">
                      {t('answer.submit')}
                    </Button>
                  </div>
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </>
  );
}
