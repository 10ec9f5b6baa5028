import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SelfProfileSchema } from '../../../../../shared/schemas/employees';
import { api, isApiProblem } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formResolver } from '../../../app/forms/formResolver';
import { formatDate } from '../../../components/dates/isoDate';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useSectionEditor } from '../profile/useSectionEditor';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ME_PATH, STATUS_TONES, type EmployeeDetail } from '../api';
import { useEmployeeSchemas } from '../schemas';
import { BankAccountCard } from '../profile/BankAccountCard';
import { DocumentsPanel } from '../profile/DocumentsPanel';
import { EmergencyContactCard } from '../profile/EmergencyContactCard';
import { Fact, Facts, SectionCard } from '../profile/SectionCard';

type ContactValues = z.input<typeof SelfProfileSchema>;

/** My contact details: the fields an employee keeps up to date themself. */
function MyContactCard({ me, onSaved }: { me: EmployeeDetail; onSaved: () => void }) {
  const { t } = useTranslation('employees');
  const notify = useNotify();
  const schemas = useEmployeeSchemas();
  const initial: ContactValues = {
    phone: me.phone ?? '',
    personalEmail: me.personalEmail ?? '',
    address: me.address ?? '',
  };
  const { form, onSubmit, problem, clearProblem, submitting, editing, cancel, startEditing } = useSectionEditor<ContactValues>({
    resolver: formResolver(schemas.selfProfile),
    initial,
    save: async (values) => {
      await api.put(ME_PATH, values);
      notify(t('me.saved'));
      onSaved();
    },
  });
  return (
    <SectionCard title={t('me.contact')} onEdit={startEditing} editing={editing} testId="my-contact-card">
      {editing ? (
        <Box component="form" onSubmit={onSubmit} noValidate>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="phone"
              label={t('fields.phone')}
              type="tel"
              autoFocus
            />
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
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={cancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={submitting}>
                {t('common:actions.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Facts>
          <Fact label={t('fields.phone')} value={me.phone} />
          <Fact label={t('fields.personalEmail')} value={me.personalEmail} />
          <Fact label={t('fields.address')} value={me.address} />
        </Facts>
      )}
    </SectionCard>
  );
}

/** Self-service: my job facts, my contact details, bank details, emergency contact and documents. */
export function MyProfilePage() {
  const { t, i18n } = useTranslation('employees');
  const query = useApiQuery<EmployeeDetail>(ME_PATH);
  const language = i18n.resolvedLanguage ?? 'fr';
  if (query.loading && !query.data) return <LoadingState />;
  if (!query.data) {
    if (isApiProblem(query.error) && query.error.code === 'NOT_FOUND') {
      return (
        <>
          <PageHeader title={t('me.title')} />
          <EmptyState title={t('me.noProfile')} description={t('me.noProfileHint')} />
        </>
      );
    }
    return <ProblemAlert error={query.error} />;
  }
  const me = query.data;
  return (
    <>
      <PageHeader title={t('me.title')} subtitle={t('me.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={3}>
            <SectionCard title={me.fullName} testId="my-job-card">
              <Facts>
                <Fact label={t('fields.employeeNumber')} value={me.employeeNumber} />
                <Fact
                  label={t('fields.status')}
                  value={
                    <StatusChip status={me.status} labelPrefix="employees:status" tones={STATUS_TONES} />
                  }
                />
                <Fact label={t('fields.jobTitle')} value={me.jobTitle} />
                <Fact label={t('fields.department')} value={me.department?.name} />
                <Fact label={t('fields.manager')} value={me.manager?.fullName} />
                <Fact label={t('fields.hireDate')} value={formatDate(me.hireDate, language)} />
                <Fact label={t('fields.email')} value={me.email} />
                <Fact label={t('fields.socialSecurityNumber')} value={me.socialSecurityNumber} />
              </Facts>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                {t('me.hrFieldsHint')}
              </Typography>
            </SectionCard>
            <MyContactCard me={me} onSaved={query.reload} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={3}>
            <EmergencyContactCard
              employeeId={me.id}
              contact={me.emergencyContact}
              canEdit
              onSaved={query.reload}
            />
            <BankAccountCard employeeId={me.id} bankAccount={me.bankAccount} canEdit onSaved={query.reload} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('me.documents')}
          </Typography>
          <DocumentsPanel employeeId={me.id} canManage={false} />
        </Grid>
      </Grid>
    </>
  );
}
