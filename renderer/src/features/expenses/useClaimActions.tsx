import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { formatMoney } from '../../components/money/moneyText';
import { PATHS, type ExpenseClaim, type ExpenseClaimAction } from './api';
import { ReimburseDialog } from './ReimburseDialog';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { EXPENSE_NOTE_MAX } from '../../../../shared/expenses';

export interface ClaimActions {
  /** Starts an action on a claim: opens its confirmation or its form. */
  run: (action: ExpenseClaimAction, claim: ExpenseClaim) => void;
  /** The dialogs; render once in the page. */
  dialogs: ReactNode;
}

/**
 * Every move on a claim behind its confirmation (approve, schedule payment) or its form (reject
 * with a reason, reimbursement with payment mode and note). The server decides; the buttons only
 * follow `allowedActions`.
 */
export function useClaimActions(onChanged: (claim: ExpenseClaim) => void): ClaimActions {
  const { t, i18n } = useTranslation('expenses');
  const notify = useNotify();
  const [pending, setPending] = useState<{ action: ExpenseClaimAction; claim: ExpenseClaim } | null>(null);
  const close = () => setPending(null);
  const current = pending?.claim ?? null;
  const is = (action: ExpenseClaimAction) => pending?.action === action;
  const message = (action: ExpenseClaimAction) =>
    current
      ? t(`actions.${action}.message`, {
          reference: current.reference,
          name: current.employee.name,
          amount: formatMoney(current.amount, current.currency, i18n.resolvedLanguage ?? 'fr'),
        })
      : '';
  const send = async (action: ExpenseClaimAction, body: object = {}) => {
    if (!current) return;
    const claim = await api.post<ExpenseClaim>(PATHS.action(current.id, action), body);
    notify(t(`actions.${action}.done`));
    onChanged(claim);
  };

  const dialogs = (
    <>
      {(['approve', 'schedule-payment'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          open={is(action)}
          title={t(`actions.${action}.title`)}
          message={message(action)}
          confirmLabel={t(`actions.${action}.confirm`)}
          onClose={close}
          onConfirm={() => send(action)}
        />
      ))}
      <ReasonDialog
        open={is('reject')}
        title={t('actions.reject.title')}
        message={message('reject')}
        label={t('actions.reject.reason')}
        confirmLabel={t('actions.reject.confirm')}
        required
        requiredMessage={t('actions.reject.required')}
        maxLength={EXPENSE_NOTE_MAX}
        destructive
        testId="reject"
        onClose={close}
        onConfirm={(reason) => send('reject', { reason })}
      />
      <ReimburseDialog
        open={is('mark-reimbursed')}
        message={message('mark-reimbursed')}
        onClose={close}
        onConfirm={(body) => send('mark-reimbursed', body)}
      />
    </>
  );
  return { run: (action, claim) => setPending({ action, claim }), dialogs };
}
