import { useEffect, useMemo } from 'react';
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
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TASK_OWNER_TYPES } from '../../../../../shared/onboarding';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PersonPicker } from '../../../components/people/PersonPicker';
import { ONBOARDING_TEMPLATES_PATH, onboardingTemplatePath, type OnboardingTemplate } from '../api';
import { DEFINITION_ROLES_PATH, type RoleOption } from '../../approvals/api';

function templateSchema(required: string, days: string, role: string, user: string) {
  const step = z
    .object({
      title: z.string().trim().min(1, required).max(200),
      description: z.string().max(1000),
      ownerType: z.enum(TASK_OWNER_TYPES),
      ownerRoleId: z.string(),
      ownerUserId: z.string(),
      ownerUserName: z.string(),
      dueOffsetDays: z.string().regex(/^-?\d{1,3}$/, days),
    })
    .superRefine((s, ctx) => {
      if (s.ownerType === 'ROLE' && !s.ownerRoleId)
        ctx.addIssue({ code: 'custom', path: ['ownerRoleId'], message: role });
      if (s.ownerType === 'USER' && !s.ownerUserId)
        ctx.addIssue({ code: 'custom', path: ['ownerUserId'], message: user });
    });
  return z.object({
    name: z.string().trim().min(1, required).max(150),
    description: z.string().max(1000),
    steps: z.array(step).min(1, required),
  });
}
type Values = z.infer<ReturnType<typeof templateSchema>>;
const blankStep = (): Values['steps'][number] => ({
  title: '',
  description: '',
  ownerType: 'MANAGER',
  ownerRoleId: '',
  ownerUserId: '',
  ownerUserName: '',
  dueOffsetDays: '0',
});
const valuesOf = (tpl: OnboardingTemplate | null): Values => ({
  name: tpl?.name ?? '',
  description: tpl?.description ?? '',
  steps: tpl
    ? tpl.steps.map((s) => ({
        title: s.title,
        description: s.description ?? '',
        ownerType: s.ownerType,
        ownerRoleId: s.ownerRoleId ?? '',
        ownerUserId: s.ownerUserId ?? '',
        ownerUserName: s.ownerUserName ?? '',
        dueOffsetDays: String(s.dueOffsetDays),
      }))
    : [blankStep()],
});

/** An onboarding checklist: ordered steps, each with its owner and its due day relative to the first day. */
export function OnboardingTemplateDialog({
  template,
  open,
  onClose,
  onSaved,
}: {
  template: OnboardingTemplate | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const roles = useApiQuery<RoleOption[]>(open ? DEFINITION_ROLES_PATH : null);
  const schema = useMemo(
    () =>
      templateSchema(
        t('validation.required'),
        t('validation.days'),
        t('validation.role'),
        t('validation.user'),
      ),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(template) });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'steps' });
  const steps = form.watch('steps');
  useEffect(() => form.reset(valuesOf(template)), [template, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      name: v.name,
      description: v.description || null,
      active: template?.active ?? true,
      steps: v.steps.map((s) => ({
        title: s.title,
        description: s.description || null,
        ownerType: s.ownerType,
        ownerRoleId: s.ownerType === 'ROLE' ? s.ownerRoleId : null,
        ownerUserId: s.ownerType === 'USER' ? s.ownerUserId : null,
        dueOffsetDays: Number(s.dueOffsetDays),
      })),
    };
    if (template) await api.put(onboardingTemplatePath(template.id), body);
    else await api.post(ONBOARDING_TEMPLATES_PATH, body);
    onSaved();
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="onboarding-template-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="onboarding-template-form">
        <DialogTitle id="onboarding-template-title">
          {template ? template.name : t('templates.createTitle')}
        </DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('templates.fields.name')}
              required
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('templates.fields.description')}
              fullWidth
            />
            {fields.map((field, index) => (
              <Paper key={field.id} variant="outlined" sx={{ p: 2 }}>
                <Stack spacing={2}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <FormTextField
                      control={form.control}
                      name={`steps.${index}.title`}
                      label={t('templates.fields.stepTitle', { n: index + 1 })}
                      required
                      fullWidth
                    />
                    <IconButton
                      aria-label={t('templates.moveUp')}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUpwardOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('templates.moveDown')}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownwardOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('templates.remove')}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Stack>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField
                      control={form.control}
                      name={`steps.${index}.ownerType`}
                      label={t('templates.fields.owner')}
                      select
                      sx={{ minWidth: 220 }}
                    >
                      {TASK_OWNER_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {t(`ownerType.${type}`)}
                        </MenuItem>
                      ))}
                    </FormTextField>
                    {steps[index]?.ownerType === 'ROLE' && (
                      <FormTextField
                        control={form.control}
                        name={`steps.${index}.ownerRoleId`}
                        label={t('templates.fields.role')}
                        select
                        fullWidth
                        required
                      >
                        {(roles.data ?? []).map((r) => (
                          <MenuItem key={r.id} value={r.id}>
                            {t(`common:roles.${r.name}`, { defaultValue: r.name })}
                          </MenuItem>
                        ))}
                      </FormTextField>
                    )}
                    {steps[index]?.ownerType === 'USER' && (
                      <Controller
                        control={form.control}
                        name={`steps.${index}.ownerUserId`}
                        render={({ field: userField, fieldState }) => (
                          <PersonPicker
                            label={t('templates.fields.user')}
                            value={
                              userField.value
                                ? {
                                    id: userField.value,
                                    name: steps[index].ownerUserName || userField.value,
                                  }
                                : null
                            }
                            onChange={(p) => {
                              form.setValue(`steps.${index}.ownerUserName`, p?.name ?? '');
                              userField.onChange(p?.id ?? '');
                            }}
                            error={Boolean(fieldState.error)}
                            helperText={fieldState.error?.message}
                            required
                          />
                        )}
                      />
                    )}
                    <FormTextField
                      control={form.control}
                      name={`steps.${index}.dueOffsetDays`}
                      label={t('templates.fields.dueOffsetDays')}
                      helperText={t('templates.dueHelp')}
                      sx={{ maxWidth: { sm: 200 } }}
                    />
                  </Stack>
                  <FormTextField
                    control={form.control}
                    name={`steps.${index}.description`}
                    label={t('templates.fields.stepDescription')}
                    fullWidth
                  />
                </Stack>
              </Paper>
            ))}
            <Box>
              <Button startIcon={<AddOutlined />} onClick={() => append(blankStep())}>
                {t('templates.addStep')}
              </Button>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
