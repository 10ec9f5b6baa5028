import { randomUUID } from 'node:crypto';
import { Op, Transaction, UniqueConstraintError } from 'sequelize';
import { z } from 'zod';
import { CAMPAIGN_STATUSES, type ReviewerRelationship } from '../../../../shared/appraisal';
import type { CampaignInput, FeedbackResponseInput } from '../../../../shared/schemas/appraisal';
import { enumListQuery, listQuery, pageOptions } from '../../../platform/http/list';
import { invalidState, notFound, refusal } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now } from '../../../platform/tenancy/context';
import { Campaign, FeedbackRequest, FeedbackResponse, Subject } from '../models';
import type { CampaignQuestion } from '../models/feedback360';
import { CAMPAIGN_STATES } from '../states';
import { mailEmployee } from './mail';

export const CampaignsQuery = listQuery(['name', 'status', 'createdAt'], { status: enumListQuery(CAMPAIGN_STATUSES, 'Comma-separated statuses') });

export async function findCampaign(id: string, lock = false): Promise<Campaign> {
  const campaign = await Campaign.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!campaign) throw notFound('360 campaign', id);
  return campaign;
}

const questionsOf = (input: CampaignInput['questions']): CampaignQuestion[] =>
  input.map((q) => ({ id: q.id ?? `q-${randomUUID().slice(0, 8)}`, category: q.category, label: q.label, type: q.type }));

export async function createCampaign(input: CampaignInput): Promise<Campaign> {
  return Campaign.create({ name: input.name, dueDate: input.dueDate ?? null, questions: questionsOf(input.questions) });
}

export async function updateCampaign(id: string, input: CampaignInput): Promise<Campaign> {
  const campaign = await findCampaign(id, true);
  transition(CAMPAIGN_STATES, campaign.status, 'edit');
  await campaign.update({ name: input.name, dueDate: input.dueDate ?? null, questions: questionsOf(input.questions) });
  return campaign;
}

export async function deleteCampaign(id: string): Promise<void> {
  const campaign = await findCampaign(id, true);
  if (campaign.status !== 'DRAFT') throw invalidState(campaign.status, 'delete');
  await campaign.destroy();
}

export async function listCampaigns(q: z.infer<typeof CampaignsQuery>) {
  return Campaign.findAndCountAll({ where: q.status?.length ? { status: { [Op.in]: q.status } } : {}, ...pageOptions(q, [['createdAt', 'DESC'], ['id', 'ASC']]) });
}

async function editable(campaignId: string): Promise<Campaign> {
  const campaign = await findCampaign(campaignId, true);
  transition(CAMPAIGN_STATES, campaign.status, 'edit');
  return campaign;
}

function duplicateOr(err: unknown, rule: 'feedback360.subjectTwice' | 'feedback360.reviewerTwice'): never {
  if (err instanceof UniqueConstraintError) throw refusal('DUPLICATE', rule);
  throw err;
}

export async function addSubject(campaignId: string, employeeId: string): Promise<void> {
  await editable(campaignId);
  await port('people').requireEmployee(employeeId);
  await Subject.create({ campaignId, employeeId }).catch((err) => duplicateOr(err, 'feedback360.subjectTwice'));
}

export async function removeSubject(campaignId: string, subjectId: string): Promise<void> {
  await editable(campaignId);
  const subject = await Subject.findOne({ where: { id: subjectId, campaignId } });
  if (!subject) throw notFound('360 subject', subjectId);
  await FeedbackRequest.destroy({ where: { subjectId } });
  await subject.destroy();
}

export async function addReviewer(campaignId: string, subjectId: string, employeeId: string, relationship: ReviewerRelationship): Promise<void> {
  await editable(campaignId);
  const subject = await Subject.findOne({ where: { id: subjectId, campaignId } });
  if (!subject) throw notFound('360 subject', subjectId);
  if (subject.employeeId === employeeId) throw refusal('BUSINESS_RULE', 'feedback360.selfReviewer', {}, { errors: [{ path: 'employeeId', message: 'The subject' }] });
  await port('people').requireEmployee(employeeId);
  await FeedbackRequest.create({ campaignId, subjectId, reviewerEmployeeId: employeeId, relationship }).catch((err) => duplicateOr(err, 'feedback360.reviewerTwice'));
}

