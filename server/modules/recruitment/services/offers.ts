import { randomBytes } from 'node:crypto';
import { Op, Transaction, type WhereOptions } from 'sequelize';
import type { JobOfferInput } from '../../../../shared/schemas/recruitment';
import type { JobOfferAction, JobOfferStatus } from '../../../../shared/recruitment';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { invalidState, notFound, Problem } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Application, JobOffer, Requisition } from '../models';
import { JOB_OFFER_STATES } from '../states';
import { publishWithOffer } from './requisitions';

export async function findOffer(id: string, lock = false): Promise<JobOffer> {
  const offer = await JobOffer.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!offer) throw notFound('Job offer', id);
  return offer;
}

/** An offer may name a requisition that was approved (or is already published): not a draft or a closed one. */
async function assertRequisition(requisitionId: string | null | undefined): Promise<void> {
  if (!requisitionId) return;
  const r = await Requisition.findByPk(requisitionId);
  const message = !r ? 'Unknown requisition' : !['APPROVED', 'PUBLISHED'].includes(r.status) ? `The requisition is ${r.status}, not approved` : null;
  if (message) throw new Problem(r ? 'BUSINESS_RULE' : 'VALIDATION_FAILED', message, { errors: [{ path: 'requisitionId', message }] });
}

const fields = (input: JobOfferInput) => ({
  title: input.title,
  description: input.description,
  requisitionId: input.requisitionId ?? null,
  location: input.location ?? null,
  contractType: input.contractType ?? null,
  skills: input.skills,
  languages: input.languages,
  isTemplate: input.isTemplate,
});

export async function createOffer(input: JobOfferInput): Promise<JobOffer> {
  await assertRequisition(input.requisitionId);
  return JobOffer.create({ ...fields(input), createdBy: requireContext().userId as string });
}

/** A new DRAFT offer copied from a template (title and requisition may be given). */
export async function offerFromTemplate(templateId: string, over: { title?: string; requisitionId?: string | null }): Promise<JobOffer> {
  const template = await findOffer(templateId);
  if (!template.isTemplate) throw new Problem('BUSINESS_RULE', 'This offer is not a template');
  await assertRequisition(over.requisitionId);
  return JobOffer.create({
    title: over.title ?? template.title,
    description: template.description,
    requisitionId: over.requisitionId ?? null,
    location: template.location,
    contractType: template.contractType,
    skills: [...template.skills],
    languages: [...template.languages],
    isTemplate: false,
    createdBy: requireContext().userId as string,
  });
}

export async function updateOffer(id: string, input: JobOfferInput): Promise<JobOffer> {
  const offer = await findOffer(id, true);
  if (offer.status !== 'DRAFT') throw invalidState(offer.status, 'edit');
  if (input.requisitionId !== offer.requisitionId) await assertRequisition(input.requisitionId);
  return offer.update(fields(input));
}

export async function deleteOffer(id: string): Promise<void> {
  const offer = await findOffer(id, true);
  if (offer.status !== 'DRAFT') throw invalidState(offer.status, 'delete');
  if (await Application.count({ where: { offerId: id } })) throw new Problem('BUSINESS_RULE', 'The offer has applications: archive it instead');
  await offer.destroy();
}

/** publish (a public application link is created; a linked APPROVED requisition is PUBLISHED), close, archive. */
export async function moveOffer(id: string, action: JobOfferAction): Promise<JobOffer> {
  const offer = await findOffer(id, true);
  if (offer.isTemplate) throw new Problem('BUSINESS_RULE', 'A template is not published: create an offer from it');
  const status = transition(JOB_OFFER_STATES, offer.status, action);
  const at = now();
  if (action === 'publish') {
    if (offer.requisitionId) {
      await assertRequisition(offer.requisitionId);
      await publishWithOffer(offer.requisitionId);
    }
    return offer.update({ status, publishedAt: at, publicToken: offer.publicToken ?? randomBytes(24).toString('base64url') });
  }
  return offer.update(action === 'close' ? { status, closedAt: at } : { status, archivedAt: at });
}

export interface OfferQuery extends PageQuery {
  status?: JobOfferStatus;
  templates?: 'true' | 'false';
}

export async function listOffers(query: OfferQuery) {
  const where: WhereOptions<JobOffer>[] = [];
  if (query.status) where.push({ status: query.status });
  if (query.templates) where.push({ isTemplate: query.templates === 'true' });
  return JobOffer.findAndCountAll({ where: { [Op.and]: where }, ...pageOptions(query, [['createdAt', 'DESC'], ['id', 'ASC']]) });
}

/** Number of applications of each offer. */
export async function applicationCounts(offerIds: string[]): Promise<Map<string, number>> {
  if (!offerIds.length) return new Map();
  const rows = (await Application.count({ where: { offerId: { [Op.in]: offerIds } }, group: ['offerId'] })) as unknown as { offerId: string; count: number }[];
  return new Map(rows.map((r) => [r.offerId, Number(r.count)]));
}
