import { useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { PATHS, periodLabel, type PayrollRun, type RunButtonAction } from './api';
import { FormDialog } from './FormDialog';

const CONFIRMED = ['compute', 'validate', 'generate-payslips', 'close', 'delete'] as const;
/** Moves that cannot be undone: red confirmation. */
const IRREVERSIBLE: readonly RunButtonAction[] = ['validate', 'pay', 'close', 'delete'];

/**
 * Every move on a run behind its confirmation (paying asks for the payment date). The server
 * decides; the buttons follow `allowedActions`.
 */
export function useRunActions(run: PayrollRun | undefined, onChanged: (run: PayrollRun | null) => void): { start: (action: RunButtonAction) => void; dialogs: ReactNode } {
  const { t, i18n } = useTranslation('payroll');
  const notify = useNotify();
  const [pending, setPending] = useState<RunButtonAction | null>(null);
  const [paymentDate, setPaymentDate] = useState('');
  const close = () => setPending(null);
  const period = run ? periodLabel(run, i18n.resolvedLanguage ?? 'fr') : '';
  const send = async (action: RunButtonAction, body?: object) => {
    if (!run) return;
    if (action === 'delete') {
      await api.delete(PATHS.run(run.id));
      notify(t('actions.delete.done'));
      onChanged(null);
      return;
    }
    const next = await api.post<PayrollRun>(PATHS.action(run.id, action), body);
    notify(t(`actions.${action}.done`));
    close();
    onChanged(next);
  };
  const start = (action: RunButtonAction) => {
    if (action === 'pay') setPaymentDate(new Date().toISOString().slice(0, 10));
    setPending(action);
  };
  const dialogs = (
    <>
      {CONFIRMED.map((action) => (
        <ConfirmDialog
          key={action}
          open={pending === action}
          title={t(`actions.${action}.title`)}
          message={t(`actions.${action}.message`, { period })}
          confirmLabel={t(`actions.${action}.confirm`)}
          destructive={IRREVERSIBLE.includes(action)}
          onClose={close}
          onConfirm={() => send(action)}
        />
      ))}
      <FormDialog open={pending === 'pay'} title={t('actions.pay.title')} confirmLabel={t('actions.pay.confirm')} destructive testId="payroll-pay" onClose={close} onSubmit={() => send('pay', { paymentDate })}>
        {(fieldError) => (
          <>
            <span>{t('actions.pay.message', { period })}</span>
            <TextField
              type="date"
              label={t('actions.pay.date')}
              value={paymentDate}
              onChange={(e) => setPaymentDate(e.target.value)}
              required
              error={Boolean(fieldError('paymentDate'))}
              helperText={fieldError('paymentDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'payroll-pay-date' } }}
            />
          </>
        )}
      </FormDialog>
    </>
  );
  return { start, dialogs };
}
