import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { EmergencyContactSchema } from '../../../../../shared/schemas/employees';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useSectionEditor } from './useSectionEditor';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { emergencyContactPath, type EmergencyContact } from '../api';
import { useEmployeeSchemas } from '../schemas';
import { Fact, Facts, SectionCard } from './SectionCard';

type ContactValues = z.input<typeof EmergencyContactSchema>;

/** Who to call in an emergency: name, relationship, phone. */
export function EmergencyContactCard({
  employeeId,
  contact,
  canEdit,
  onSaved,
}: {
  employeeId: string;
  contact: EmergencyContact | null;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('employees');
  const notify = useNotify();
  const schemas = useEmployeeSchemas();
  const initial: ContactValues = {
    name: contact?.name ?? '',
    relationship: contact?.relationship ?? '',
    phone: contact?.phone ?? '',
  };
  const { form, onSubmit, problem, clearProblem, submitting, editing, cancel, startEditing } = useSectionEditor<ContactValues>({
    resolver: formResolver(schemas.emergencyContact),
    initial,
    save: async (values) => {
      await api.put(emergencyContactPath(employeeId), values);
      notify(t('emergency.saved'));
      onSaved();
    },
  });

  return (
    <SectionCard
      title={t('emergency.title')}
      onEdit={canEdit ? startEditing : undefined}
      editing={editing}
      testId="emergency-card"
    >
      {editing ? (
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="emergency-form">
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('emergency.name')}
              required
              autoFocus
            />
            <FormTextField
              control={form.control}
              name="relationship"
              label={t('emergency.relationship')}
              helperText={t('emergency.relationshipHelp')}
              required
            />
            <FormTextField
              control={form.control}
              name="phone"
              label={t('emergency.phone')}
              type="tel"
              required
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={cancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={submitting}
                data-testid="emergency-form-submit"
              >
                {t('common:actions.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : contact ? (
        <Facts>
          <Fact label={t('emergency.name')} value={contact.name} testId="emergency-name" />
          <Fact label={t('emergency.relationship')} value={contact.relationship} />
          <Fact label={t('emergency.phone')} value={contact.phone} testId="emergency-phone" />
        </Facts>
      ) : (
        <Box sx={{ color: 'text.secondary' }}>{t('emergency.none')}</Box>
      )}
    </SectionCard>
  );
}
