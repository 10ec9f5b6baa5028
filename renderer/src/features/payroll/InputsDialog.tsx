import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { MoneyField } from '../../components/money/MoneyField';
import { useNotify } from '../../components/feedback/Notifier';
import { PATHS, type PayrollRun, type VariableInputs } from './api';
import { FormDialog, type FieldErrorOf } from './FormDialog';

type Line = { label: string; amount: string };
type Overtime = { hours: string; ratePercent: string };

/** Lines of label and amount (bonuses, benefits in kind), added and removed. */
function AmountLines({ title, lines, onChange, path, fieldError, currency, testId }: { title: string; lines: Line[]; onChange: (lines: Line[]) => void; path: string; fieldError: FieldErrorOf; currency: string; testId: string }) {
  const { t } = useTranslation('payroll');
  const set = (i: number, patch: Partial<Line>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{title}</Typography>
      {lines.map((line, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField label={t('inputs.label')} value={line.label} onChange={(e) => set(i, { label: e.target.value })} error={Boolean(fieldError(`items.0.${path}.${i}.label`))} helperText={fieldError(`items.0.${path}.${i}.label`)} sx={{ flex: 2 }} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `${testId}-label-${i}` } }} />
          <MoneyField label={t('inputs.amount')} value={line.amount} onChange={(amount) => set(i, { amount })} currency={currency} error={Boolean(fieldError(`items.0.${path}.${i}.amount`))} helperText={fieldError(`items.0.${path}.${i}.amount`)} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'data-testid': `${testId}-amount-${i}` } }} />
          <IconButton aria-label={t('inputs.remove')} onClick={() => onChange(lines.filter((_l, j) => j !== i))}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddOutlined />} onClick={() => onChange([...lines, { label: '', amount: '' }])} sx={{ alignSelf: 'flex-start' }} data-testid={`${testId}-add`}>
        {t('inputs.add')}
      </Button>
    </Stack>
  );
}

/** One employee's variable inputs for a DRAFT run; saving marks the run to be computed again. */
export function InputsDialog({ run, row, onClose, onSaved }: { run: PayrollRun; row: VariableInputs | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('payroll');
  const notify = useNotify();
  const [bonuses, setBonuses] = useState<Line[]>([]);
  const [benefits, setBenefits] = useState<Line[]>([]);
  const [overtime, setOvertime] = useState<Overtime[]>([]);
  const [absence, setAbsence] = useState('0');
  const [advances, setAdvances] = useState('');
  useEffect(() => {
    if (!row) return;
    setBonuses(row.bonuses.map((b) => ({ label: b.label, amount: b.amount })));
    setBenefits(row.benefitsInKind.map((b) => ({ label: b.label, amount: b.amount })));
    setOvertime(row.overtime.map((o) => ({ ...o })));
    setAbsence(row.unpaidAbsenceDays);
    setAdvances(row.advances === '0.00' ? '' : row.advances);
  }, [row]);
  const save = async () => {
    if (!row) return;
    const keep = row.bonuses;
    await api.put(PATHS.inputs(run.id), {
      items: [
        {
          employeeId: row.employee.id,
          bonuses: bonuses.map((b, i) => ({ label: b.label, amount: b.amount, taxable: keep[i]?.taxable ?? true, contributory: keep[i]?.contributory ?? true })),
          overtime,
          unpaidAbsenceDays: absence || '0',
          advances: advances || '0',
          benefitsInKind: benefits,
        },
      ],
    });
    notify(t('inputs.saved', { name: row.employee.name }));
    onSaved();
  };
  const setOt = (i: number, patch: Partial<Overtime>) => setOvertime(overtime.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <FormDialog open={row !== null} title={t('inputs.title', { name: row?.employee.name ?? '' })} confirmLabel={t('inputs.save')} testId="payroll-inputs" onClose={onClose} onSubmit={save}>
      {(fieldError) => (
        <>
          <AmountLines title={t('inputs.bonuses')} lines={bonuses} onChange={setBonuses} path="bonuses" fieldError={fieldError} currency={run.currency} testId="inputs-bonus" />
          <Stack spacing={1}>
            <Typography variant="subtitle2">{t('inputs.overtime')}</Typography>
            {overtime.map((o, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField label={t('inputs.hours')} value={o.hours} onChange={(e) => setOt(i, { hours: e.target.value })} error={Boolean(fieldError(`items.0.overtime.${i}.hours`))} helperText={fieldError(`items.0.overtime.${i}.hours`)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <TextField label={t('inputs.ratePercent')} value={o.ratePercent} onChange={(e) => setOt(i, { ratePercent: e.target.value })} error={Boolean(fieldError(`items.0.overtime.${i}.ratePercent`))} helperText={fieldError(`items.0.overtime.${i}.ratePercent`)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <IconButton aria-label={t('inputs.remove')} onClick={() => setOvertime(overtime.filter((_o, j) => j !== i))}>
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
            <Button size="small" startIcon={<AddOutlined />} onClick={() => setOvertime([...overtime, { hours: '', ratePercent: '115' }])} sx={{ alignSelf: 'flex-start' }}>
              {t('inputs.add')}
            </Button>
          </Stack>
          <TextField label={t('inputs.absenceDays')} value={absence} onChange={(e) => setAbsence(e.target.value)} error={Boolean(fieldError('items.0.unpaidAbsenceDays'))} helperText={fieldError('items.0.unpaidAbsenceDays')} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'inputs-absence' } }} />
          <MoneyField label={t('inputs.advances')} value={advances} onChange={setAdvances} currency={run.currency} error={Boolean(fieldError('items.0.advances'))} helperText={fieldError('items.0.advances')} slotProps={{ htmlInput: { 'data-testid': 'inputs-advances' } }} />
          <AmountLines title={t('inputs.benefits')} lines={benefits} onChange={setBenefits} path="benefitsInKind" fieldError={fieldError} currency={run.currency} testId="inputs-benefit" />
        </>
      )}
    </FormDialog>
  );
}
