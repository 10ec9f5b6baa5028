import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { contractActionPath, type Contract } from '../api';

const schema = z.object({ reason: z.string().trim().min(3), effectiveDate: z.string().min(1) });
type Values = z.infer<typeof schema>;

/** Ends a contract in force, with its reason and effective date; this cannot be undone. */
export function TerminateDialog({
  contract,
  open,
  onClose,
  onDone,
}: {
  contract: Contract;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('contracts');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', effectiveDate: new Date().toISOString().slice(0, 10) },
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    await api.post(contractActionPath(contract.id, 'terminate'), values);
    onDone();
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="terminate-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="terminate-form">
        <DialogTitle id="terminate-title">
          {t('terminate.title', { reference: contract.reference })}
        </DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <DialogContentText sx={{ mb: 2 }}>
            {t('terminate.message', { name: contract.employee.name })}
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="reason"
              label={t('terminate.reason')}
              required
              fullWidth
              multiline
              minRows={2}
            />
            <FormDateField
              control={form.control}
              name="effectiveDate"
              label={t('terminate.effectiveDate')}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            loading={submitting}
            data-testid="terminate-confirm"
          >
            {t('terminate.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
