import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QUESTION_LABEL_MAX, QUESTIONS_MAX, SURVEY_DESCRIPTION_MAX, SURVEY_TITLE_MAX } from '../../../../shared/satisfaction';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, QUESTION_TYPES, SURVEY_KINDS, type Survey } from './api';

const BuilderForm = z.object({
  kind: z.enum(SURVEY_KINDS),
  title: z.string().trim().min(1).max(SURVEY_TITLE_MAX),
  description: z.string().max(SURVEY_DESCRIPTION_MAX),
  questions: z
    .array(
      z.object({
        type: z.enum(QUESTION_TYPES),
        label: z.string().trim().min(1).max(QUESTION_LABEL_MAX),
        required: z.boolean(),
        /** CHOICE: one option a line. */
        options: z.string(),
      }),
    )
    .min(1)
    .max(QUESTIONS_MAX),
});
type BuilderValues = z.infer<typeof BuilderForm>;

const blank = (): BuilderValues['questions'][number] => ({ type: 'RATING', label: '', required: true, options: '' });

function valuesOf(survey: Survey | null): BuilderValues {
  if (!survey) return { kind: 'PULSE', title: '', description: '', questions: [{ ...blank(), type: 'ENPS' }] };
  return {
    kind: survey.kind,
    title: survey.title,
    description: survey.description ?? '',
    questions: survey.questions.map((q) => ({ type: q.type, label: q.label, required: q.required, options: q.options.join('\n') })),
  };
}

/** The survey builder: kind, title, and the questions (rating, eNPS, choice with its options, text). */
export function SurveyBuilderDialog({ open, survey, onClose, onSaved }: { open: boolean; survey: Survey | null; onClose: () => void; onSaved: (s: Survey) => void }) {
  const { t } = useTranslation('satisfaction');
  const form = useForm<BuilderValues>({ resolver: formResolver(BuilderForm), defaultValues: valuesOf(null) });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const types = useWatch({ control: form.control, name: 'questions' });
  useEffect(() => {
    if (open) form.reset(valuesOf(survey));
  }, [open, survey, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      kind: v.kind,
      title: v.title,
      description: v.description || null,
      questions: v.questions.map((q) => ({
        type: q.type,
        label: q.label,
        required: q.required,
        ...(q.type === 'CHOICE' ? { options: q.options.split('\n').map((o) => o.trim()).filter(Boolean) } : {}),
      })),
    };
    onSaved(survey ? await api.put<Survey>(PATHS.survey(survey.id), body) : await api.post<Survey>(PATHS.surveys, body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="md" aria-labelledby="survey-builder-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="survey-form">
        <DialogTitle id="survey-builder-title">{survey ? t('builder.editTitle') : t('builder.title')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="kind" label={t('fields.kind')} select sx={{ minWidth: 160 }} slotProps={{ htmlInput: { 'data-testid': 'survey-kind' } }}>
                {SURVEY_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(`kind.${k}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={form.control} name="title" label={t('fields.title')} required fullWidth slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX, 'data-testid': 'survey-title' } }} />
            </Stack>
            <FormTextField control={form.control} name="description" label={t('fields.description')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: SURVEY_DESCRIPTION_MAX } }} />
            <Typography variant="h6" component="h3">
              {t('builder.questions')}
            </Typography>
            {questions.fields.map((field, i) => (
              <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid={`builder-question-${i + 1}`}>
                <Stack spacing={2}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                    <FormTextField control={form.control} name={`questions.${i}.type`} label={t('fields.questionType')} select sx={{ minWidth: 180 }}>
                      {QUESTION_TYPES.map((q) => (
                        <MenuItem key={q} value={q}>
                          {t(`questionType.${q}`)}
                        </MenuItem>
                      ))}
                    </FormTextField>
                    <FormTextField control={form.control} name={`questions.${i}.label`} label={t('fields.question', { n: i + 1 })} required fullWidth slotProps={{ htmlInput: { maxLength: QUESTION_LABEL_MAX, 'data-testid': `question-label-${i + 1}` } }} />
                    <IconButton aria-label={t('builder.removeQuestion', { n: i + 1 })} onClick={() => questions.remove(i)} disabled={questions.fields.length === 1}>
                      <DeleteOutline />
                    </IconButton>
                  </Stack>
                  {types?.[i]?.type === 'CHOICE' && (
                    <FormTextField control={form.control} name={`questions.${i}.options`} label={t('fields.options')} helperText={t('builder.optionsHint')} multiline minRows={3} />
                  )}
                  <FormCheckbox control={form.control} name={`questions.${i}.required`} label={t('fields.required')} />
                </Stack>
              </Paper>
            ))}
            <div>
              <Button startIcon={<AddOutlined />} onClick={() => questions.append(blank())} disabled={questions.fields.length >= QUESTIONS_MAX} data-testid="builder-add-question">
                {t('builder.addQuestion')}
              </Button>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="survey-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
