import { Op, Transaction, type WhereOptions } from 'sequelize';
import { APPRAISAL_STATUSES } from '../../../../shared/appraisal';
import type { AnswerValue, AnswersInput } from '../../../../shared/schemas/appraisal';
import type { APPRAISAL_UI_ACTIONS } from '../../../../shared/views/appraisal';
import { enumListQuery, listQuery, pageOptions } from '../../../platform/http/list';
import { invalidState, notFound, refusal, type FieldError } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { port } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Appraisal, AppraisalCycle, Objective } from '../models';
import type { Section } from '../models/cycles';
import { callerScope, isMe, manages, type Scope } from '../policy';
import { APPRAISAL_STATES } from '../states';
import { mailEmployee } from './mail';
import { z as zod } from 'zod';

export const AppraisalsQuery = listQuery(['status', 'createdAt'], {
  scope: zod.enum(['all', 'mine', 'team']).default('all').meta({ description: 'mine: the caller’s own; team: those the caller reviews' }),
  cycleId: zod.uuid().optional(),
  status: enumListQuery(APPRAISAL_STATUSES, 'Comma-separated statuses'),
});
type AppraisalsQueryValue = zod.infer<typeof AppraisalsQuery>;
export type AppraisalUiAction = (typeof APPRAISAL_UI_ACTIONS)[number];

/** The manager reviews and signs for the company: the appraisal's manager, or whoever manages the employee. */
export function isReviewer(scope: Scope, a: Pick<Appraisal, 'employeeId' | 'managerEmployeeId'>): boolean {
  if (isMe(scope, a.employeeId)) return false;
  return isMe(scope, a.managerEmployeeId) || manages(scope, a.employeeId);
}

export function canRead(scope: Scope, a: Appraisal): boolean {
  return isMe(scope, a.employeeId) || isReviewer(scope, a);
}

export function uiActions(scope: Scope, a: Appraisal, cycle: AppraisalCycle): AppraisalUiAction[] {
  const own = isMe(scope, a.employeeId);
  const reviewer = isReviewer(scope, a);
  const open = cycle.status === 'OPEN';
  const out: AppraisalUiAction[] = [];
  if (own && open && (a.status === 'DRAFT' || a.status === 'SELF_ASSESSMENT')) out.push('edit-self', 'submit-self');
  if (reviewer && open && a.status === 'MANAGER_REVIEW') out.push('edit-review', 'submit-review');
  if (a.status === 'AWAITING_SIGNATURE' && ((own && !a.employeeSignedAt) || (reviewer && !a.managerSignedAt))) out.push('sign');
  return out;
}

export async function findAppraisal(id: string, scope: Scope, lock = false): Promise<{ appraisal: Appraisal; cycle: AppraisalCycle }> {
  const appraisal = await Appraisal.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!appraisal || !canRead(scope, appraisal)) throw notFound('Appraisal', id);
  const cycle = (await AppraisalCycle.findByPk(appraisal.cycleId)) as AppraisalCycle;
  return { appraisal, cycle };
}

/** The answers checked against the cycle's sections: known questions, ratings within the scale, objectives of the employee. */
async function checkAnswers(sections: Section[], answers: AnswerValue[], employeeId: string, submit: boolean): Promise<AnswerValue[]> {
  const questions = new Map(sections.flatMap((s) => s.questions).map((q) => [q.id, q]));
  const errors: FieldError[] = [];
  const objectiveIds = answers.filter((a) => a.objectiveId).map((a) => a.objectiveId as string);
  const owned = new Set(
    objectiveIds.length ? (await Objective.findAll({ where: { id: { [Op.in]: objectiveIds }, ownerEmployeeId: employeeId }, attributes: ['id'] })).map((o) => o.id) : [],
  );
  answers.forEach((a, i) => {
    const q = questions.get(a.questionId);
    if (!q) errors.push({ path: `answers.${i}.questionId`, message: 'Unknown question' });
    else if (a.rating !== undefined && (q.type === 'TEXT' || a.rating > q.scaleMax)) errors.push({ path: `answers.${i}.rating`, message: `Between 1 and ${q.scaleMax}` });
    if (a.objectiveId && (q?.type !== 'OBJECTIVE_REVIEW' || !owned.has(a.objectiveId))) errors.push({ path: `answers.${i}.objectiveId`, message: 'Not an objective of this employee' });
  });
  if (errors.length) throw refusal('BUSINESS_RULE', 'appraisal.invalidAnswers', {}, { errors });
  if (submit) {
    const missing = [...questions.values()].filter((q) => q.type === 'RATING' && !answers.some((a) => a.questionId === q.id && a.rating !== undefined));
    if (missing.length) throw refusal('BUSINESS_RULE', 'appraisal.unanswered', { count: missing.length }, { errors: missing.map((q) => ({ path: `answers.${q.id}`, message: 'A rating is required' })) });
  }
  return answers.map((a) => ({ questionId: a.questionId, rating: a.rating, text: a.text || undefined, objectiveId: a.objectiveId }));
}

function assertAnswersAccepted(cycle: AppraisalCycle): void {
  if (cycle.status !== 'OPEN') throw refusal('BUSINESS_RULE', 'appraisal.cycleNotOpen', { status: cycle.status });
}

