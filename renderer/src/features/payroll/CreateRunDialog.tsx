import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { PATHS, type PayrollRun } from './api';
import { FormDialog } from './FormDialog';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** A new DRAFT run: a month (this month by default), its year and an optional note. */
export function CreateRunDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (run: PayrollRun) => void }) {
  const { t, i18n } = useTranslation('payroll');
  const language = i18n.resolvedLanguage ?? 'fr';
  const [year, setYear] = useState('');
  const [month, setMonth] = useState(1);
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!open) return;
    const today = new Date();
    setYear(String(today.getFullYear()));
    setMonth(today.getMonth() + 1);
    setNote('');
  }, [open]);
  const monthName = (m: number) => new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));
  return (
    <FormDialog
      open={open}
      title={t('create.title')}
      confirmLabel={t('create.confirm')}
      testId="payroll-create"
      onClose={onClose}
      onSubmit={async () => onCreated(await api.post<PayrollRun>(PATHS.runs, { year: Number(year), month, note: note.trim() || undefined }))}
    >
      {(fieldError) => (
        <>
          <TextField
            select
            label={t('create.month')}
            value={month}
            onChange={(e) => setMonth(Number(e.target.value))}
            error={Boolean(fieldError('month'))}
            helperText={fieldError('month')}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'payroll-create-month' } as object } }}
          >
            {MONTHS.map((m) => (
              <MenuItem key={m} value={m} data-testid={`payroll-month-${m}`}>
                {monthName(m)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('create.year')}
            value={year}
            onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
            error={Boolean(fieldError('year'))}
            helperText={fieldError('year')}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'payroll-create-year' } }}
          />
          <TextField label={t('create.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </>
      )}
    </FormDialog>
  );
}
