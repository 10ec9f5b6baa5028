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
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PATHS, type ResourceType } from '../api';
import { TypeIcon } from '../catalogue/ResourcePhoto';

const ICONS = ['meeting_room', 'directions_car', 'videocam', 'inventory'] as const;
const TypeForm = z.object({
  name: z.string().trim().min(1).max(100),
  icon: z.string(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  requiresOwner: z.boolean(),
  requiresValidation: z.boolean(),
  allowOwnerAutoValidate: z.boolean(),
});
type TypeValues = z.infer<typeof TypeForm>;
const toValues = (x: ResourceType | null): TypeValues => ({
  name: x?.name ?? '',
  icon: x?.icon ?? 'meeting_room',
  color: x?.color ?? '#1565C0',
  requiresOwner: x?.requiresOwner ?? false,
  requiresValidation: x?.requiresValidation ?? false,
  allowOwnerAutoValidate: x?.allowOwnerAutoValidate ?? true,
});

/** Creates or edits a resource type and the defaults its resources start from. */
export function TypeFormDialog({
  open,
  type,
  onClose,
  onSaved,
}: {
  open: boolean;
  type: ResourceType | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('booking');
  const form = useForm<TypeValues>({ resolver: zodResolver(TypeForm), defaultValues: toValues(type) });
  useEffect(() => {
    if (open) form.reset(toValues(type));
  }, [open, type, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    if (type) await api.put(PATHS.type(type.id), v);
    else await api.post(PATHS.types, v);
    onSaved();
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>{type ? t('manage.types.editTitle') : t('manage.types.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="name" label={t('fields.name')} required autoFocus />
            <Stack direction="row" spacing={2}>
              <Controller
                name="icon"
                control={form.control}
                render={({ field }) => (
                  <TextField select label={t('fields.icon')} {...field} sx={{ flex: 1 }}>
                    {ICONS.map((icon) => (
                      <MenuItem key={icon} value={icon}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <TypeIcon icon={icon} fontSize="small" />
                          <span>{t(`manage.types.icons.${icon}`)}</span>
                        </Stack>
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <FormTextField
                control={form.control}
                name="color"
                label={t('fields.color')}
                type="color"
                sx={{ width: 110 }}
              />
            </Stack>
            <FormCheckbox control={form.control} name="requiresOwner" label={t('fields.requiresOwner')} />
            <FormCheckbox
              control={form.control}
              name="requiresValidation"
              label={t('fields.requiresValidation')}
            />
            <FormCheckbox
              control={form.control}
              name="allowOwnerAutoValidate"
              label={t('fields.allowOwnerAutoValidate')}
            />
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
