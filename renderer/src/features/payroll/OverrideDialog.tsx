import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { MonthField } from '../../components/dates/MonthField';
import type { PayrollCountry } from '../../../../shared/payroll';
import { PATHS, type PayrollRuleSet } from './api';
import { FormDialog } from './FormDialog';

type Target = 'RULE' | 'CONSTANT';

/** A rate (or flat amount) of a rule, or a constant's value, changed from the first day of a month. */
export function OverrideDialog({
  open,
  country,
  rules,
  constants,
  onClose,
  onSaved,
}: {
  open: boolean;
  country: PayrollCountry;
  rules: PayrollRuleSet['inForce']['rules'];
  constants: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('payroll');
  const [target, setTarget] = useState<Target>('RULE');
  const [code, setCode] = useState('');
  const [month, setMonth] = useState('');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!open) return;
    setTarget('RULE');
    setCode('');
    setValue('');
    setNote('');
    const next = new Date();
    next.setMonth(next.getMonth() + 1);
    setMonth(next.toISOString().slice(0, 7));
  }, [open]);
  const rule = rules.find((r) => r.code === code);
  const body = () => {
    const effectiveFrom = month ? `${month}-01` : '';
    const extra = note.trim() ? { note: note.trim() } : {};
    if (target === 'CONSTANT') return { target, constant: code, effectiveFrom, value, ...extra };
    return { target, code, effectiveFrom, ...(rule?.method === 'FLAT' ? { amount: value } : { rate: value }), ...extra };
  };
  return (
    <FormDialog open={open} title={t('rules.add')} confirmLabel={t('rules.save')} testId="override-form" onClose={onClose} onSubmit={async () => {
      await api.post(PATHS.overrides(country), body());
      onSaved();
    }}>
      {(fieldError) => (
        <>
          <TextField select label={t('rules.fields.target')} value={target} onChange={(e) => { setTarget(e.target.value as Target); setCode(''); }}>
            <MenuItem value="RULE">{t('rules.targets.RULE')}</MenuItem>
            <MenuItem value="CONSTANT">{t('rules.targets.CONSTANT')}</MenuItem>
          </TextField>
          <TextField select label={t('rules.fields.code')} value={code} onChange={(e) => setCode(e.target.value)} error={Boolean(fieldError('code') ?? fieldError('constant'))} helperText={fieldError('code') ?? fieldError('constant')}>
            {(target === 'RULE' ? rules.map((r) => r.code) : constants).map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <MonthField label={t('rules.fields.effectiveFrom')} value={month} onChange={setMonth} error={Boolean(fieldError('effectiveFrom'))} helperText={fieldError('effectiveFrom')} />
          <TextField
            label={target === 'CONSTANT' || rule?.method === 'FLAT' ? t('rules.fields.value') : t('rules.fields.ratePercent')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(fieldError('rate') ?? fieldError('amount') ?? fieldError('value'))}
            helperText={fieldError('rate') ?? fieldError('amount') ?? fieldError('value')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label={t('rules.fields.note')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </>
      )}
    </FormDialog>
  );
}
