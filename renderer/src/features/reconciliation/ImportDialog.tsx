import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, type FieldError } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { applyFieldErrors } from '../../app/forms/serverErrors';
import i18n from '../../app/i18n';
import { FormDateField } from '../../components/dates/DateField';
import { toIsoDate } from '../../components/dates/isoDate';
import { problemDetail, problemTitle } from '../../components/feedback/ProblemAlert';
import type { BankAccountRecord } from '../accounting/api';
import { PATHS, STATEMENT_MAX_BYTES, type StatementImport } from './api';

const ImportForm = z
  .object({
    bankAccountId: z.string().min(1),
    periodStart: z.string().min(1),
    periodEnd: z.string().min(1),
    file: z.instanceof(File).nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.periodStart && values.periodEnd && values.periodEnd < values.periodStart) {
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: i18n.t('reconciliation:upload.periodOrder') });
    }
    if (!values.file) ctx.addIssue({ code: 'custom', path: ['file'], message: i18n.t('reconciliation:upload.fileRequired') });
    else if (values.file.size > STATEMENT_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: i18n.t('reconciliation:upload.tooLarge') });
    }
  });
type ImportValues = z.input<typeof ImportForm>;

const FORM_FIELDS = ['bankAccountId', 'periodStart', 'periodEnd'];

/** The current month: a statement is usually imported for the month it covers. */
function currentMonth(): { periodStart: string; periodEnd: string } {
  const today = new Date();
  return {
    periodStart: toIsoDate(new Date(today.getFullYear(), today.getMonth(), 1)),
    periodEnd: toIsoDate(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
  };
}

/**
 * Imports a statement file (CSV, OFX, MT940) for a bank account and period. The server reads the
 * whole file before writing anything: its problems (unreadable lines, movements outside the
 * period, movements already imported) are listed here, line by line.
 */
export function ImportDialog({
  open,
  bankAccounts,
  onClose,
  onImported,
}: {
  open: boolean;
  bankAccounts: BankAccountRecord[];
  onClose: () => void;
  onImported: (statement: StatementImport) => void;
}) {
  const { t } = useTranslation('reconciliation');
  const form = useForm<ImportValues>({ resolver: formResolver(ImportForm) });
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [fileErrors, setFileErrors] = useState<FieldError[]>([]);
  useEffect(() => {
    if (!open) return;
    const preferred = bankAccounts.find((a) => a.isDefault) ?? bankAccounts[0];
    form.reset({ bankAccountId: preferred?.id ?? '', ...currentMonth(), file: null });
    setProblem(null);
    setFileErrors([]);
  }, [open, bankAccounts, form]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    setFileErrors([]);
    const body = new FormData();
    body.append('bankAccountId', values.bankAccountId);
    body.append('periodStart', values.periodStart);
    body.append('periodEnd', values.periodEnd);
    if (values.file) body.append('file', values.file, values.file.name);
    try {
      onImported(await api.upload<StatementImport>(PATHS.parse, body));
    } catch (error) {
      const unmatched = applyFieldErrors(error, form.setError, FORM_FIELDS);
      setProblem(error);
      setFileErrors(unmatched);
    }
  });
  const submitting = form.formState.isSubmitting;
  const detail = problemDetail(problem);

  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="import-title">
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate data-testid="import-form">
        <DialogTitle id="import-title">{t('upload.title')}</DialogTitle>
        <DialogContent>
          {problem !== null && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="import-problem" onClose={() => setProblem(null)}>
              <AlertTitle>{problemTitle(t, problem)}</AlertTitle>
              {detail}
              {fileErrors.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} data-testid="import-line-errors">
                  {fileErrors.slice(0, 20).map((e) => (
                    <li key={`${e.path}:${e.message}`}>
                      <strong>{e.path.replace(/^file\.?/, '') || t('upload.file')}</strong> — {e.message}
                    </li>
                  ))}
                  {fileErrors.length > 20 && <li>{t('upload.moreErrors', { count: fileErrors.length - 20 })}</li>}
                </Box>
              )}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="bankAccountId"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('fields.bankAccount')}
                  required
                  size="small"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (bankAccounts.length === 0 ? t('upload.noBankAccount') : undefined)}
                  slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'import-bank-account' } as object } }}
                >
                  {bankAccounts.map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                      {a.title} — {a.accountCode} ({a.bank})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={form.control} name="periodStart" label={t('fields.periodStart')} required />
              <FormDateField control={form.control} name="periodEnd" label={t('fields.periodEnd')} required />
            </Stack>
            <Controller
              name="file"
              control={form.control}
              render={({ field, fieldState }) => (
                <Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('upload.fileHelp')}
                  </Typography>
                  <input
                    ref={fileInput}
                    type="file"
                    hidden
                    accept=".csv,.txt,.ofx,.qfx,.xml,.sta,.mt940,.940"
                    data-testid="import-file-input"
                    onChange={(e) => {
                      field.onChange(e.target.files?.[0] ?? null);
                      setFileErrors([]);
                      e.target.value = '';
                    }}
                  />
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Button variant="outlined" startIcon={<AttachFileOutlined />} onClick={() => fileInput.current?.click()}>
                      {field.value ? t('upload.changeFile') : t('upload.chooseFile')}
                    </Button>
                    {field.value && (
                      <Typography variant="body2" data-testid="import-file-name">
                        {field.value.name}
                      </Typography>
                    )}
                  </Stack>
                  {fieldState.error && (
                    <FormHelperText error data-testid="import-file-error">
                      {fieldState.error.message}
                    </FormHelperText>
                  )}
                </Box>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="import-submit">
            {t('upload.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
