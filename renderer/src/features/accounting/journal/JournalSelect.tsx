import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { FormTextField } from '../../../components/form/FormTextField';
import { JOURNALS_PATH, type JournalRecord } from '../api';
import type { EntryValues } from './entryForm';

/** The journal of an entry: the tenant's active journals but the opening one (à-nouveaux come from closing). */
export function JournalSelect({ control }: { control: Control<EntryValues> }) {
  const { t } = useTranslation('books');
  const journals = useApiQuery<{ items: JournalRecord[] }>(JOURNALS_PATH, { active: 'true' });
  return (
    <FormTextField
      select
      control={control}
      name="journalId"
      label={t('fields.journal')}
      size="small"
      sx={{ minWidth: 240 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'entry-journal' } }}
    >
      <MenuItem value="">{t('journals.bySource')}</MenuItem>
      {(journals.data?.items ?? [])
        .filter((j) => j.kind !== 'OPENING')
        .map((j) => (
          <MenuItem key={j.id} value={j.id}>
            {j.code} — {j.name}
          </MenuItem>
        ))}
    </FormTextField>
  );
}
