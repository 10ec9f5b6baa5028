import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import i18n from '../../app/i18n';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PersonPicker } from '../../components/people/PersonPicker';
import { PATHS, type OneOnOne } from './api';

const MeetingForm = z
  .object({
    creating: z.boolean(),
    withEmployee: z.object({ id: z.string(), name: z.string() }).nullable(),
    scheduledAt: z.string().min(1),
    agendaItems: z.array(z.object({ id: z.string().optional(), title: z.string().trim().min(1).max(300) })).max(30),
  })
  .superRefine((v, ctx) => {
    if (v.creating && !v.withEmployee) ctx.addIssue({ code: 'custom', path: ['withEmployee'], message: i18n.t('common:validation.required') });
  });
type MeetingValues = z.input<typeof MeetingForm>;

/** `YYYY-MM-DDTHH:mm` in local time, what a datetime-local field shows. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const valuesOf = (m: OneOnOne | null): MeetingValues => ({
  creating: m === null,
  withEmployee: null,
  scheduledAt: m ? localInput(m.scheduledAt) : '',
  agendaItems: m ? m.agendaItems.map((a) => ({ id: a.id, title: a.title })) : [],
});

/**
 * Plans a one-on-one with a report or one's manager, or reschedules a planned one and rewrites
 * its agenda (items kept keep their discussed flag, removed ones go).
 */
export function MeetingDialog({ open, meeting, onClose, onSaved }: { open: boolean; meeting: OneOnOne | null; onClose: () => void; onSaved: (m: OneOnOne) => void }) {
  const { t } = useTranslation('appraisal');
  const form = useForm<MeetingValues>({ resolver: formResolver(MeetingForm), defaultValues: valuesOf(null) });
  const agenda = useFieldArray({ control: form.control, name: 'agendaItems' });
  useEffect(() => {
    if (open) form.reset(valuesOf(meeting));
  }, [open, meeting, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(
    form,
    async (v) => {
      const scheduledAt = new Date(v.scheduledAt).toISOString();
      if (meeting) {
        onSaved(await api.put<OneOnOne>(PATHS.oneOnOne(meeting.id), { scheduledAt, agendaItems: v.agendaItems.map((a) => ({ ...(a.id ? { id: a.id } : {}), title: a.title })) }));
      } else {
        onSaved(await api.post<OneOnOne>(PATHS.oneOnOnes, { withEmployeeId: v.withEmployee?.id ?? '', scheduledAt, agendaItems: v.agendaItems.map((a) => a.title) }));
      }
    },
    { aliases: { withEmployeeId: 'withEmployee' } },
  );
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="meeting-form-title" data-testid="one-on-one-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="meeting-form-title">{meeting ? t('oneOnOnes.editTitle') : t('oneOnOnes.new')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {meeting ? (
              <Typography variant="subtitle1">{t('oneOnOnes.between', { manager: meeting.manager.name, employee: meeting.employee.name })}</Typography>
            ) : (
              <Controller
                control={form.control}
                name="withEmployee"
                render={({ field, fieldState }) => (
                  <PersonPicker label={t('oneOnOnes.with')} kind="employee" value={field.value ?? null} onChange={field.onChange} required error={Boolean(fieldState.error)} helperText={fieldState.error?.message} testId="one-on-one-with" />
                )}
              />
            )}
            <FormTextField control={form.control} name="scheduledAt" label={t('oneOnOnes.when')} type="datetime-local" required slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'one-on-one-when' } }} />
            <Typography variant="h6" component="h3">{t('oneOnOnes.agendaTitle')}</Typography>
            {agenda.fields.map((field, i) => (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTextField control={form.control} name={`agendaItems.${i}.title`} label={t('oneOnOnes.agendaItem', { n: i + 1 })} required fullWidth size="small" slotProps={{ htmlInput: { maxLength: 300, 'data-testid': `agenda-item-${i + 1}` } }} />
                <IconButton aria-label={t('oneOnOnes.removeItem', { n: i + 1 })} onClick={() => agenda.remove(i)}>
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
            <div>
              <Button startIcon={<AddOutlined />} onClick={() => agenda.append({ title: '' })} disabled={agenda.fields.length >= 30} data-testid="agenda-add">
                {t('oneOnOnes.newItem')}
              </Button>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="one-on-one-save">{meeting ? t('objectiveForm.save') : t('actions.create')}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
