import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_ENTITY_TYPES } from '../../../../../shared/workflow';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PageHeader } from '../../../components/layout/PageHeader';
import { DEFINITIONS_PATH, WORKFLOW_ADMIN, definitionPath, type WorkflowDefinition } from '../api';
import { definitionFormSchema, toBody, toFormValues, type DefinitionFormValues } from './definitionForm';
import { StepsEditor } from './StepsEditor';

/** Creates or edits a circuit; requests already running keep the steps they started with. */
export function DefinitionEditorPage() {
  const { t } = useTranslation('workflow');
  const { definitionId } = useParams();
  const isNew = !definitionId;
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const readOnly = !can(WORKFLOW_ADMIN);
  const existing = useApiQuery<WorkflowDefinition>(isNew ? null : definitionPath(definitionId));
  const schema = useMemo(
    () =>
      definitionFormSchema({
        required: t('validation.required'),
        integer: t('validation.hours'),
        roleRequired: t('validation.roleRequired'),
        userRequired: t('validation.userRequired'),
        approvalStep: t('validation.approvalStep'),
      }),
    [t],
  );
  const form = useForm<DefinitionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(null),
  });
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    if (existing.data) form.reset(toFormValues(existing.data));
  }, [existing.data, form]);

  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = toBody(values);
    const saved = isNew
      ? await api.post<WorkflowDefinition>(DEFINITIONS_PATH, body)
      : await api.put<WorkflowDefinition>(definitionPath(definitionId), body);
    notify(t('definitions.saved'));
    navigate(`/admin/workflows/${saved.id}`, { replace: true });
    if (!isNew) existing.reload();
  });

  if (!isNew && !existing.data)
    return existing.loading ? <LoadingState /> : <ProblemAlert error={existing.error} />;
  const title = isNew ? t('definitions.newTitle') : (existing.data?.name ?? '');

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('definitions.title'), to: '/admin/workflows' }, { label: title }]}
        actions={
          !isNew &&
          !readOnly && (
            <Button color="error" onClick={() => setDeleting(true)} data-testid="definition-delete">
              {t('common:actions.delete')}
            </Button>
          )
        }
      />
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="definition-form">
        <FormProblem problem={problem} onClose={clearProblem} />
        <Paper sx={{ p: 3, mb: 3 }}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="entityType"
                label={t('fields.entityType')}
                select
                sx={{ minWidth: 280 }}
                disabled={readOnly}
              >
                {WORKFLOW_ENTITY_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`entityType.${type}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={form.control}
                name="name"
                label={t('definitions.fields.name')}
                required
                fullWidth
                disabled={readOnly}
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="description"
              label={t('definitions.fields.description')}
              multiline
              minRows={2}
              fullWidth
              disabled={readOnly}
            />
            <Stack direction="row" spacing={3}>
              {(['isDefault', 'active'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                          disabled={readOnly}
                        />
                      }
                      label={t(`definitions.fields.${name}`)}
                    />
                  )}
                />
              ))}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('definitions.defaultHelp')}
            </Typography>
          </Stack>
        </Paper>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('definitions.fields.steps')}
        </Typography>
        <StepsEditor form={form} readOnly={readOnly} />
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/admin/workflows')}>{t('common:actions.cancel')}</Button>
            <Button type="submit" variant="contained" loading={submitting} data-testid="definition-save">
              {t('common:actions.save')}
            </Button>
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        open={deleting}
        title={t('definitions.deleteTitle')}
        message={t(
          existing.data?.instanceCount ? 'definitions.deleteArchives' : 'definitions.deleteMessage',
          { name: existing.data?.name ?? '' },
        )}
        destructive
        confirmLabel={t('common:actions.delete')}
        onConfirm={async () => {
          await api.delete(definitionPath(definitionId ?? ''));
          notify(t('definitions.deleted'));
          navigate('/admin/workflows');
        }}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
