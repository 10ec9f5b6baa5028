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
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QUESTION_TYPES } from '../../../../shared/appraisal';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, type EvaluationForm } from './api';

const BuilderForm = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().max(1000),
  sections: z
    .array(
      z.object({
        id: z.string().optional(),
        title: z.string().trim().min(1).max(200),
        questions: z
          .array(z.object({ id: z.string().optional(), type: z.enum(QUESTION_TYPES), label: z.string().trim().min(1).max(300), scaleMax: z.string().trim().regex(/^(10|[2-9])$/) }))
          .min(1)
          .max(50),
      }),
    )
    .min(1)
    .max(20),
});
type BuilderValues = z.input<typeof BuilderForm>;
type QuestionValues = BuilderValues['sections'][number]['questions'][number];

const blankQuestion = (): QuestionValues => ({ type: 'RATING', label: '', scaleMax: '5' });

function valuesOf(form: EvaluationForm | null): BuilderValues {
  if (!form) return { name: '', description: '', sections: [{ title: '', questions: [blankQuestion()] }] };
  return {
    name: form.name,
    description: form.description ?? '',
    sections: form.sections.map((s) => ({ id: s.id, title: s.title, questions: s.questions.map((q) => ({ id: q.id, type: q.type, label: q.label, scaleMax: String(q.scaleMax) })) })),
  };
}

function SectionQuestions({ control, index }: { control: Control<BuilderValues>; index: number }) {
  const { t } = useTranslation('appraisal');
  const questions = useFieldArray({ control, name: `sections.${index}.questions` });
  const values = useWatch({ control, name: `sections.${index}.questions` });
  return (
    <Stack spacing={2}>
      {questions.fields.map((field, j) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField control={control} name={`sections.${index}.questions.${j}.type`} label={t('forms.type')} select sx={{ minWidth: 200 }}>
            {QUESTION_TYPES.map((type) => <MenuItem key={type} value={type}>{t(`questionTypes.${type}`)}</MenuItem>)}
          </FormTextField>
          <FormTextField control={control} name={`sections.${index}.questions.${j}.label`} label={t('forms.questionN', { n: j + 1 })} required fullWidth slotProps={{ htmlInput: { maxLength: 300 } }} />
          {values?.[j]?.type === 'RATING' && (
            <FormTextField control={control} name={`sections.${index}.questions.${j}.scaleMax`} label={t('forms.scaleMax')} sx={{ width: { sm: 120 }, flexShrink: 0 }} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }} />
          )}
          <IconButton aria-label={t('forms.removeQuestionN', { n: j + 1, section: index + 1 })} disabled={questions.fields.length === 1} onClick={() => questions.remove(j)}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button size="small" startIcon={<AddOutlined />} onClick={() => questions.append(blankQuestion())} disabled={questions.fields.length >= 50}>{t('forms.addQuestion')}</Button>
      </div>
    </Stack>
  );
}

/** Builds or changes an evaluation form template: sections of rating (with their scale), text and objective-review questions. */
export function FormBuilderDialog({ open, form: template, onClose, onSaved }: { open: boolean; form: EvaluationForm | null; onClose: () => void; onSaved: (f: EvaluationForm) => void }) {
  const { t } = useTranslation('appraisal');
  const form = useForm<BuilderValues>({ resolver: formResolver(BuilderForm), defaultValues: valuesOf(null) });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  useEffect(() => {
    if (open) form.reset(valuesOf(template));
  }, [open, template, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      name: v.name,
      description: v.description || undefined,
      sections: v.sections.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        title: s.title,
        questions: s.questions.map((q) => ({ ...(q.id ? { id: q.id } : {}), type: q.type, label: q.label, ...(q.type === 'RATING' ? { scaleMax: Number(q.scaleMax) } : {}) })),
      })),
    };
    onSaved(template ? await api.put<EvaluationForm>(`${PATHS.forms}/${template.id}`, body) : await api.post<EvaluationForm>(PATHS.forms, body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="md" aria-labelledby="form-builder-title" data-testid="form-builder">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="form-builder-title">{template ? t('forms.editTitle') : t('forms.new')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {template?.inUse && <Typography variant="body2" color="text.secondary">{t('forms.inUseHelp')}</Typography>}
            <FormTextField control={form.control} name="name" label={t('fields.name')} required slotProps={{ htmlInput: { maxLength: 120 } }} />
            <FormTextField control={form.control} name="description" label={t('objectiveForm.description')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000 } }} />
            {sections.fields.map((field, i) => (
              <Paper key={field.id} variant="outlined" sx={{ p: 2 }}>
                <Stack spacing={2}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <FormTextField control={form.control} name={`sections.${i}.title`} label={t('forms.sectionN', { n: i + 1 })} required fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
                    <IconButton aria-label={t('forms.removeSection', { n: i + 1 })} disabled={sections.fields.length === 1} onClick={() => sections.remove(i)}>
                      <DeleteOutline />
                    </IconButton>
                  </Stack>
                  <SectionQuestions control={form.control} index={i} />
                </Stack>
              </Paper>
            ))}
            <div>
              <Button startIcon={<AddOutlined />} onClick={() => sections.append({ title: '', questions: [blankQuestion()] })} disabled={sections.fields.length >= 20}>{t('forms.addSection')}</Button>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>{template ? t('objectiveForm.save') : t('actions.create')}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