export async function removeReviewer(campaignId: string, requestId: string): Promise<void> {
  await editable(campaignId);
  const request = await FeedbackRequest.findOne({ where: { id: requestId, campaignId } });
  if (!request) throw notFound('360 request', requestId);
  await request.destroy();
}

/** Manager, peers (same manager) and direct reports of each subject, from the organisation chart. */
export async function suggestedReviewers(campaignId: string) {
  await findCampaign(campaignId);
  const subjects = await Subject.findAll({ where: { campaignId }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
  const people = port('people');
  const summaries = await people.employeeSummaries(subjects.map((s) => s.employeeId));
  const out = [];
  for (const subject of subjects) {
    const employee = summaries.get(subject.employeeId);
    const suggestions: Array<{ employee: { id: string; name: string }; relationship: ReviewerRelationship }> = [];
    if (employee?.managerId) {
      const manager = await people.employeeSummary(employee.managerId);
      if (manager && manager.status !== 'TERMINATED') suggestions.push({ employee: { id: manager.id, name: manager.name }, relationship: 'MANAGER' });
      for (const peer of await people.directReportsOf(employee.managerId)) {
        if (peer.id !== subject.employeeId && peer.status !== 'TERMINATED') suggestions.push({ employee: { id: peer.id, name: peer.name }, relationship: 'PEER' });
      }
    }
    for (const report of await people.directReportsOf(subject.employeeId)) {
      if (report.status !== 'TERMINATED') suggestions.push({ employee: { id: report.id, name: report.name }, relationship: 'DIRECT_REPORT' });
    }
    out.push({ subjectId: subject.id, employee: { id: subject.employeeId, name: employee?.name ?? '' }, suggestions });
  }
  return out;
}

async function mailReviewer(request: FeedbackRequest, campaign: Campaign, reminder: boolean): Promise<void> {
  const subject = await Subject.findByPk(request.subjectId);
  const subjectName = subject ? ((await port('people').employeeSummary(subject.employeeId))?.name ?? '') : '';
  const due = campaign.dueDate ? ` (avant le / before ${campaign.dueDate})` : '';
  await mailEmployee(request.reviewerEmployeeId, (name) => ({
    subject: `${reminder ? 'Rappel / Reminder — ' : ''}Feedback 360° : ${subjectName}`,
    text:
      `Bonjour ${name},\n\nVotre avis sur ${subjectName} est attendu dans la campagne « ${campaign.name} »${due}. Vos réponses restent anonymes.\n\n` +
      `Your feedback on ${subjectName} is awaited in the "${campaign.name}" campaign${due}. Your answers stay anonymous.\n\n/app/appraisal/feedback360/pending`,
  }));
}

/** Launches a campaign whose every subject has reviewers; each reviewer is mailed. */
export async function launchCampaign(id: string): Promise<Campaign> {
  const campaign = await findCampaign(id, true);
  const next = transition(CAMPAIGN_STATES, campaign.status, 'launch');
  const subjects = await Subject.findAll({ where: { campaignId: id } });
  const requests = await FeedbackRequest.findAll({ where: { campaignId: id } });
  if (!subjects.length) throw refusal('BUSINESS_RULE', 'feedback360.noSubject');
  const without = subjects.filter((s) => !requests.some((r) => r.subjectId === s.id));
  if (without.length) throw refusal('BUSINESS_RULE', 'feedback360.subjectWithoutReviewer', { count: without.length });
  const [count] = await Campaign.update({ status: next, launchedAt: now() }, { where: { id, status: campaign.status } });
  if (count !== 1) throw invalidState((await findCampaign(id)).status, 'launch');
  for (const request of requests) await mailReviewer(request, campaign, false);
  return findCampaign(id);
}

export async function closeCampaign(id: string): Promise<Campaign> {
  const campaign = await findCampaign(id, true);
  const next = transition(CAMPAIGN_STATES, campaign.status, 'close');
  const [count] = await Campaign.update({ status: next, closedAt: now() }, { where: { id, status: campaign.status } });
  if (count !== 1) throw invalidState((await findCampaign(id)).status, 'close');
  return findCampaign(id);
}

export async function remindRequest(requestId: string): Promise<Campaign> {
  const request = await FeedbackRequest.findByPk(requestId, { lock: Transaction.LOCK.UPDATE });
  if (!request) throw notFound('360 request', requestId);
  const campaign = await findCampaign(request.campaignId);
  transition(CAMPAIGN_STATES, campaign.status, 'remind');
  if (request.status !== 'PENDING') throw invalidState(request.status, 'remind');
  await request.update({ remindedAt: now(), remindCount: request.remindCount + 1 });
  await mailReviewer(request, campaign, true);
  return campaign;
}

/** The caller's pending requests in launched campaigns. */
export async function myPendingRequests(): Promise<Array<{ request: FeedbackRequest; campaign: Campaign; subjectEmployeeId: string }>> {
  const me = await port('people').callerEmployee();
  if (!me) return [];
  const requests = await FeedbackRequest.findAll({ where: { reviewerEmployeeId: me.id, status: 'PENDING' }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
  const campaigns = new Map((await Campaign.findAll({ where: { id: { [Op.in]: requests.map((r) => r.campaignId) }, status: 'LAUNCHED' } })).map((c) => [c.id, c]));
  const subjects = new Map((await Subject.findAll({ where: { id: { [Op.in]: requests.map((r) => r.subjectId) } } })).map((s) => [s.id, s.employeeId]));
  return requests.filter((r) => campaigns.has(r.campaignId)).map((r) => ({ request: r, campaign: campaigns.get(r.campaignId) as Campaign, subjectEmployeeId: subjects.get(r.subjectId) ?? '' }));
}

/** The reviewer answers once (the unique index on the request decides between concurrent answers). */
export async function respond(requestId: string, input: FeedbackResponseInput): Promise<void> {
  const me = await port('people').callerEmployee();
  const request = await FeedbackRequest.findByPk(requestId, { lock: Transaction.LOCK.UPDATE });
  if (!request || !me || request.reviewerEmployeeId !== me.id) throw notFound('360 request', requestId);
  const campaign = await findCampaign(request.campaignId);
  if (campaign.status !== 'LAUNCHED') throw refusal('BUSINESS_RULE', 'feedback360.notLaunched', { status: campaign.status });
  if (request.status !== 'PENDING') throw invalidState(request.status, 'respond');
  const questions = new Map(campaign.questions.map((q) => [q.id, q]));
  const errors = input.answers.flatMap((a, i) => {
    const q = questions.get(a.questionId);
    if (!q) return [{ path: `answers.${i}.questionId`, message: 'Unknown question' }];
    if (q.type === 'RATING' && a.rating === undefined) return [{ path: `answers.${i}.rating`, message: 'Required' }];
    return [];
  });
  const missing = campaign.questions.filter((q) => q.type === 'RATING' && !input.answers.some((a) => a.questionId === q.id));
  if (errors.length || missing.length) {
    throw refusal('BUSINESS_RULE', 'feedback360.invalidAnswers', {}, { errors: [...errors, ...missing.map((q) => ({ path: `answers.${q.id}`, message: 'A rating is required' }))] });
  }
  const answers = input.answers.map((a) => ({ questionId: a.questionId, rating: questions.get(a.questionId)?.type === 'RATING' ? (a.rating ?? null) : null, text: a.text || null }));
  try {
    await FeedbackResponse.create({ requestId, subjectId: request.subjectId, relationship: request.relationship, answers });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw invalidState('SUBMITTED', 'respond');
    throw err;
  }
  await request.update({ status: 'SUBMITTED' });
}
