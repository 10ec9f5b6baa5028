import type { WorkflowOutcome } from '../../../shared/workflow';
import { delegationsFrom, isoDay } from './authority';
import { workflowDirectory } from './services';
import type { WorkflowInstance, WorkflowStep } from './models';
import { appUrl, workflowMailer } from './services';
import { now } from '../tenancy/context';

const ENTITY_LABELS: Record<string, string> = {
  LEAVE_REQUEST: 'Demande de congé',
  RESOURCE_BOOKING: 'Réservation de ressource',
  OFFER_LETTER: "Lettre d'offre",
  JOB_REQUISITION: 'Demande de recrutement',
  EMPLOYEE_OFFBOARDING: 'Départ de salarié',
  EMPLOYEE_ONBOARDING: 'Intégration de salarié',
  PURCHASE_REQUEST: "Demande d'achat",
  OBJECTIVE: 'Objectif',
};

export function entityLabel(entityType: string): string {
  return ENTITY_LABELS[entityType] ?? entityType;
}

async function emailsOf(userIds: readonly string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const users = await workflowDirectory().users([...new Set(userIds)]);
  return [...users.values()].filter((u) => u.active && u.email).map((u) => u.email);
}

async function send(to: string[], subject: string, lines: string[]): Promise<void> {
  const mailer = workflowMailer();
  if (!mailer || !to.length) return;
  await mailer.send({ to, subject, text: lines.join('\n') });
}

/** The approvers of a step just reached, and the stand-ins of those who delegated. */
export async function notifyApprovers(instance: WorkflowInstance, step: WorkflowStep, userIds: readonly string[]): Promise<void> {
  const standIns = await delegationsFrom(userIds, instance.entityType, isoDay(now()));
  const to = await emailsOf([...userIds, ...standIns.map((d) => d.delegateUserId)]);
  const due = step.dueAt ? ` avant le ${step.dueAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  await send(to, `À approuver : ${instance.summary}`, [
    'Bonjour,',
    '',
    `${entityLabel(instance.entityType)} « ${instance.summary} » attend votre décision${due} (étape « ${step.name} »).`,
    `Ouvrir la boîte de validation : ${appUrl('/approvals')}`,
    '',
    `— "${instance.summary}" is waiting for your approval (step "${step.name}").`,
  ]);
}

/** The people of a notify-only step. */
export async function notifyWatchers(instance: WorkflowInstance, step: WorkflowStep, userIds: readonly string[]): Promise<void> {
  await send(await emailsOf(userIds), `Pour information : ${instance.summary}`, [
    'Bonjour,',
    '',
    `Pour information, ${entityLabel(instance.entityType).toLowerCase()} « ${instance.summary} » suit son circuit de validation (étape « ${step.name} »).`,
    '',
    `— For your information: "${instance.summary}" reached the step "${step.name}".`,
  ]);
}

const OUTCOME_FR: Record<WorkflowOutcome, string> = { APPROVED: 'approuvée', REJECTED: 'refusée', TIMED_OUT: 'expirée faute de réponse' };

/** The requester, when their request ends. */
export async function notifyRequester(instance: WorkflowInstance, outcome: WorkflowOutcome, comment: string | null): Promise<void> {
  if (!instance.requesterUserId) return;
  await send(await emailsOf([instance.requesterUserId]), `Demande ${OUTCOME_FR[outcome]} : ${instance.summary}`, [
    'Bonjour,',
    '',
    `${entityLabel(instance.entityType)} « ${instance.summary} » est ${OUTCOME_FR[outcome]}.`,
    ...(comment ? [`Commentaire : ${comment}`] : []),
    '',
    `— "${instance.summary}" was ${outcome.toLowerCase().replace('_', ' ')}.`,
  ]);
}
