import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { ReactNode } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/dates/DateField';
import { FormTextField } from '../../../components/form/FormTextField';
import type { PolicyValues } from './policyForm';

function Section({ title, empty, addLabel, count, onAdd, children }: { title: string; empty: string; addLabel: string; count: number; onAdd: () => void; children: ReactNode }) {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Button size="small" startIcon={<AddOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Stack>
      {count === 0 && (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** Periods when no leave of the type may be taken (a closing, an inventory…). */
export function BlackoutFields({ control: c }: { control: Control<PolicyValues> }) {
  const { t } = useTranslation('leave');
  const rows = useFieldArray({ control: c, name: 'blackoutPeriods' });
  return (
    <Section title={t('policies.blackoutPeriods')} empty={t('policies.noBlackout')} addLabel={t('policies.addBlackout')} count={rows.fields.length} onAdd={() => rows.append({ start: '', end: '', label: '' })}>
      {rows.fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormDateField control={c} name={`blackoutPeriods.${index}.start`} label={t('policies.blackoutStart')} required />
          <FormDateField control={c} name={`blackoutPeriods.${index}.end`} label={t('policies.blackoutEnd')} required />
          <FormTextField control={c} name={`blackoutPeriods.${index}.label`} label={t('policies.blackoutLabel')} required size="small" fullWidth />
          <IconButton aria-label={t('policies.removeBlackout')} onClick={() => rows.remove(index)}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
    </Section>
  );
}

/** SENIORITY_BONUS: the extra days once the seniority reaches a number of years. */
export function SeniorityFields({ control: c }: { control: Control<PolicyValues> }) {
  const { t } = useTranslation('leave');
  const rows = useFieldArray({ control: c, name: 'seniorityBonus' });
  return (
    <Section title={t('policies.seniorityBonus')} empty={t('policies.noSeniority')} addLabel={t('policies.addSeniority')} count={rows.fields.length} onAdd={() => rows.append({ afterYears: '', days: '' })}>
      {rows.fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField control={c} name={`seniorityBonus.${index}.afterYears`} label={t('policies.afterYears')} required size="small" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <FormTextField control={c} name={`seniorityBonus.${index}.days`} label={t('policies.bonusDays')} required size="small" fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <IconButton aria-label={t('policies.removeSeniority')} onClick={() => rows.remove(index)}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
    </Section>
  );
}
