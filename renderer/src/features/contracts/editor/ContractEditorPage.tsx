import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES } from '../../../../../shared/contracts';
import { api } from '../../../app/api';
import type { EmployeeProfile } from '../../employees/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PageHeader } from '../../../components/layout/PageHeader';
import { FormMoneyField } from '../../../components/money/MoneyField';
import {
  CONTRACTS_PATH,
  PLACEHOLDERS_PATH,
  TEMPLATES_PATH,
  contractPath,
  type Contract,
  type ContractTemplate,
  type Placeholder,
} from '../api';
import { PersonPicker } from '../../../components/people/PersonPicker';
import { ContractPreview } from './ContractPreview';
import { contractFormSchema, toContractBody, toContractForm, type ContractFormValues } from './contractForm';

/**
 * Creates a contract from a template (its text copied, then adaptable) or edits a DRAFT, with
 * the text filled for the employee shown beside the form as it is typed.
 */
export function ContractEditorPage() {
  const { t, i18n } = useTranslation('contracts');
  const { contractId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const isNew = !contractId;
  const existing = useApiQuery<Contract>(isNew ? null : contractPath(contractId));
  const placeholders = useApiQuery<Placeholder[]>(PLACEHOLDERS_PATH);
  const schema = useMemo(
    () =>
      contractFormSchema({
        required: t('validation.required'),
        amount: t('validation.amount'),
        hours: t('validation.hours'),
        endRequired: t('validation.endRequired'),
        noEndForCdi: t('validation.noEndForCdi'),
        endAfterStart: t('validation.endAfterStart'),
        trialWithin: t('validation.trialWithin'),
      }),
    [t],
  );
  const preset = search.get('employeeId');
  const form = useForm<ContractFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toContractForm(null),
  });
  const values = form.watch();
  const templates = useApiQuery<ListEnvelope<ContractTemplate>>(TEMPLATES_PATH, {
    type: values.type,
    active: 'true',
    pageSize: 100,
  });

  useEffect(() => {
    if (existing.data) form.reset(toContractForm(existing.data));
  }, [existing.data, form]);
  useEffect(() => {
    if (!preset || !isNew) return;
    api
      .get<EmployeeProfile>(`/hr/employees/${preset}/profile`)
      .then((p) => form.reset({ ...form.getValues(), employeeId: p.id, employeeName: p.fullName }))
      .catch(() => undefined);
  }, [preset, isNew, form]);

  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = toContractBody(v);
    const saved = isNew
      ? await api.post<Contract>(CONTRACTS_PATH, body)
      : await api.put<Contract>(contractPath(contractId), body);
    notify(t(isNew ? 'editor.created' : 'editor.saved', { reference: saved.reference }));
    navigate(`/hr/contracts/${saved.id}`);
  });

  const pickTemplate = (id: string) => {
    form.setValue('templateId', id);
    const template = templates.data?.items.find((x) => x.id === id);
    if (template) form.setValue('body', template.body, { shouldValidate: true });
  };
  const insert = (key: string) =>
    form.setValue('body', `${form.getValues('body')}{{${key}}}`, { shouldValidate: true });

  if (!isNew && !existing.data)
    return existing.loading ? <LoadingState /> : <ProblemAlert error={existing.error} />;
  if (existing.data && existing.data.status !== 'DRAFT')
    return <ProblemAlert error={new Error(t('editor.notDraft'))} />;
  const title = isNew
    ? t('editor.newTitle')
    : t('editor.editTitle', { reference: existing.data?.reference ?? '' });
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('list.title'), to: '/hr/contracts' }, { label: title }]}
      />
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="contract-form">
        <FormProblem problem={problem} onClose={clearProblem} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Paper sx={{ p: 3 }}>
              <Stack spacing={2}>
                <Controller
                  control={form.control}
                  name="employeeId"
                  render={({ field, fieldState }) => (
                    <PersonPicker
                      kind="employee"
                      label={t('fields.employee')}
                      value={
                        field.value ? { id: field.value, name: values.employeeName || field.value } : null
                      }
                      onChange={(e) => {
                        form.setValue('employeeName', e?.name ?? '');
                        field.onChange(e?.id ?? '');
                      }}
                      disabled={!isNew}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                      required
                      testId="contract-employee"
                    />
                  )}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    control={form.control}
                    name="type"
                    label={t('fields.type')}
                    select
                    sx={{ minWidth: 200 }}
                    data-testid="contract-type"
                  >
                    {CONTRACT_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`type.${type}`)} — {t(`typeLabel.${type}`)}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <Controller
                    control={form.control}
                    name="templateId"
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        fullWidth
                        label={t('fields.template')}
                        value={field.value}
                        onChange={(e) => pickTemplate(e.target.value)}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                        data-testid="contract-template"
                      >
                        <MenuItem value="">{t('editor.noTemplate')}</MenuItem>
                        {(templates.data?.items ?? []).map((tpl) => (
                          <MenuItem key={tpl.id} value={tpl.id}>
                            {tpl.name}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    control={form.control}
                    name="jobTitle"
                    label={t('fields.jobTitle')}
                    fullWidth
                  />
                  <FormTextField
                    control={form.control}
                    name="workLocation"
                    label={t('fields.workLocation')}
                    fullWidth
                  />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormMoneyField
                    control={form.control}
                    name="salary"
                    label={t('fields.salary')}
                    required
                    fullWidth
                    data-testid="contract-salary"
                  />
                  <FormTextField
                    control={form.control}
                    name="weeklyHours"
                    label={t('fields.weeklyHours')}
                    sx={{ maxWidth: { sm: 180 } }}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormDateField
                    control={form.control}
                    name="startDate"
                    label={t('fields.startDate')}
                    required
                  />
                  <FormDateField
                    control={form.control}
                    name="endDate"
                    label={t('fields.endDate')}
                    helperText={values.type === 'CDI' ? t('editor.noEndForCdi') : undefined}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormDateField
                    control={form.control}
                    name="trialPeriodEndDate"
                    label={t('fields.trialPeriodEndDate')}
                  />
                  <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
                </Stack>
                <FormTextField
                  control={form.control}
                  name="body"
                  label={t('fields.body')}
                  multiline
                  minRows={14}
                  maxRows={30}
                  fullWidth
                  required
                  slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
                />
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {t('editor.placeholdersHelp')}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {(placeholders.data ?? []).map((p) => (
                      <Tooltip key={p.key} title={p[language]}>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={`{{${p.key}}}`}
                          onClick={() => insert(p.key)}
                        />
                      </Tooltip>
                    ))}
                  </Stack>
                </Box>
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ContractPreview values={values} />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(isNew ? '/hr/contracts' : `/hr/contracts/${contractId}`)}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="contract-save">
            {t(isNew ? 'editor.createDraft' : 'common:actions.save')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
