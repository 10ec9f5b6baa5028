import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth/AuthContext';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { DatesProvider } from '../../../components/dates/DatesProvider';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PATHS, type Blockout, type Resource } from '../api';
import { OverlapDetails } from '../bookings/OverlapDetails';

const BlockoutForm = z
  .object({
    resourceId: z.string().min(1, 'Required'),
    start: z.date().nullable(),
    end: z.date().nullable(),
    reason: z.string().trim().min(1).max(500),
    cancelConflicting: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Required' });
    if (!v.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Required' });
    if (v.start && v.end && v.start >= v.end)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
  });
type BlockoutValues = z.infer<typeof BlockoutForm>;

export interface BlockoutDialogProps {
  open: boolean;
  blockout: Blockout | null;
  resources: Resource[];
  onClose: () => void;
  onSaved: () => void;
}

/** A period a resource cannot be booked, with its reason; managers may cancel the bookings in the way. */
export function BlockoutDialog({ open, blockout, resources, onClose, onSaved }: BlockoutDialogProps) {
  const { t } = useTranslation('booking');
  const { can } = useAuth();
  const values = (): BlockoutValues => ({
    resourceId: blockout?.resourceId ?? resources[0]?.id ?? '',
    start: blockout ? new Date(blockout.start) : null,
    end: blockout ? new Date(blockout.end) : null,
    reason: blockout?.reason ?? '',
    cancelConflicting: false,
  });
  const form = useForm<BlockoutValues>({ resolver: zodResolver(BlockoutForm), defaultValues: values() });
  useEffect(() => {
    if (open) form.reset(values());
    // values() reads the props this effect watches.
  }, [open, blockout, resources]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      start: (v.start as Date).toISOString(),
      end: (v.end as Date).toISOString(),
      reason: v.reason,
    };
    if (blockout) await api.put(PATHS.blockout(blockout.id), body);
    else
      await api.post(PATHS.resourceBlockouts(v.resourceId), {
        ...body,
        cancelConflicting: v.cancelConflicting,
      });
    onSaved();
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="blockout-form">
        <DialogTitle>{blockout ? t('blockouts.editTitle') : t('blockouts.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <OverlapDetails error={problem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="resourceId"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('fields.resource')}
                  required
                  disabled={Boolean(blockout)}
                  {...field}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {resources.map((r) => (
                    <MenuItem key={r.id} value={r.id}>
                      {r.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
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
                        slotProps={{
                          textField: {
                            fullWidth: true,
                            size: 'small',
                            required: true,
                            error: Boolean(fieldState.error),
                            helperText: fieldState.error?.message,
                          },
                        }}
                      />
                    )}
                  />
                ))}
              </Stack>
            </DatesProvider>
            <FormTextField
              control={form.control}
              name="reason"
              label={t('fields.reason')}
              required
              multiline
              minRows={2}
            />
            {!blockout && can('booking.manage') && (
              <FormCheckbox
                control={form.control}
                name="cancelConflicting"
                label={t('blockouts.cancelConflicting')}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
