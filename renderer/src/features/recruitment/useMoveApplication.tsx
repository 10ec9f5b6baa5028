import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { PATHS, PIPELINE_STAGES, type Application, type ApplicationStatus } from './api';

type Candidate = Pick<Application, 'id' | 'name' | 'status' | 'rejectedFrom'>;

/**
 * Where an application may go from its stage, as the server rules it: one stage forward or any back
 * among NEW, SCREENING and INTERVIEW; INTERVIEW → OFFER_SENT (the offer action); OFFER_SENT → HIRED;
 * REJECTED from any stage but HIRED; a rejected one only back to the stage it left (reinstate).
 */
export function targetsOf(a: Pick<Application, 'status' | 'rejectedFrom'>): ApplicationStatus[] {
  if (a.status === 'HIRED') return [];
  if (a.status === 'REJECTED') return a.rejectedFrom ? [a.rejectedFrom] : [];
  const i = PIPELINE_STAGES.indexOf(a.status);
  const targets: ApplicationStatus[] = [];
  if (a.status === 'OFFER_SENT') targets.push('HIRED');
  else {
    for (let j = 0; j < i; j += 1) targets.push(PIPELINE_STAGES[j]);
    targets.push(PIPELINE_STAGES[i + 1]);
  }
  targets.push('REJECTED');
  return targets;
}

/** Moves an application to a stage through the right action, asking first for a rejection reason or a hire. */
export function useMoveApplication(onMoved: () => void): { request: (a: Candidate, to: ApplicationStatus) => void; dialogs: ReactNode } {
  const { t } = useTranslation('recruitment');
  const notify = useNotify();
  const [pending, setPending] = useState<{ a: Candidate; to: ApplicationStatus } | null>(null);
  const close = () => setPending(null);
  const run = async (a: Candidate, to: ApplicationStatus, text?: string) => {
    if (a.status === 'REJECTED') await api.post(PATHS.applicationAction(a.id, 'reinstate'), {});
    else if (to === 'REJECTED') await api.post(PATHS.applicationAction(a.id, 'reject'), { reason: text || null });
    else if (to === 'OFFER_SENT') await api.post(PATHS.applicationAction(a.id, 'offer'), {});
    else await api.post(PATHS.applicationAction(a.id, 'move'), { stage: to });
    close();
    notify(t('pipeline.moved', { name: a.name, stage: t(`stages.${to}`) }));
    onMoved();
  };
  const request = (a: Candidate, to: ApplicationStatus) => {
    if (!targetsOf(a).includes(to)) {
      notify(t('pipeline.notAllowed', { name: a.name, stage: t(`stages.${to}`) }), 'warning');
      return;
    }
    setPending({ a, to });
  };
  let dialogs: ReactNode = null;
  if (pending) {
    const params = { name: pending.a.name, stage: t(`stages.${pending.to}`) };
    dialogs =
      pending.to === 'REJECTED' ? (
        <ReasonDialog open title={t('pipeline.rejectTitle', params)} message={t('pipeline.rejectMessage', params)} label={t('actions.fields.reason')} confirmLabel={t('pipeline.reject')} requiredMessage={t('actions.required')} destructive testId="application-reject" onConfirm={(text) => run(pending.a, pending.to, text)} onClose={close} />
      ) : (
        <ConfirmDialog
          open
          title={t(pending.to === 'HIRED' ? 'pipeline.hireTitle' : pending.a.status === 'REJECTED' ? 'pipeline.reinstateTitle' : 'pipeline.moveTitle', params)}
          message={t(pending.to === 'HIRED' ? 'pipeline.hireMessage' : 'pipeline.moveMessage', params)}
          confirmLabel={t(pending.to === 'HIRED' ? 'pipeline.hire' : 'pipeline.move')}
          destructive={pending.to === 'HIRED'}
          onConfirm={() => run(pending.a, pending.to)}
          onClose={close}
        />
      );
  }
  return { request, dialogs };
}
