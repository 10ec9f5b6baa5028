import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPROVER_TYPES, STEP_KINDS, TIMEOUT_ACTIONS } from '../../../../../shared/workflow';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { FormTextField } from '../../../components/form/FormTextField';
import { DEFINITION_ROLES_PATH, type RoleOption } from '../api';
import { PersonPicker } from '../../../components/people/PersonPicker';
import { newStep, type DefinitionFormValues } from './definitionForm';

/** The ordered steps of a circuit: add, remove, reorder; approver, kind and timeout of each. */
export function StepsEditor({
  form,
  readOnly,
}: {
  form: UseFormReturn<DefinitionFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('workflow');
  const roles = useApiQuery<RoleOption[]>(DEFINITION_ROLES_PATH);
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'steps' });
  const steps = form.watch('steps');
  const rootError = form.formState.errors.steps?.root?.message ?? form.formState.errors.steps?.message;

  return (
    <Stack spacing={2} data-testid="steps-editor">
      {fields.map((field, index) => {
        const step = steps[index];
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid={`step-${index}`}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }} spacing={1}>
              <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                {t('definitions.stepNumber', { n: index + 1 })}
              </Typography>
              {!readOnly && (
                <>
                  <IconButton
                    aria-label={t('definitions.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    size="small"
                  >
                    <ArrowUpwardOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('definitions.moveDown')}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    size="small"
                  >
                    <ArrowDownwardOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('definitions.removeStep')}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                    size="small"
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              )}
            </Stack>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <FormTextField
                  control={form.control}
                  name={`steps.${index}.name`}
                  label={t('definitions.fields.stepName')}
                  required
                  fullWidth
                  disabled={readOnly}
                />
                <FormTextField
                  control={form.control}
                  name={`steps.${index}.kind`}
                  label={t('definitions.fields.kind')}
                  select
                  sx={{ minWidth: 220 }}
                  disabled={readOnly}
                >
                  {STEP_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`kind.${kind}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Stack>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <FormTextField
                  control={form.control}
                  name={`steps.${index}.approverType`}
                  label={t('definitions.fields.approverType')}
                  select
                  sx={{ minWidth: 240 }}
                  disabled={readOnly}
                >
                  {APPROVER_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`approverType.${type}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                {step?.approverType === 'ROLE' && (
                  <FormTextField
                    control={form.control}
                    name={`steps.${index}.approverRoleId`}
                    label={t('definitions.fields.role')}
                    select
                    fullWidth
                    required
                    disabled={readOnly}
                  >
                    {(roles.data ?? []).map((role) => (
                      <MenuItem key={role.id} value={role.id}>
                        {t(`common:roles.${role.name}`, { defaultValue: role.name })}
                      </MenuItem>
                    ))}
                  </FormTextField>
                )}
                {step?.approverType === 'USER' && (
                  <Controller
                    control={form.control}
                    name={`steps.${index}.approverUserId`}
                    render={({ field: userField, fieldState }) => (
                      <Box sx={{ flexGrow: 1 }}>
                        <PersonPicker
                          label={t('definitions.fields.user')}
                          value={
                            userField.value
                              ? {
                                  id: userField.value,
                                  name: steps[index].approverUserName || userField.value,
                                }
                              : null
                          }
                          onChange={(person) => {
                            userField.onChange(person?.id ?? '');
                            form.setValue(`steps.${index}.approverUserName`, person?.name ?? '');
                          }}
                          error={Boolean(fieldState.error)}
                          helperText={fieldState.error?.message}
                          required
                        />
                      </Box>
                    )}
                  />
                )}
              </Stack>
              {step?.kind === 'APPROVAL' && (
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <FormTextField
                    control={form.control}
                    name={`steps.${index}.timeoutHours`}
                    label={t('definitions.fields.timeoutHours')}
                    helperText={t('definitions.timeoutHelp')}
                    sx={{ maxWidth: { md: 260 } }}
                    disabled={readOnly}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                  {step.timeoutHours && (
                    <FormTextField
                      control={form.control}
                      name={`steps.${index}.timeoutAction`}
                      label={t('definitions.fields.timeoutAction')}
                      select
                      fullWidth
                      disabled={readOnly}
                    >
                      {TIMEOUT_ACTIONS.map((action) => (
                        <MenuItem key={action} value={action}>
                          {t(`timeoutAction.${action}`)}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  )}
                </Stack>
              )}
              {step?.kind === 'NOTIFY' && (
                <Typography variant="body2" color="text.secondary">
                  {t('definitions.notifyHelp')}
                </Typography>
              )}
            </Stack>
          </Paper>
        );
      })}
      {rootError && (
        <Typography color="error" variant="body2">
          {rootError}
        </Typography>
      )}
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => append(newStep(fields.length))}
            data-testid="step-add"
          >
            {t('definitions.addStep')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
