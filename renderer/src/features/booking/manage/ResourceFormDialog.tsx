import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AUTO_APPROVE_MAX_HOURS } from '../../../../../shared/schemas/booking';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PATHS, type Resource, type ResourceType } from '../api';
import { PersonPicker } from '../../../components/people/PersonPicker';

const optionalInt = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max), `1 – ${max}`);

const ResourceForm = z.object({
  name: z.string().trim().min(1).max(200),
  code: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
  typeId: z.string().min(1, 'Required'),
  location: z.string().max(200),
  description: z.string().max(2000),
  capacity: optionalInt(100000),
  ownerId: z.string(),
  autoValidate: z.boolean(),
  autoApproveAfterHours: optionalInt(AUTO_APPROVE_MAX_HOURS),
});
type ResourceValues = z.infer<typeof ResourceForm>;

const toValues = (r: Resource | null, types: ResourceType[]): ResourceValues => ({
  name: r?.name ?? '',
  code: r?.code ?? '',
  typeId: r?.typeId ?? types[0]?.id ?? '',
  location: r?.location ?? '',
  description: r?.description ?? '',
  capacity: r?.capacity ? String(r.capacity) : '',
  ownerId: r?.ownerId ?? '',
  autoValidate: r ? r.autoValidate : !(types[0]?.requiresValidation ?? false),
  autoApproveAfterHours: r?.autoApproveAfterHours ? String(r.autoApproveAfterHours) : '',
});

export interface ResourceFormDialogProps {
  open: boolean;
  /** null: a new resource. */
  resource: Resource | null;
  types: ResourceType[];
  onClose: () => void;
  onSaved: (resource: Resource) => void;
}

/** Creates or edits a resource: identity, place, capacity, owner, approval rules. */
export function ResourceFormDialog({ open, resource, types, onClose, onSaved }: ResourceFormDialogProps) {
  const { t } = useTranslation('booking');
  const [ownerName, setOwnerName] = useState('');
  const form = useForm<ResourceValues>({
    resolver: zodResolver(ResourceForm),
    defaultValues: toValues(resource, types),
  });
  useEffect(() => {
    if (open) form.reset(toValues(resource, types));
    setOwnerName(resource?.owner?.name ?? '');
  }, [open, resource, types, form]);
  const autoValidate = form.watch('autoValidate');
  const typeId = form.watch('typeId');
  const type = types.find((x) => x.id === typeId);

  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      name: v.name,
      code: v.code,
      typeId: v.typeId,
      location: v.location || null,
      description: v.description || null,
      capacity: v.capacity ? Number(v.capacity) : null,
      ownerId: v.ownerId || null,
      autoValidate: v.autoValidate,
      autoApproveAfterHours: v.autoApproveAfterHours ? Number(v.autoApproveAfterHours) : null,
    };
    onSaved(
      resource
        ? await api.put<Resource>(PATHS.resource(resource.id), body)
        : await api.post<Resource>(PATHS.resources, body),
    );
  });
  const close = () => {
    clearProblem();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="resource-form">
        <DialogTitle>
          {resource ? t('manage.resources.editTitle') : t('manage.resources.createTitle')}
        </DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="name"
                label={t('fields.name')}
                required
                autoFocus
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="code"
                label={t('fields.code')}
                required
                sx={{ minWidth: 180 }}
              />
            </Stack>
            <Controller
              name="typeId"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('fields.type')}
                  required
                  {...field}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {types.map((x) => (
                    <MenuItem key={x.id} value={x.id}>
                      {x.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField control={form.control} name="location" label={t('fields.location')} />
            <FormTextField
              control={form.control}
              name="description"
              label={t('fields.description')}
              multiline
              minRows={2}
            />
            <FormTextField
              control={form.control}
              name="capacity"
              label={t('fields.capacity')}
              inputMode="numeric"
            />
            <Controller
              name="ownerId"
              control={form.control}
              render={({ field, fieldState }) => (
                <PersonPicker
                  permission="resource.owner"
                  label={`${t('fields.owner')}${type?.requiresOwner ? ' *' : ''}`}
                  value={field.value ? { id: field.value, name: ownerName || resource?.owner?.name || '' } : null}
                  onChange={(person) => {
                    setOwnerName(person?.name ?? '');
                    field.onChange(person?.id ?? '');
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  testId="resource-owner"
                />
              )}
            />
            <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
              {t('manage.resources.ownerHelp')}
            </Typography>
            <FormCheckbox control={form.control} name="autoValidate" label={t('resource.autoValidate')} />
            {!autoValidate && (
              <FormTextField
                control={form.control}
                name="autoApproveAfterHours"
                label={t('fields.autoApproveAfterHours')}
                helperText={t('manage.resources.autoApproveHelp')}
                inputMode="numeric"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="resource-form-submit">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
