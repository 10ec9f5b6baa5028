import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormMoneyField } from '../../../components/money/MoneyField';
import type { Period } from '../../../components/dates/isoDate';
import { DECLARATION_PATHS, TAX_DECLARATION_TYPES, type TaxDeclarationRecord } from '../reporting-api';

const AMOUNT = /^\d+\.\d{2}$/;

const VatForm = z
  .object({
    declarationType: z.enum(['', ...TAX_DECLARATION_TYPES]),
    startDate: z.string().min(1),
    endDate: z.string().min(1),
    periodLabel: z.string().max(60),
    manual: z.boolean(),
    collectedVat: z.string(),
    deductibleVat: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.startDate > v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '≥ startDate' });
    if (v.manual) {
      for (const key of ['collectedVat', 'deductibleVat'] as const) {
        if (!AMOUNT.test(v[key])) ctx.addIssue({ code: 'custom', path: [key], message: 'Montant attendu' });
      }
    }
  });
type VatValues = z.input<typeof VatForm>;

export interface CreateVatDialogProps {
  open: boolean;
  period: Period;
  onClose: () => void;
  onCreated: (record: TaxDeclarationRecord) => void;
}

/** A VAT declaration for a period, its amounts read from the ledger or typed in. */
export function CreateVatDialog({ open, period, onClose, onCreated }: CreateVatDialogProps) {
  const { t } = useTranslation('accountingReports');
  const empty: VatValues = { declarationType: '', startDate: period.from, endDate: period.to, periodLabel: '', manual: false, collectedVat: '', deductibleVat: '' };
  const form = useForm<VatValues>({ resolver: zodResolver(VatForm), defaultValues: empty });
  const { reset } = form;
  useEffect(() => {
    // Each opening starts from the period on screen.
    if (open) reset({ declarationType: '', startDate: period.from, endDate: period.to, periodLabel: '', manual: false, collectedVat: '', deductibleVat: '' });
  }, [open, period.from, period.to, reset]);
  const manual = form.watch('manual');
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const record = await api.post<TaxDeclarationRecord>(DECLARATION_PATHS.tax, {
      declarationType: v.declarationType || undefined,
      startDate: v.startDate,
      endDate: v.endDate,
      periodLabel: v.periodLabel || undefined,
      ...(v.manual ? { collectedVat: v.collectedVat, deductibleVat: v.deductibleVat } : {}),
    });
    onCreated(record);
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="vat-create-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="vat-form">
        <DialogTitle id="vat-create-title">{t('declarations.vat.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="declarationType" label={t('declarations.fields.declarationType')} select helperText={t('declarations.vat.typeHelp')}>
              <MenuItem value="">{t('declarations.vat.typeDefault')}</MenuItem>
              {TAX_DECLARATION_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`declarations.types.${type}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={form.control} name="startDate" label={t('declarations.fields.startDate')} required />
              <FormDateField control={form.control} name="endDate" label={t('declarations.fields.endDate')} required />
            </Stack>
            <FormTextField control={form.control} name="periodLabel" label={t('declarations.fields.periodLabel')} helperText={t('declarations.periodLabelHelp')} size="small" />
            <FormControlLabel control={<Switch checked={manual} onChange={(e) => form.setValue('manual', e.target.checked)} />} label={t('declarations.vat.manual')} />
            {manual && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormMoneyField control={form.control} name="collectedVat" label={t('declarations.fields.collectedVat')} required />
                <FormMoneyField control={form.control} name="deductibleVat" label={t('declarations.fields.deductibleVat')} required />
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="vat-form-submit">
            {t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
