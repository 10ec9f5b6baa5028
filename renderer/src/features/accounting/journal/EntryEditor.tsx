import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { toIsoDate } from '../../../components/dates/isoDate';
import { FormTextField } from '../../../components/form/FormTextField';
import { JOURNAL_PATH, entryPath, type EntryRecord } from '../api';
import { EMPTY_LINE, EntryForm, toEntryBody, type EntryValues } from './entryForm';
import { JournalSelect } from './JournalSelect';
import { LineGrid } from './LineGrid';
import { EntryProblem } from './UnbalancedAlert';

function valuesOf(entry: EntryRecord | null): EntryValues {
  if (!entry) return { journalId: '', date: toIsoDate(new Date()), label: '', lines: [{ ...EMPTY_LINE }, { ...EMPTY_LINE }] };
  return {
    journalId: entry.journalId,
    date: entry.date,
    label: entry.label,
    lines: entry.lines.map((l) => ({
      accountCode: l.accountCode,
      accountTitle: l.accountTitle,
      label: l.label ?? '',
      debit: l.debit === '0.00' ? '' : l.debit,
      credit: l.credit === '0.00' ? '' : l.credit,
      thirdParty: l.thirdParty ?? '',
      dueDate: l.dueDate ?? '',
    })),
  };
}

export interface EntryEditorProps {
  /** The draft to change; a new entry when null. */
  entry: EntryRecord | null;
  onSaved: (entry: EntryRecord) => void;
  /** Extra buttons (post, delete) next to save. */
  actions?: React.ReactNode;
}

/** Date, label and the line grid of a new or DRAFT entry; the server's refusals land on their fields. */
export function EntryEditor({ entry, onSaved, actions }: EntryEditorProps) {
  const { t } = useTranslation('ledger');
  const form = useForm<EntryValues>({ resolver: zodResolver(EntryForm), defaultValues: valuesOf(entry) });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = toEntryBody(values);
    const saved = entry ? await api.put<EntryRecord>(entryPath(entry.id), body) : await api.post<EntryRecord>(JOURNAL_PATH, body);
    form.reset(valuesOf(saved));
    onSaved(saved);
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="entry-form">
      <EntryProblem problem={problem} onClose={clearProblem} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <JournalSelect control={form.control} />
          <Box sx={{ width: { md: 200 } }}>
            <FormDateField control={form.control} name="date" label={t('entry.fields.date')} required />
          </Box>
          <FormTextField
            control={form.control}
            name="label"
            label={t('entry.fields.label')}
            required
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'entry-label' } }}
          />
        </Stack>
      </Paper>
      <Paper sx={{ p: 2, mb: 2, overflowX: 'auto' }}>
        <LineGrid form={form} />
      </Paper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {actions}
        <Button type="submit" variant="contained" loading={submitting} data-testid="entry-save">
          {entry ? t('common:actions.save') : t('entry.saveDraft')}
        </Button>
      </Stack>
    </Box>
  );
}
