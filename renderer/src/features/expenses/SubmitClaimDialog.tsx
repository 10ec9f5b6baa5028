import { useEffect, useRef } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EXPENSE_CATEGORY_MAX, EXPENSE_DESCRIPTION_MAX } from '../../../../shared/expenses';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormDateField } from '../../components/dates/DateField';
import { toIsoDate } from '../../components/dates/isoDate';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { FormMoneyField } from '../../components/money/MoneyField';
import i18n from '../../app/i18n';
import { EXPENSE_CATEGORIES, PATHS, RECEIPT_MAX_BYTES, type ExpenseClaim } from './api';
import { categoryLabel } from './labels';

/**
 * The server's rules (shared/schemas/expenses.ts), with messages in the interface language: a
 * date not in the future, a description, an amount above zero, a receipt of 10 MB at most.
 */
const ClaimForm = z
  .object({
    expenseDate: z.string().min(1),
    description: z.string().trim().min(1).max(EXPENSE_DESCRIPTION_MAX),
    amount: z.string().min(1),
    category: z.string().trim().max(EXPENSE_CATEGORY_MAX),
    receipt: z.instanceof(File).nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.amount && /^\d+(\.\d+)?$/.test(values.amount) && Number(values.amount) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: i18n.t('expenses:form.amountPositive') });
    }
    if (values.expenseDate > toIsoDate(new Date())) {
      ctx.addIssue({ code: 'custom', path: ['expenseDate'], message: i18n.t('expenses:form.futureDate') });
    }
    if (values.receipt && values.receipt.size > RECEIPT_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['receipt'], message: i18n.t('expenses:form.tooLarge') });
    }
  });
type ClaimValues = z.input<typeof ClaimForm>;

const EMPTY: ClaimValues = { expenseDate: '', description: '', amount: '', category: 'OTHER', receipt: null };

/** A new claim of the caller: date, description, amount, category (offered or free), optional receipt. */
export function SubmitClaimDialog({
  open,
  onClose,
  onSubmitted,
}: {
  open: boolean;
  onClose: () => void;
  onSubmitted: (claim: ExpenseClaim) => void;
}) {
  const { t } = useTranslation('expenses');
  const form = useForm<ClaimValues>({ resolver: formResolver(ClaimForm), defaultValues: EMPTY });
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) form.reset({ ...EMPTY, expenseDate: toIsoDate(new Date()) });
  }, [open, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = new FormData();
    body.append('expenseDate', values.expenseDate);
    body.append('description', values.description);
    body.append('amount', String(values.amount));
    if (values.category) body.append('category', values.category);
    if (values.receipt) body.append('receipt', values.receipt, values.receipt.name);
    onSubmitted(await api.upload<ExpenseClaim>(PATHS.claims, body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  const categoryOf = (typed: string) => {
    const text = typed.trim();
    const offered = EXPENSE_CATEGORIES.find(
      (c) => c === text.toUpperCase() || categoryLabel(t, c).toLowerCase() === text.toLowerCase(),
    );
    return offered ?? text;
  };

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="submit-claim-title"
    >
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="claim-form">
        <DialogTitle id="submit-claim-title">{t('form.title')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField
                control={form.control}
                name="expenseDate"
                label={t('fields.expenseDate')}
                required
                disableFuture
              />
              <FormMoneyField
                control={form.control}
                name="amount"
                label={t('fields.amount')}
                required
                fullWidth
                size="small"
                slotProps={{ htmlInput: { 'data-testid': 'claim-amount' } }}
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="description"
              label={t('fields.description')}
              required
              multiline
              minRows={2}
              slotProps={{
                htmlInput: { maxLength: EXPENSE_DESCRIPTION_MAX, 'data-testid': 'claim-description' },
              }}
            />
            <Controller
              name="category"
              control={form.control}
              render={({ field, fieldState }) => (
                <Autocomplete<string, false, false, true>
                  freeSolo
                  options={[...EXPENSE_CATEGORIES]}
                  value={field.value ?? ''}
                  getOptionLabel={(option) => categoryLabel(t, option)}
                  onChange={(_e, value) => field.onChange(value ? categoryOf(value) : 'OTHER')}
                  onInputChange={(_e, value, reason) => {
                    if (reason === 'input') field.onChange(categoryOf(value));
                  }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name={field.name}
                      inputRef={field.ref}
                      label={t('fields.category')}
                      size="small"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? t('form.categoryHelp')}
                      slotProps={{
                        htmlInput: {
                          ...params.inputProps,
                          maxLength: EXPENSE_CATEGORY_MAX,
                          'data-testid': 'claim-category',
                        },
                      }}
                    />
                  )}
                />
              )}
            />
            <Controller
              name="receipt"
              control={form.control}
              render={({ field, fieldState }) => (
                <Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('form.receipt')}
                  </Typography>
                  <input
                    ref={fileInput}
                    type="file"
                    hidden
                    accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/*"
                    data-testid="claim-receipt-input"
                    onChange={(e) => {
                      field.onChange(e.target.files?.[0] ?? null);
                      e.target.value = '';
                    }}
                  />
                  {field.value ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <AttachFileOutlined fontSize="small" />
                      <Typography variant="body2" data-testid="claim-receipt-name">
                        {field.value.name}
                      </Typography>
                      <IconButton
                        size="small"
                        aria-label={t('form.removeFile')}
                        onClick={() => field.onChange(null)}
                      >
                        <CloseOutlined fontSize="small" />
                      </IconButton>
                    </Stack>
                  ) : (
                    <Button
                      variant="outlined"
                      startIcon={<AttachFileOutlined />}
                      onClick={() => fileInput.current?.click()}
                    >
                      {t('form.chooseFile')}
                    </Button>
                  )}
                  {fieldState.error && (
                    <FormHelperText error data-testid="claim-receipt-error">
                      {/* The server checks the file's content; its reason reads better in the interface language. */}
                      {fieldState.error.type === 'server'
                        ? t('form.receiptInvalid')
                        : fieldState.error.message}
                    </FormHelperText>
                  )}
                </Box>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="claim-submit">
            {t('form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
