import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VALUE_DESCRIPTION_MAX, VALUE_NAME_MAX } from '../../../../shared/satisfaction';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, type CompanyValue } from './api';

const ValueForm = z.object({ name: z.string().trim().min(1).max(VALUE_NAME_MAX), description: z.string().max(VALUE_DESCRIPTION_MAX) });
type ValueValues = z.infer<typeof ValueForm>;

/** A new company value, or the name and description of one. */
export function ValueDialog({ open, value, onClose, onSaved }: { open: boolean; value: CompanyValue | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('satisfaction');
  const form = useForm<ValueValues>({ resolver: formResolver(ValueForm), defaultValues: { name: '', description: '' } });
  useEffect(() => {
    if (open) form.reset({ name: value?.name ?? '', description: value?.description ?? '' });
  }, [open, value, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = { name: v.name, description: v.description || null };
    if (value) await api.put(PATHS.value(value.id), body);
    else await api.post(PATHS.values, body);
    onSaved();
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="value-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="value-form">
        <DialogTitle id="value-title">{value ? t('values.edit') : t('values.new')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="name" label={t('fields.name')} required slotProps={{ htmlInput: { maxLength: VALUE_NAME_MAX, 'data-testid': 'value-name' } }} />
            <FormTextField control={form.control} name="description" label={t('fields.description')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: VALUE_DESCRIPTION_MAX } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="value-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
