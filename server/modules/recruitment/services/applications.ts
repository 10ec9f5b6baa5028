import { Transaction } from 'sequelize';
import type { ActivityType, ApplicationStatus, CandidateSource } from '../../../../shared/recruitment';
import { duplicate, invalidState, notFound, Problem } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Activity, Application, JobOffer } from '../models';
import { countHire } from './requisitions';

export interface CandidateInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  coverLetter?: string | null;
  source: CandidateSource;
}

export interface CvFile {
  documentId: string;
  filename: string;
  contentType: string;
  size: number;
}

export async function findApplication(id: string, lock = false): Promise<Application> {
  const a = await Application.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!a) throw notFound('Application', id);
  return a;
}

async function record(a: Application, type: ActivityType, extra: { from?: ApplicationStatus | null; to?: ApplicationStatus | null; note?: string | null; rating?: number | null } = {}): Promise<void> {
  await Activity.create({
    applicationId: a.id,
    seq: (await Activity.count({ where: { applicationId: a.id } })) + 1,
    type,
    fromStatus: extra.from ?? null,
    toStatus: extra.to ?? null,
    note: extra.note ?? null,
    rating: extra.rating ?? null,
    actorUserId: requireContext().userId ?? null,
  });
}

/** A new application (NEW, activity RECEIVED) to a PUBLISHED offer; one per email and offer (409 DUPLICATE). */
export async function apply(offer: JobOffer, input: CandidateInput, cv: CvFile | null): Promise<Application> {
  if (offer.isTemplate || offer.status !== 'PUBLISHED') throw invalidState(offer.status, 'apply');
  const email = input.email.toLowerCase();
  if (await Application.count({ where: { offerId: offer.id, email } })) throw duplicate('An application with this email already exists for this offer', 'email');
  const a = await Application.create({
    offerId: offer.id,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    phone: input.phone ?? null,
    coverLetter: input.coverLetter ?? null,
    source: input.source,
    cvDocumentId: cv?.documentId ?? null,
    cvFilename: cv?.filename ?? null,
    cvContentType: cv?.contentType ?? null,
    cvSize: cv?.size ?? null,
    createdBy: requireContext().userId ?? null,
  });
  await record(a, 'RECEIVED', { to: 'NEW' });
  return a;
}

const EARLY: readonly ApplicationStatus[] = ['NEW', 'SCREENING', 'INTERVIEW'];

/**
 * The move action: one stage forward or any stage back among NEW, SCREENING and INTERVIEW;
 * OFFER_SENT only through the offer action; HIRED only from OFFER_SENT, creating the PRE_HIRE
 * employee through the people port. REJECTED has its own actions (reject, reinstate).
 */
export async function move(id: string, stage: ApplicationStatus, note: string | null, hireDate?: string): Promise<Application> {
  const a = await findApplication(id, true);
  const from = a.status;
  if (stage === 'HIRED') {
    if (from !== 'OFFER_SENT') throw invalidState(from, 'hire');
    return hire(a, note, hireDate);
  }
  if (stage === 'OFFER_SENT') throw new Problem('INVALID_STATE', 'An application reaches OFFER_SENT through the offer action', { currentStatus: from });
  if (stage === 'REJECTED') throw new Problem('INVALID_STATE', 'An application is rejected through the reject action', { currentStatus: from });
  if (!EARLY.includes(from) || stage === from || EARLY.indexOf(stage) > EARLY.indexOf(from) + 1) throw invalidState(from, `move to ${stage}`);
  await a.update({ status: stage });
  await record(a, 'STAGE_CHANGED', { from, to: stage, note });
  return a;
}

async function hire(a: Application, note: string | null, hireDate?: string): Promise<Application> {
  const offer = await JobOffer.findByPk(a.offerId);
  const employee = await port('people').createPreHire({
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    jobTitle: offer?.title ?? null,
    hireDate: hireDate ?? now().toISOString().slice(0, 10),
  });
  await a.update({ status: 'HIRED', employeeId: employee.id });
  await record(a, 'HIRED', { from: 'OFFER_SENT', to: 'HIRED', note });
  if (offer?.requisitionId) {
    const offers = await JobOffer.findAll({ where: { requisitionId: offer.requisitionId }, attributes: ['id'] });
    const hired = await Application.count({ where: { offerId: offers.map((o) => o.id), status: 'HIRED' } });
    await countHire(offer.requisitionId, hired);
  }
  return a;
}

/** The offer action: INTERVIEW → OFFER_SENT (activity OFFER_SENT). */
export async function sendOffer(id: string, note: string | null): Promise<Application> {
  const a = await findApplication(id, true);
  if (a.status !== 'INTERVIEW') throw invalidState(a.status, 'offer');
  await a.update({ status: 'OFFER_SENT' });
  await record(a, 'OFFER_SENT', { from: 'INTERVIEW', to: 'OFFER_SENT', note });
  return a;
}

/** REJECTED from any stage but HIRED; the stage it left is kept for reinstatement. */
export async function reject(id: string, reason: string | null): Promise<Application> {
  const a = await findApplication(id, true);
  const from = a.status;
  if (from === 'REJECTED' || from === 'HIRED') throw invalidState(from, 'reject');
  await a.update({ status: 'REJECTED', rejectedFrom: from });
  await record(a, 'REJECTED', { from, to: 'REJECTED', note: reason });
  return a;
}

/** A rejected application goes back to the stage it was rejected from (activity REINSTATED). */
export async function reinstate(id: string, note: string | null): Promise<Application> {
  const a = await findApplication(id, true);
  if (a.status !== 'REJECTED') throw invalidState(a.status, 'reinstate');
  const to = a.rejectedFrom ?? 'NEW';
  await a.update({ status: to, rejectedFrom: null });
  await record(a, 'REINSTATED', { from: 'REJECTED', to, note });
  return a;
}

export async function addNote(id: string, note: string): Promise<Application> {
  const a = await findApplication(id, true);
  await record(a, 'NOTE_ADDED', { note });
  await a.update({ updatedAt: now() });
  return a;
}

export async function rate(id: string, rating: number): Promise<Application> {
  const a = await findApplication(id, true);
  await a.update({ rating });
  await record(a, 'RATED', { rating });
  return a;
}

export async function activitiesOf(applicationId: string): Promise<Activity[]> {
  return Activity.findAll({ where: { applicationId }, order: [['seq', 'ASC']] });
}
