import { Op } from 'sequelize';
import { formatCents } from '../../../shared/money';
import type { ActivityViewT, ApplicationViewT, JobOfferViewT, RequisitionViewT } from '../../../shared/views/recruitment';
import { port } from '../../platform/modules';
import type { Person } from '../employees';
import { JobOffer, Requisition, type Activity, type Application } from './models';
import { offerActions, requisitionActions } from './policy';
import { applicationCounts } from './services/offers';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const personOf = (users: Map<string, Person>, id: string | null | undefined) => (id ? { id, name: users.get(id)?.name ?? '' } : null);

export async function presentRequisitions(rows: Requisition[]): Promise<RequisitionViewT[]> {
  const users = await port('people').users(rows.flatMap((r) => [r.authorUserId, r.decidedBy]));
  const departments = await port('people').departmentNames(rows.map((r) => r.departmentId));
  return rows.map((r) => ({
    id: r.id,
    jobTitle: r.jobTitle,
    department: r.departmentId ? { id: r.departmentId, name: departments.get(r.departmentId) ?? '' } : null,
    justification: r.justification as RequisitionViewT['justification'],
    priority: r.priority as RequisitionViewT['priority'],
    contractType: r.contractType as RequisitionViewT['contractType'],
    headcount: r.headcount,
    salaryMin: r.salaryMinCents === null ? null : formatCents(r.salaryMinCents),
    salaryMax: r.salaryMaxCents === null ? null : formatCents(r.salaryMaxCents),
    currency: r.currency,
    description: r.description ?? null,
    status: r.status,
    author: personOf(users, r.authorUserId) as { id: string; name: string },
    submittedAt: iso(r.submittedAt),
    decidedBy: personOf(users, r.decidedBy),
    decidedAt: iso(r.decidedAt),
    decisionComment: r.decisionComment ?? null,
    onCircuit: Boolean(r.workflowInstanceId),
    createdAt: iso(r.createdAt) as string,
    allowedActions: requisitionActions(r),
  }));
}

export const presentRequisition = async (r: Requisition) => (await presentRequisitions([r]))[0];

export async function presentOffers(rows: JobOffer[]): Promise<JobOfferViewT[]> {
  const users = await port('people').users(rows.map((o) => o.createdBy));
  const counts = await applicationCounts(rows.map((o) => o.id));
  const reqIds = [...new Set(rows.map((o) => o.requisitionId).filter((id): id is string => Boolean(id)))];
  const requisitions = new Map((reqIds.length ? await Requisition.findAll({ where: { id: { [Op.in]: reqIds } } }) : []).map((r) => [r.id, r]));
  return rows.map((o) => {
    const r = o.requisitionId ? requisitions.get(o.requisitionId) : undefined;
    return {
      id: o.id,
      title: o.title,
      description: o.description,
      requisition: r ? { id: r.id, jobTitle: r.jobTitle, status: r.status } : null,
      location: o.location ?? null,
      contractType: (o.contractType ?? null) as JobOfferViewT['contractType'],
      skills: o.skills,
      languages: o.languages,
      isTemplate: o.isTemplate,
      status: o.status,
      publicToken: o.publicToken ?? null,
      publishedAt: iso(o.publishedAt),
      closedAt: iso(o.closedAt),
      applicationCount: counts.get(o.id) ?? 0,
      createdBy: personOf(users, o.createdBy) as { id: string; name: string },
      createdAt: iso(o.createdAt) as string,
      allowedActions: offerActions(o),
    };
  });
}

export const presentOffer = async (o: JobOffer) => (await presentOffers([o]))[0];

export async function presentApplications(rows: Application[]): Promise<ApplicationViewT[]> {
  const offerIds = [...new Set(rows.map((a) => a.offerId))];
  const offers = new Map((offerIds.length ? await JobOffer.findAll({ where: { id: { [Op.in]: offerIds } }, attributes: ['id', 'title'] }) : []).map((o) => [o.id, o.title]));
  return rows.map((a) => ({
    id: a.id,
    offer: { id: a.offerId, title: offers.get(a.offerId) ?? '' },
    firstName: a.firstName,
    lastName: a.lastName,
    name: `${a.firstName} ${a.lastName}`,
    email: a.email,
    phone: a.phone ?? null,
    coverLetter: a.coverLetter ?? null,
    source: a.source,
    status: a.status,
    rejectedFrom: a.rejectedFrom ?? null,
    rating: a.rating ?? null,
    cv: a.cvFilename && a.cvContentType ? { filename: a.cvFilename, contentType: a.cvContentType, size: a.cvSize ?? 0 } : null,
    employeeId: a.employeeId ?? null,
    receivedAt: iso(a.createdAt) as string,
    updatedAt: iso(a.updatedAt) as string,
  }));
}

export const presentApplication = async (a: Application) => (await presentApplications([a]))[0];

export async function presentActivities(rows: Activity[]): Promise<ActivityViewT[]> {
  const users = await port('people').users(rows.map((x) => x.actorUserId));
  return rows.map((x) => ({
    id: x.id,
    type: x.type,
    fromStatus: x.fromStatus ?? null,
    toStatus: x.toStatus ?? null,
    note: x.note ?? null,
    rating: x.rating ?? null,
    actor: personOf(users, x.actorUserId),
    at: iso(x.createdAt) as string,
  }));
}
