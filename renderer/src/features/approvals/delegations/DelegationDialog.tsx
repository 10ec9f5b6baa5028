import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { WORKFLOW_ENTITY_TYPES, type WorkflowEntityType } from '../../../../../shared/workflow';
import { api } from '../../../app/api';
import { useMe } from '../../../app/auth/AuthContext';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { DELEGATIONS_PATH, type Delegation } from '../api';
import { PersonPicker, type PickedPerson } from '../../../components/people/PersonPicker';

const today = () => new Date().toISOString().slice(0, 10);

function delegationSchema(required: string, endBeforeStart: string) {
  return z
    .object({
      delegateUserId: z.string().min(1, required),
      delegateName: z.string(),
      startsOn: z.string().min(1, required),
      endsOn: z.string().min(1, required),
      entityTypes: z.array(z.string()),
      reason: z.string().max(500),
    })
    .refine((v) => !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn, {
      path: ['endsOn'],
      message: endBeforeStart,
    });
}
type Values = z.infer<ReturnType<typeof delegationSchema>>;

/** Names a stand-in who may decide my pending steps for a period (both days included). */
export function DelegationDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (d: Delegation) => void;
}) {
  const { t } = useTranslation('workflow');
  const me = useMe();
  const schema = useMemo(
    () => delegationSchema(t('validation.required'), t('validation.endBeforeStart')),
    [t],
  );
  const empty: Values = {
    delegateUserId: '',
    delegateName: '',
    startsOn: today(),
    endsOn: today(),
    entityTypes: [],
    reason: '',
  };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const [key, setKey] = useState(0);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const created = await api.post<Delegation>(DELEGATIONS_PATH, {
      delegateUserId: values.delegateUserId,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      entityTypes: values.entityTypes.length ? values.entityTypes : undefined,
      reason: values.reason.trim() || undefined,
    });
    form.reset(empty);
    setKey((k) => k + 1);
    onCreated(created);
  });
  const close = () => {
    clearProblem();
    form.reset(empty);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="delegation-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="delegation-form">
        <DialogTitle id="delegation-title">{t('delegations.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="delegateUserId"
              control={form.control}
              render={({ field, fieldState }) => (
                <PersonPicker
                  key={key}
                  label={t('delegations.delegate')}
                  value={field.value ? { id: field.value, name: form.getValues('delegateName') } : null}
                  onChange={(person: PickedPerson | null) => {
                    form.setValue('delegateName', person?.name ?? '');
                    field.onChange(person?.id ?? '');
                  }}
                  exclude={[me.user.id]}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  required
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField
                control={form.control}
                name="startsOn"
                label={t('delegations.startsOn')}
                required
              />
              <FormDateField control={form.control} name="endsOn" label={t('delegations.endsOn')} required />
            </Stack>
            <Controller
              name="entityTypes"
              control={form.control}
              render={({ field }) => (
                <Autocomplete<WorkflowEntityType, true>
                  multiple
                  options={[...WORKFLOW_ENTITY_TYPES]}
                  value={field.value as WorkflowEntityType[]}
                  onChange={(_e, value) => field.onChange(value)}
                  getOptionLabel={(type) => t(`entityType.${type}`)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('delegations.entityTypes')}
                      helperText={t('delegations.entityTypesHelp')}
                    />
                  )}
                />
              )}
            />
            <FormTextField control={form.control} name="reason" label={t('delegations.reason')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="delegation-submit">
            {t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
