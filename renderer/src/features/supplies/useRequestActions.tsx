import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { PATHS, type PurchaseRequest, type PurchaseRequestAction } from './api';

export interface RequestActions {
  run: (action: PurchaseRequestAction) => void;
  dialogs: ReactNode;
}

/** With a note or a comment (optional); the others are confirmed. */
const WITH_TEXT: readonly PurchaseRequestAction[] = ['approve', 'reject', 'order', 'receive'];

/** Every move on a request behind its confirmation; the server decides, the buttons follow what it allows. */
export function useRequestActions(request: PurchaseRequest | undefined, onChanged: () => void): RequestActions {
  const { t } = useTranslation('supplies');
  const notify = useNotify();
  const [pending, setPending] = useState<PurchaseRequestAction | null>(null);
  const close = () => setPending(null);
  const send = async (action: PurchaseRequestAction, text?: string) => {
    if (!request) return;
    const body = action === 'order' || action === 'receive' ? { note: text || null } : action === 'approve' || action === 'reject' ? { comment: text || null } : undefined;
    await api.post(PATHS.requestAction(request.id, action), body);
    close();
    notify(t(`actions.${action}.done`, { reference: request.reference }));
    onChanged();
  };
  const params = { reference: request?.reference ?? '', vendor: request?.vendor.name ?? '' };
  const dialogs = pending ? (
    WITH_TEXT.includes(pending) ? (
      <ReasonDialog
        open
        title={t(`actions.${pending}.title`, params)}
        message={t(`actions.${pending}.message`, params)}
        label={t(`actions.${pending}.field`)}
        confirmLabel={t(`actions.${pending}.label`)}
        requiredMessage={t('actions.required')}
        destructive={pending === 'reject'}
        testId={`request-${pending}`}
        onConfirm={(text) => send(pending, text)}
        onClose={close}
      />
    ) : (
      <ConfirmDialog open title={t(`actions.${pending}.title`, params)} message={t(`actions.${pending}.message`, params)} confirmLabel={t(`actions.${pending}.label`)} destructive={pending === 'cancel'} onConfirm={() => send(pending)} onClose={close} />
    )
  ) : null;
  return { run: setPending, dialogs };
}
