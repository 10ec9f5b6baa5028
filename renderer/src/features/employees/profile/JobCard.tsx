import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { UpdateEmployeeSchema } from '../../../../../shared/schemas/employees';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { FormDateField } from '../../../components/dates/DateField';
import { formatDate } from '../../../components/dates/isoDate';
import { useSectionEditor } from './useSectionEditor';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { adminEmployeePath, type EmployeeDetail, type EmployeeProfile, type PersonRef } from '../api';
import { PersonPicker, type PickedPerson } from '../../../components/people/PersonPicker';
import { DepartmentSelect } from '../directory/DepartmentSelect';
import { useDepartments } from '../directory/useDepartments';
import { Fact, Facts, SectionCard } from './SectionCard';

const s = UpdateEmployeeSchema.shape;
const JobForm = z.object({
  employeeNumber: s.employeeNumber.unwrap(),
  jobTitle: s.jobTitle,
  hireDate: s.hireDate,
  collectiveAgreementCode: s.collectiveAgreementCode,
  departmentId: z.string(),
  managerId: z.string(),
});
type JobValues = z.input<typeof JobForm>;

const picked = (ref: PersonRef | null): PickedPerson | null => (ref ? { id: ref.id, name: ref.fullName } : null);

/** Position in the company: number, job title, department, manager, hire date, agreement. */
export function JobCard({
  profile,
  detail,
  onSaved,
}: {
  profile: EmployeeProfile;
  detail: EmployeeDetail | null;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('employees');
  const notify = useNotify();
  const { departments } = useDepartments();
  const [manager, setManager] = useState<PickedPerson | null>(picked(profile.manager));
  const language = i18n.resolvedLanguage ?? 'fr';
  const initial: JobValues = {
    employeeNumber: profile.employeeNumber,
    jobTitle: profile.jobTitle ?? '',
    hireDate: profile.hireDate ?? '',
    collectiveAgreementCode: detail?.collectiveAgreementCode ?? '',
    departmentId: profile.department?.id ?? '',
    managerId: profile.manager?.id ?? '',
  };
  const { form, onSubmit, problem, clearProblem, submitting, editing, cancel, startEditing: openForm } = useSectionEditor<JobValues>({
    resolver: formResolver(JobForm),
    initial,
    save: async (values) => {
      await api.put(adminEmployeePath(profile.id), {
        ...values,
        departmentId: values.departmentId || null,
        managerId: values.managerId || null,
      });
      notify(t('job.saved'));
      onSaved();
    },
  });
  const startEditing = () => {
    openForm();
    setManager(picked(profile.manager));
  };

  return (
    <SectionCard
      title={t('job.title')}
      onEdit={detail ? startEditing : undefined}
      editing={editing}
      testId="job-card"
    >
      {editing ? (
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="job-form">
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="employeeNumber"
                label={t('fields.employeeNumber')}
                required
                fullWidth
              />
              <FormDateField control={form.control} name="hireDate" label={t('fields.hireDate')} />
            </Stack>
            <FormTextField control={form.control} name="jobTitle" label={t('fields.jobTitle')} />
            <Controller
              name="departmentId"
              control={form.control}
              render={({ field, fieldState }) => (
                <DepartmentSelect
                  departments={departments}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('fields.department')}
                  emptyLabel={t('common.none')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              name="managerId"
              control={form.control}
              render={({ field, fieldState }) => (
                <PersonPicker
                  kind="employee"
                  label={t('fields.manager')}
                  value={manager}
                  exclude={[profile.id]}
                  onChange={(person) => {
                    setManager(person);
                    field.onChange(person?.id ?? '');
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <FormTextField
              control={form.control}
              name="collectiveAgreementCode"
              label={t('fields.collectiveAgreementCode')}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={cancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={submitting} data-testid="job-form-submit">
                {t('common:actions.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Facts>
          <Fact label={t('fields.employeeNumber')} value={profile.employeeNumber} />
          <Fact label={t('fields.jobTitle')} value={profile.jobTitle} />
          <Fact label={t('fields.department')} value={profile.department?.name} />
          <Fact
            label={t('fields.manager')}
            value={
              profile.manager && (
                <Link component={RouterLink} to={`/hr/employees/${profile.manager.id}`}>
                  {profile.manager.fullName}
                </Link>
              )
            }
          />
          <Fact label={t('fields.hireDate')} value={formatDate(profile.hireDate, language)} />
          {(detail ?? profile.personal) && (
            <Fact
              label={t('fields.collectiveAgreementCode')}
              value={(detail ?? profile.personal)?.collectiveAgreementCode}
            />
          )}
          <Fact label={t('job.directReports')} value={String(profile.directReportsCount)} />
        </Facts>
      )}
    </SectionCard>
  );
}
