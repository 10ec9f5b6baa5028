import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';

export interface ActionSpec {
  /** i18n key prefix under `recruitment:actions` (title, message, label, done). */
  key: string;
  method?: 'POST' | 'DELETE';
  path: string;
  /** Asks a text first; it is sent as this body field. */
  textField?: 'comment' | 'reason' | 'note';
  destructive?: boolean;
}

/**
 * Every state change behind a confirmation (or a dialog asking a comment or a reason): the server
 * decides, the dialog shows its refusal and stays open.
 */
export function useActions(params: Record<string, string>, onDone: (spec: ActionSpec) => void): { run: (spec: ActionSpec) => void; dialogs: ReactNode } {
  const { t } = useTranslation('recruitment');
  const notify = useNotify();
  const [pending, setPending] = useState<ActionSpec | null>(null);
  const close = () => setPending(null);
  const send = async (spec: ActionSpec, text?: string) => {
    const body = spec.textField ? { [spec.textField]: text || null } : undefined;
    await api.request(spec.method ?? 'POST', spec.path, { body });
    close();
    notify(t(`actions.${spec.key}.done`, params));
    onDone(spec);
  };
  const label = (spec: ActionSpec, part: string) => t(`actions.${spec.key}.${part}`, params);
  const dialogs = pending ? (
    pending.textField ? (
      <ReasonDialog
        open
        title={label(pending, 'title')}
        message={label(pending, 'message')}
        label={t(`actions.fields.${pending.textField}`)}
        confirmLabel={label(pending, 'label')}
        requiredMessage={t('actions.required')}
        destructive={pending.destructive}
        testId={`action-${pending.key}`}
        onConfirm={(text) => send(pending, text)}
        onClose={close}
      />
    ) : (
      <ConfirmDialog open title={label(pending, 'title')} message={label(pending, 'message')} confirmLabel={label(pending, 'label')} destructive={pending.destructive} onConfirm={() => send(pending)} onClose={close} />
    )
  ) : null;
  return { run: setPending, dialogs };
}
