import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Op, Transaction } from 'sequelize';
import { DEFAULT_OFFER_LETTER_EXPIRY_DAYS, OFFER_LETTER_MAX_ATTEMPTS } from '../../../../shared/recruitment';
import { formatCents } from '../../../../shared/money';
import { invalidState, notFound, Problem } from '../../../platform/http/problem';
import { appServices, port } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { act, startWorkflow, type WorkflowCompletion, type WorkflowHandler } from '../../../platform/workflow';
import { Application, OfferLetter, RecruitmentSettings } from '../models';
import { findApplication, sendOffer } from './applications';

export const OFFER_LETTER_ENTITY = 'OFFER_LETTER' as const;
export const hashSecret = (s: string) => createHash('sha256').update(s).digest('hex');
export const responseLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/app/public/offer-letters/${encodeURIComponent(token)}`;

export async function expiryDays(): Promise<number> {
  return (await RecruitmentSettings.findOne())?.offerLetterExpiryDays ?? DEFAULT_OFFER_LETTER_EXPIRY_DAYS;
}

export async function setExpiryDays(days: number): Promise<number> {
  const row = await RecruitmentSettings.findOne({ lock: Transaction.LOCK.UPDATE });
  if (row) await row.update({ offerLetterExpiryDays: days });
  else await RecruitmentSettings.create({ offerLetterExpiryDays: days });
  return days;
}

export async function findLetter(id: string, lock = false): Promise<OfferLetter> {
  const l = await OfferLetter.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!l) throw notFound('Offer letter', id);
  return l;
}

export interface OfferLetterInput {
  body: string;
  salary: number;
  startDate: string;
  benefits?: string | null;
}

/** A letter for an application in INTERVIEW or OFFER_SENT: PENDING_APPROVAL on the tenant's OFFER_LETTER circuit, else DRAFT. */
export async function createLetter(applicationId: string, input: OfferLetterInput): Promise<OfferLetter> {
  const a = await findApplication(applicationId, true);
  if (!['INTERVIEW', 'OFFER_SENT'].includes(a.status)) throw invalidState(a.status, 'write an offer letter');
  const ctx = requireContext();
  const tenant = await port('tenants').findTenantById(ctx.tenantId as string);
  const letter = await OfferLetter.create({
    applicationId,
    body: input.body,
    salaryCents: input.salary,
    currency: tenant?.currency ?? 'XOF',
    startDate: input.startDate,
    benefits: input.benefits ?? null,
    status: 'DRAFT',
    createdBy: ctx.userId as string,
  });
  const employee = await port('people').callerEmployee();
  const instance = await startWorkflow({ entityType: OFFER_LETTER_ENTITY, entityId: letter.id, requesterUserId: ctx.userId, requesterEmployeeId: employee?.id ?? null, summary: `${a.firstName} ${a.lastName} — ${formatCents(input.salary)} ${letter.currency}` });
  if (instance) {
    await letter.reload();
    if (letter.status === 'DRAFT') await letter.update({ status: 'PENDING_APPROVAL', workflowInstanceId: instance.id });
    else await letter.update({ workflowInstanceId: instance.id });
  }
  return letter;
}

export async function decideLetter(id: string, action: 'approve' | 'reject', comment: string | null): Promise<OfferLetter> {
  const l = await findLetter(id, true);
  if (l.status !== 'PENDING_APPROVAL' || !l.workflowInstanceId) throw invalidState(l.status, action);
  await act({ instanceId: l.workflowInstanceId }, { action: action === 'approve' ? 'APPROVE' : 'REJECT', comment });
  await l.reload();
  return l;
}

async function onComplete({ instance, decision, comment, actorId }: WorkflowCompletion): Promise<void> {
  const l = await OfferLetter.findByPk(instance.entityId, { lock: Transaction.LOCK.UPDATE });
  if (!l || !['DRAFT', 'PENDING_APPROVAL'].includes(l.status)) return;
  await l.update({ status: decision === 'APPROVED' ? 'APPROVED' : 'REJECTED', decidedBy: actorId, decisionComment: comment, workflowInstanceId: l.workflowInstanceId ?? instance.id });
}

export const offerLetterWorkflowHandler: WorkflowHandler = {
  entityType: OFFER_LETTER_ENTITY,
  onComplete,
  links: (instance) => ({
    approve: { method: 'POST', path: `/recruitment/offer-letters/${instance.entityId}/approve` },
    reject: { method: 'POST', path: `/recruitment/offer-letters/${instance.entityId}/reject` },
    view: `/recruitment/offer-letters/${instance.entityId}`,
  }),
};

/**
 * DRAFT (no circuit) or APPROVED → SENT: the candidate gets the secure link in one mail and the
 * six-digit code in another; the letter expires after the tenant's delay. The application, at
 * INTERVIEW, reaches OFFER_SENT.
 */
export async function sendLetter(id: string, baseUrl: string): Promise<OfferLetter> {
  const l = await findLetter(id, true);
  if (l.status !== 'DRAFT' && l.status !== 'APPROVED') throw invalidState(l.status, 'send');
  const a = await findApplication(l.applicationId, true);
  if (a.status === 'INTERVIEW') await sendOffer(a.id, null);
  else if (a.status !== 'OFFER_SENT') throw new Problem('INVALID_STATE', `The application is ${a.status}`, { currentStatus: a.status });
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now();
  const expiresAt = new Date(at.getTime() + (await expiryDays()) * 86_400_000);
  await l.update({ status: 'SENT', sentAt: at, expiresAt, responseTokenHash: hashSecret(token), codeHash: hashSecret(code), failedAttempts: 0, lockedAt: null });
  const tenant = await port('tenants').findTenantById(requireContext().tenantId as string);
  const company = tenant?.companyName ?? '';
  const until = expiresAt.toISOString().slice(0, 10);
  const mail = appServices().mail;
  await mail.send({
    to: a.email,
    subject: `${company} — Votre lettre d'offre / Your offer letter`,
    text: `Bonjour ${a.firstName},\n${company} vous adresse une lettre d'offre, à consulter et à accepter ou refuser avant le ${until} : ${responseLink(baseUrl, token)}\nLe code de réponse vous parvient dans un autre message.\n\n${company} sent you an offer letter; answer before ${until}: ${responseLink(baseUrl, token)}\nYour response code comes in a separate message.`,
    attachments: [{ filename: 'lettre-offre.pdf', content: await letterPdf(l, a, company), contentType: 'application/pdf' }],
  });
  await mail.send({ to: a.email, subject: `${company} — Code de réponse / Response code`, text: `Code : ${code}\n(${OFFER_LETTER_MAX_ATTEMPTS} essais / attempts)` });
  return l;
}

export async function letterPdf(l: OfferLetter, a: Application, company: string): Promise<Buffer> {
  return appServices().pdf.render({
    info: { title: `Lettre d'offre — ${a.firstName} ${a.lastName}` },
    content: [
      { text: company, fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      { text: `Lettre d'offre — ${a.firstName} ${a.lastName}`, fontSize: 14, margin: [0, 0, 0, 12] },
      { text: l.body, margin: [0, 0, 0, 12] },
      { text: `Salaire / Salary : ${formatCents(l.salaryCents)} ${l.currency}` },
      { text: `Date de début / Start date : ${l.startDate}` },
      ...(l.benefits ? [{ text: `Avantages / Benefits : ${l.benefits}` }] : []),
    ],
  });
}

export async function lettersOf(applicationId: string): Promise<OfferLetter[]> {
  await findApplication(applicationId);
  return OfferLetter.findAll({ where: { applicationId }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
}

/** SENT letters past their expiry, for the scheduled job. */
export async function dueLetters(at: Date): Promise<OfferLetter[]> {
  return OfferLetter.findAll({ where: { status: 'SENT', expiresAt: { [Op.lte]: at } }, attributes: ['id'] });
}
