import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX } from '../../../../shared/satisfaction';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useMe } from '../../app/auth/AuthContext';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PersonPicker, type PickedPerson } from '../../components/people/PersonPicker';
import { FEEDBACK_SCOPES, FEEDBACK_TYPES, PATHS, type CompanyValue } from './api';

const PostForm = z.object({
  type: z.enum(FEEDBACK_TYPES),
  scope: z.enum(FEEDBACK_SCOPES),
  recipientId: z.string().min(1),
  valueId: z.string(),
  message: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX),
});
type PostValues = z.infer<typeof PostForm>;
const EMPTY: PostValues = { type: 'KUDOS', scope: 'COMPANY', recipientId: '', valueId: '', message: '' };

/** A message to a colleague: its type, an optional company value, who reads it (scope). */
export function PostFeedbackDialog({ open, onClose, onPosted }: { open: boolean; onClose: () => void; onPosted: () => void }) {
  const { t } = useTranslation('satisfaction');
  const me = useMe();
  const values = useApiQuery<{ items: CompanyValue[] }>(open ? PATHS.values : null, { pageSize: 200 });
  const [recipient, setRecipient] = useState<PickedPerson | null>(null);
  const form = useForm<PostValues>({ resolver: formResolver(PostForm), defaultValues: EMPTY });
  useEffect(() => {
    if (open) {
      form.reset(EMPTY);
      setRecipient(null);
    }
  }, [open, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    await api.post(PATHS.feedback, { ...v, valueId: v.valueId || null });
    onPosted();
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  const select = (name: 'type' | 'scope' | 'valueId', options: Array<{ value: string; label: string }>, label: string) => (
    <FormTextField control={form.control} name={name} label={label} select slotProps={{ htmlInput: { 'data-testid': `feedback-${name}` } }}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="post-feedback-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="feedback-form">
        <DialogTitle id="post-feedback-title">{t('wall.post')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="recipientId"
              render={({ field, fieldState }) => (
                <PersonPicker
                  label={t('fields.recipient')}
                  value={recipient}
                  exclude={[me.user.id]}
                  onChange={(p) => {
                    setRecipient(p);
                    field.onChange(p?.id ?? '');
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  required
                  testId="feedback-recipient"
                />
              )}
            />
            {select('type', FEEDBACK_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })), t('fields.type'))}
            {select('valueId', [{ value: '', label: t('wall.noValue') }, ...(values.data?.items ?? []).map((v) => ({ value: v.id, label: v.name }))], t('fields.value'))}
            {select('scope', FEEDBACK_SCOPES.map((v) => ({ value: v, label: t(`scope.${v}`) })), t('fields.scope'))}
            <FormTextField control={form.control} name="message" label={t('fields.message')} required multiline minRows={3} slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE_MAX, 'data-testid': 'feedback-message' } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="feedback-send">
            {t('wall.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