/** The employee saves (and, with submit, hands on) their self-assessment; the manager is mailed on submission. */
export async function saveSelf(id: string, input: AnswersInput): Promise<Appraisal> {
  const scope = await callerScope();
  const { appraisal, cycle } = await findAppraisal(id, scope, true);
  if (!isMe(scope, appraisal.employeeId)) throw refusal('PERMISSION_DENIED', 'appraisal.notYours');
  assertAnswersAccepted(cycle);
  let status = appraisal.status === 'DRAFT' ? transition(APPRAISAL_STATES, appraisal.status, 'start') : appraisal.status;
  if (status !== 'SELF_ASSESSMENT') throw invalidState(appraisal.status, 'save the self-assessment');
  const answers = await checkAnswers(cycle.sections ?? [], input.answers, appraisal.employeeId, input.submit);
  if (input.submit) status = transition(APPRAISAL_STATES, status, 'submit-self');
  await appraisal.update({ status, selfAnswers: answers, ...(input.submit ? { selfSubmittedAt: now() } : {}) });
  if (input.submit && appraisal.managerEmployeeId) await notifyManager(appraisal, cycle);
  return appraisal;
}

async function notifyManager(appraisal: Appraisal, cycle: AppraisalCycle): Promise<void> {
  const summary = await port('people').employeeSummary(appraisal.employeeId);
  const name = summary?.name ?? '';
  await mailEmployee(appraisal.managerEmployeeId as string, (manager) => ({
    subject: `Auto-évaluation à revoir / Self-assessment to review: ${name}`,
    text:
      `Bonjour ${manager},\n\n${name} a soumis son auto-évaluation (${cycle.name}). Elle attend votre évaluation : ouvrez « Évaluations > Évaluations de l'équipe ».\n\n` +
      `${name} submitted their self-assessment (${cycle.name}). It awaits your review: open "Appraisals > Team reviews".\n\n/app/appraisal/appraisals/${appraisal.id}`,
  }));
}

/** The manager saves (and, with submit, hands to the signatures) their review. */
export async function saveReview(id: string, input: AnswersInput): Promise<Appraisal> {
  const scope = await callerScope();
  const { appraisal, cycle } = await findAppraisal(id, scope, true);
  if (isMe(scope, appraisal.employeeId)) throw refusal('SELF_APPROVAL', 'appraisal.ownReview');
  if (!isReviewer(scope, appraisal)) throw refusal('PERMISSION_DENIED', 'appraisal.notReviewer');
  assertAnswersAccepted(cycle);
  if (appraisal.status !== 'MANAGER_REVIEW') throw invalidState(appraisal.status, 'save the review');
  const answers = await checkAnswers(cycle.sections ?? [], input.answers, appraisal.employeeId, input.submit);
  const status = input.submit ? transition(APPRAISAL_STATES, appraisal.status, 'submit-review') : appraisal.status;
  await appraisal.update({ status, managerAnswers: answers, ...(input.submit ? { reviewedAt: now(), reviewedBy: requireContext().userId } : {}) });
  return appraisal;
}

/**
 * The employee or the reviewing manager signs (each once); the second signature completes the
 * appraisal. Signatures are still taken once the cycle is closed: they add no answer.
 */
export async function signAppraisal(id: string): Promise<Appraisal> {
  const scope = await callerScope();
  const { appraisal } = await findAppraisal(id, scope, true);
  transition(APPRAISAL_STATES, appraisal.status, 'sign');
  const at = now();
  const by = requireContext().userId;
  if (isMe(scope, appraisal.employeeId)) {
    if (appraisal.employeeSignedAt) throw refusal('BUSINESS_RULE', 'appraisal.alreadySigned');
    appraisal.employeeSignedAt = at;
    appraisal.employeeSignedBy = by;
  } else if (isReviewer(scope, appraisal)) {
    if (appraisal.managerSignedAt) throw refusal('BUSINESS_RULE', 'appraisal.alreadySigned');
    appraisal.managerSignedAt = at;
    appraisal.managerSignedBy = by;
  } else throw refusal('PERMISSION_DENIED', 'appraisal.notSignatory');
  if (appraisal.employeeSignedAt && appraisal.managerSignedAt) appraisal.status = transition(APPRAISAL_STATES, appraisal.status, 'complete');
  await appraisal.save();
  return appraisal;
}

export async function listAppraisals(q: AppraisalsQueryValue, scope: Scope) {
  const mine = scope.me ? [{ employeeId: scope.me.id }] : [];
  const team: WhereOptions[] = scope.companyWide
    ? [{ employeeId: { [Op.ne]: scope.me?.id ?? '' } }]
    : [...(scope.me ? [{ managerEmployeeId: scope.me.id }] : []), ...(scope.reports.size ? [{ employeeId: { [Op.in]: [...scope.reports] } }] : [])];
  const visible = q.scope === 'mine' ? mine : q.scope === 'team' ? team : [...mine, ...team];
  if (!visible.length) return { rows: [], count: 0 };
  const where: WhereOptions = {
    [Op.and]: [{ [Op.or]: visible }, ...(q.cycleId ? [{ cycleId: q.cycleId }] : []), ...(q.status?.length ? [{ status: { [Op.in]: q.status } }] : [])],
  };
  return Appraisal.findAndCountAll({ where, ...pageOptions(q, [['createdAt', 'DESC'], ['id', 'ASC']]) });
}

