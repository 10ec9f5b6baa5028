import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
import { adminEmployeePath, type EmployeeDetail, type EmployeeProfile } from '../api';
import { Fact, Facts, SectionCard } from './SectionCard';
import { useEmployeeSchemas } from '../schemas';

const s = UpdateEmployeeSchema.shape;
const IdentityForm = z.object({
  firstName: s.firstName.unwrap(),
  lastName: s.lastName.unwrap(),
  email: s.email,
  phone: s.phone,
  personalEmail: s.personalEmail,
  address: s.address,
  birthDate: s.birthDate,
  nationality: s.nationality,
  socialSecurityNumber: s.socialSecurityNumber,
});
type IdentityValues = z.input<typeof IdentityForm>;

/**
 * Identity and personal contact details. HR edits them here (`detail` given); everyone else sees
 * what the profile endpoint shows them (personal data only for the employee and HR).
 */
export function IdentityCard({
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
  const schemas = useEmployeeSchemas();
  const language = i18n.resolvedLanguage ?? 'fr';
  const personal = detail ?? profile.personal;
  const ssnMasked = detail?.socialSecurityNumberMasked ?? true;
  const initial: IdentityValues = {
    firstName: detail?.firstName ?? '',
    lastName: detail?.lastName ?? '',
    email: detail?.email ?? '',
    phone: detail?.phone ?? '',
    personalEmail: detail?.personalEmail ?? '',
    address: detail?.address ?? '',
    birthDate: detail?.birthDate ?? '',
    nationality: detail?.nationality ?? '',
    socialSecurityNumber: ssnMasked ? '' : (detail?.socialSecurityNumber ?? ''),
  };
  const { form, onSubmit, problem, clearProblem, submitting, editing, cancel, startEditing } = useSectionEditor<IdentityValues>({
    resolver: formResolver(IdentityForm.extend({ phone: schemas.phone })),
    initial,
    save: async (values) => {
      const body: Record<string, unknown> = { ...values };
      // A masked number is not known here: an empty field leaves it as it is.
      if (ssnMasked && !values.socialSecurityNumber) delete body.socialSecurityNumber;
      await api.put(adminEmployeePath(profile.id), body);
      notify(t('identity.saved'));
      onSaved();
    },
  });

  return (
    <SectionCard
      title={t('identity.title')}
      onEdit={detail ? startEditing : undefined}
      editing={editing}
      testId="identity-card"
    >
      {editing ? (
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="identity-form">
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="firstName"
                label={t('fields.firstName')}
                required
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="lastName"
                label={t('fields.lastName')}
                required
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="email"
                label={t('fields.email')}
                type="email"
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="phone"
                label={t('fields.phone')}
                type="tel"
                fullWidth
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="personalEmail"
              label={t('fields.personalEmail')}
              type="email"
            />
            <FormTextField
              control={form.control}
              name="address"
              label={t('fields.address')}
              multiline
              minRows={2}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={form.control} name="birthDate" label={t('fields.birthDate')} />
              <FormTextField
                control={form.control}
                name="nationality"
                label={t('fields.nationality')}
                helperText={t('identity.nationalityHelp')}
                fullWidth
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="socialSecurityNumber"
              label={t('fields.socialSecurityNumber')}
              helperText={
                ssnMasked
                  ? t('identity.ssnMaskedHelp', { masked: detail?.socialSecurityNumber ?? '—' })
                  : undefined
              }
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={cancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={submitting}
                data-testid="identity-form-submit"
              >
                {t('common:actions.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Facts>
          <Fact label={t('fields.firstName')} value={profile.firstName} />
          <Fact label={t('fields.lastName')} value={profile.lastName} />
          <Fact label={t('fields.email')} value={profile.email} />
          <Fact label={t('fields.phone')} value={profile.phone} />
          {personal && <Fact label={t('fields.personalEmail')} value={personal.personalEmail} />}
          {personal && <Fact label={t('fields.address')} value={personal.address} />}
          {personal && (
            <Fact label={t('fields.birthDate')} value={formatDate(personal.birthDate, language)} />
          )}
          {personal && <Fact label={t('fields.nationality')} value={personal.nationality} />}
          {personal && (
            <Fact
              label={t('fields.socialSecurityNumber')}
              value={personal.socialSecurityNumber}
              testId="ssn"
            />
          )}
        </Facts>
      )}
    </SectionCard>
  );
}
