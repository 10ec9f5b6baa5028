import { useEffect } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SUBJECT_MAX, MAX_ATTENDEES } from '../../../../../shared/schemas/booking';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { DatesProvider } from '../../../components/dates/DatesProvider';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PATHS, type Booking, type BookingSeries, type Resource } from '../api';
import { OverlapDetails } from './OverlapDetails';

const email = z.email();
const BookingForm = z
  .object({
    subject: z.string().trim().min(1).max(SUBJECT_MAX),
    start: z.date({ message: 'Required' }).nullable(),
    end: z.date({ message: 'Required' }).nullable(),
    attendees: z.array(z.string()).max(MAX_ATTENDEES),
    repeat: z.boolean(),
    until: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Required' });
    if (!v.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Required' });
    if (v.start && v.end && v.start.getTime() >= v.end.getTime())
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
    for (const a of v.attendees) {
      if (!email.safeParse(a).success)
        ctx.addIssue({ code: 'custom', path: ['attendees'], message: `${a}: not an email address` });
    }
    if (v.repeat && !v.until) ctx.addIssue({ code: 'custom', path: ['until'], message: 'Required' });
  });
type BookingValues = z.infer<typeof BookingForm>;

export interface BookingDialogProps {
  resource: Resource;
  /** The range picked on the calendar (or null: the dialog opens empty). */
  range: { start: Date; end: Date } | null;
  open: boolean;
  onClose: () => void;
  onBooked: (bookings: Booking[]) => void;
}

/** A new booking of one resource: subject, slot, attendees (emails), optionally every week until a date. */
export function BookingDialog({ resource, range, open, onClose, onBooked }: BookingDialogProps) {
  const { t } = useTranslation('booking');
  const empty = (): BookingValues => ({
    subject: '',
    start: range?.start ?? null,
    end: range?.end ?? null,
    attendees: [],
    repeat: false,
    until: '',
  });
  const form = useForm<BookingValues>({ resolver: zodResolver(BookingForm), defaultValues: empty() });
  const repeat = form.watch('repeat');

  useEffect(() => {
    if (open) form.reset(empty());
    // Reset whenever the dialog opens on a new range (form and empty() are stable enough).
  }, [open, range?.start.getTime(), range?.end.getTime()]);

  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(
    form,
    async (values) => {
      const base = {
        resourceId: resource.id,
        subject: values.subject,
        start: (values.start as Date).toISOString(),
        end: (values.end as Date).toISOString(),
        attendees: values.attendees,
      };
      if (values.repeat) {
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        const result = await api.post<BookingSeries>(PATHS.series, {
          ...base,
          recurrence: { frequency: 'WEEKLY', until: values.until, timeZone },
        });
        onBooked(result.bookings);
      } else {
        onBooked([await api.post<Booking>(PATHS.bookings, base)]);
      }
    },
    { aliases: { 'recurrence.until': 'until' } },
  );
  const close = () => {
    clearProblem();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="booking-dialog-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="booking-form">
        <DialogTitle id="booking-dialog-title">{t('dialog.title', { name: resource.name })}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <OverlapDetails error={problem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="subject"
              label={t('fields.subject')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: SUBJECT_MAX, 'data-testid': 'booking-subject' } }}
            />
            <DatesProvider>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {(['start', 'end'] as const).map((name) => (
                  <Controller
                    key={name}
                    name={name}
                    control={form.control}
                    render={({ field, fieldState }) => (
                      <DateTimePicker
                        label={t(`fields.${name}`)}
                        value={field.value}
                        onChange={(value) => field.onChange(value)}
                        ampm={false}
                        minutesStep={5}
                        slotProps={{
                          textField: {
                            fullWidth: true,
                            size: 'small',
                            required: true,
                            error: Boolean(fieldState.error),
                            helperText: fieldState.error?.message,
                            name,
                          },
                        }}
                      />
                    )}
                  />
                ))}
              </Stack>
            </DatesProvider>
            <Controller
              name="attendees"
              control={form.control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={[]}
                  value={field.value}
                  onChange={(_, value) =>
                    field.onChange(value.map((v) => String(v).trim().toLowerCase()).filter(Boolean))
                  }
                  renderValue={(value, getItemProps) =>
                    value.map((option, index) => {
                      const { key, ...props } = getItemProps({ index });
                      return <Chip key={key} size="small" label={option} {...props} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('fields.attendees')}
                      helperText={fieldState.error?.message ?? t('dialog.attendeesHelp')}
                      error={Boolean(fieldState.error)}
                    />
                  )}
                />
              )}
            />
            <Controller
              name="repeat"
              control={form.control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t('dialog.repeatWeekly')}
                />
              )}
            />
            {repeat && (
              <>
                <FormDateField
                  control={form.control}
                  name="until"
                  label={t('fields.until')}
                  required
                  minDate={form.getValues('start') ?? undefined}
                />
                <Typography variant="caption" color="text.secondary">
                  {t('dialog.repeatHelp')}
                </Typography>
              </>
            )}
            <Typography variant="body2" color="text.secondary">
              {resource.autoValidate ? t('dialog.confirmedAtOnce') : t('dialog.needsApproval')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="booking-submit">
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
