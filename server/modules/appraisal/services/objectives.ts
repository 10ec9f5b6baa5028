import { randomUUID } from 'node:crypto';
import { Op, Transaction, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { OBJECTIVE_STATUSES, OBJECTIVE_TYPES, PARENT_TYPES, kpiProgress, type ObjectiveAction } from '../../../../shared/appraisal';
import type { ObjectiveInput, ObjectiveProgressInput } from '../../../../shared/schemas/appraisal';
import { enumListQuery, listQuery, pageOptions } from '../../../platform/http/list';
import { invalidState, notFound, refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Objective, ObjectiveHistory } from '../models';
import type { Kpi, Milestone } from '../models/objectives';
import { PERMISSIONS, callerScope, isMe, manages, type Scope } from '../policy';
import { OBJECTIVE_STATES } from '../states';

export const ObjectivesQuery = listQuery(['title', 'dueDate', 'status', 'type', 'createdAt'], {
  scope: z.enum(['all', 'mine', 'team']).default('all'),
  type: enumListQuery(OBJECTIVE_TYPES, 'Comma-separated types'),
  status: enumListQuery(OBJECTIVE_STATUSES, 'Comma-separated statuses'),
  ownerEmployeeId: z.uuid().optional(),
  parentId: z.uuid().optional(),
  cycleId: z.uuid().optional(),
});
type ObjectivesQueryValue = z.infer<typeof ObjectivesQuery>;

const has = (code: Parameters<ReturnType<typeof requireContext>['permissions']['has']>[0]) => requireContext().permissions.has(code);

/** Company and team objectives are everyone's context; an individual one is its owner's and their managers'. */
export function canReadObjective(scope: Scope, o: Pick<Objective, 'type' | 'ownerEmployeeId'>): boolean {
  if (o.type !== 'INDIVIDUAL') return true;
  return isMe(scope, o.ownerEmployeeId) || (o.ownerEmployeeId !== null && manages(scope, o.ownerEmployeeId));
}

/** Who decides: a holder of objective.approve who manages the owner (company-wide for company and team objectives without a managed owner). */
export function canDecide(scope: Scope, o: Pick<Objective, 'type' | 'ownerEmployeeId'>): boolean {
  if (o.ownerEmployeeId) return manages(scope, o.ownerEmployeeId);
  return scope.companyWide;
}

export async function findObjective(id: string, scope: Scope, lock = false): Promise<Objective> {
  const objective = await Objective.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!objective || !canReadObjective(scope, objective)) throw notFound('Objective', id);
  return objective;
}

export async function recordHistory(objective: Objective, action: string, from: Objective['status'] | null, comment?: string | null, actorUserId = requireContext().userId): Promise<void> {
  await ObjectiveHistory.create({ objectiveId: objective.id, action, fromStatus: from, toStatus: objective.status, actorUserId: actorUserId ?? null, comment: comment?.trim() || null, at: now() });
}

const kpisOf = (input: ObjectiveInput['kpis']): Kpi[] => input.map((k) => ({ id: k.id ?? `k-${randomUUID().slice(0, 8)}`, name: k.name, unit: k.unit || null, target: k.target, actual: k.actual, weighting: k.weighting }));
const milestonesOf = (input: ObjectiveInput['milestones']): Milestone[] => input.map((m) => ({ id: m.id ?? `m-${randomUUID().slice(0, 8)}`, title: m.title, dueDate: m.dueDate ?? null, done: m.done }));

/** Who owns what the caller writes, checked against the cascade rules; answers the attributes to store. */
async function shape(input: ObjectiveInput, scope: Scope) {
  const manager = has(PERMISSIONS.manage);
  let owner: string | null = null;
  if (input.type === 'COMPANY') {
    if (!(manager && scope.companyWide)) throw refusal('PERMISSION_DENIED', 'objective.companyObjective');
  } else {
    owner = input.ownerEmployeeId ?? scope.me?.id ?? null;
    if (!owner) throw refusal('BUSINESS_RULE', 'objective.noOwner', {}, { errors: [{ path: 'ownerEmployeeId', message: 'Required', rule: 'objective.noOwner' }] });
    if (input.type === 'TEAM' && !manager) throw refusal('PERMISSION_DENIED', 'objective.teamObjective');
    if (!(isMe(scope, owner) || (manager && manages(scope, owner)))) throw refusal('PERMISSION_DENIED', 'objective.notYourEmployee');
  }
  if (input.parentId) {
    const parent = await Objective.findByPk(input.parentId);
    if (!parent || !canReadObjective(scope, parent)) throw refusal('BUSINESS_RULE', 'objective.parentUnknown', {}, { errors: [{ path: 'parentId', message: 'Unknown objective', rule: 'objective.parentUnknown' }] });
    if (!PARENT_TYPES[input.type].includes(parent.type)) {
      const params = { type: input.type, parentType: parent.type };
      throw refusal('BUSINESS_RULE', 'objective.parentType', params, { errors: [{ path: 'parentId', message: `A ${input.type} objective cannot cascade from a ${parent.type} one`, rule: 'objective.parentType', params }] });
    }
  }
  const kpis = kpisOf(input.kpis);
  const total = kpis.reduce((s, k) => s + k.weighting, 0);
  if (kpis.length && total !== 100) throw refusal('BUSINESS_RULE', 'objective.kpiWeights', { total }, { errors: [{ path: 'kpis', message: `The weightings add up to ${total}, not 100`, rule: 'objective.kpiWeights', params: { total } }] });
  return {
    title: input.title,
    description: input.description || null,
    type: input.type,
    parentId: input.parentId ?? null,
    ownerEmployeeId: owner,
    cycleId: input.cycleId ?? null,
    weighting: input.weighting,
    dueDate: input.dueDate ?? null,
    kpis,
    milestones: milestonesOf(input.milestones),
    ...(kpis.length ? { progress: kpiProgress(kpis) } : {}),
  };
}

export async function createObjective(input: ObjectiveInput): Promise<Objective> {
  const scope = await callerScope();
  const objective = await Objective.create({ ...(await shape(input, scope)), createdBy: requireContext().userId ?? null });
  await recordHistory(objective, 'create', null);
  return objective;
}

/** Only a draft (or a rejected objective, which goes back to draft) can be changed. */
export async function updateObjective(id: string, input: ObjectiveInput): Promise<Objective> {
  const scope = await callerScope();
  const objective = await findObjective(id, scope, true);
  if (!mayEdit(scope, objective)) throw refusal('PERMISSION_DENIED', 'objective.notYourEmployee');
  const from = objective.status;
  if (from !== 'DRAFT' && from !== 'REJECTED') throw invalidState(from, 'edit');
  if (input.parentId === objective.id) throw refusal('BUSINESS_RULE', 'objective.parentType', { type: input.type, parentType: input.type });
  if (input.type !== objective.type) {
    const children = await Objective.findAll({ where: { parentId: objective.id }, attributes: ['id', 'type'] });
    if (children.some((c) => !PARENT_TYPES[c.type].includes(input.type))) {
      throw refusal('BUSINESS_RULE', 'objective.childrenType', { type: objective.type }, { errors: [{ path: 'type', message: 'Other objectives cascade from this one', rule: 'objective.childrenType', params: { type: objective.type } }] });
    }
  }
  // The owner stays unless the body names another: a manager revising a report's objective keeps it theirs.
  const owned = { ...input, ownerEmployeeId: input.ownerEmployeeId === undefined ? objective.ownerEmployeeId : input.ownerEmployeeId };
  await objective.update({ ...(await shape(owned, scope)), status: from === 'REJECTED' ? transition(OBJECTIVE_STATES, from, 'revise') : from });
  if (from === 'REJECTED') await recordHistory(objective, 'revise', from);
  return objective;
}

export function mayEdit(scope: Scope, o: Objective): boolean {
  if (o.type === 'INDIVIDUAL') return isMe(scope, o.ownerEmployeeId) || (o.ownerEmployeeId !== null && manages(scope, o.ownerEmployeeId) && has(PERMISSIONS.manage));
  if (o.type === 'TEAM') return has(PERMISSIONS.manage) && (isMe(scope, o.ownerEmployeeId) || (o.ownerEmployeeId !== null && manages(scope, o.ownerEmployeeId)));
  return has(PERMISSIONS.manage) && scope.companyWide;
}

/** Progress: milestones ticked, KPI actuals (the progress then follows the KPIs), or a percentage for an objective without KPIs. */
export async function updateProgress(id: string, input: ObjectiveProgressInput): Promise<Objective> {
  const scope = await callerScope();
  const objective = await findObjective(id, scope, true);
  if (!mayEdit(scope, objective)) throw refusal('PERMISSION_DENIED', 'objective.notYourEmployee');
  if (objective.status === 'ACHIEVED' || objective.status === 'NOT_ACHIEVED') throw invalidState(objective.status, 'update the progress');
  const kpis = (objective.kpis ?? []).map((k) => ({ ...k, actual: input.kpis?.find((x) => x.id === k.id)?.actual ?? k.actual }));
  const milestones = (objective.milestones ?? []).map((m) => ({ ...m, done: input.milestones?.find((x) => x.id === m.id)?.done ?? m.done }));
  const unknown = [...(input.kpis ?? []).filter((x) => !kpis.some((k) => k.id === x.id)), ...(input.milestones ?? []).filter((x) => !milestones.some((m) => m.id === x.id))];
  if (unknown.length) throw refusal('BUSINESS_RULE', 'objective.unknownItem', { id: unknown[0].id });
  if (input.progress !== undefined && kpis.length) throw refusal('BUSINESS_RULE', 'objective.progressFromKpis', {}, { errors: [{ path: 'progress', message: 'Follows the KPIs', rule: 'objective.progressFromKpis' }] });
  const progress = kpis.length ? kpiProgress(kpis) : (input.progress ?? objective.progress);
  await objective.update({ kpis, milestones, progress });
  return objective;
}

export async function changeStatus(objective: Objective, action: ObjectiveAction, comment?: string | null, actorUserId?: string | null): Promise<Objective> {
  const from = objective.status;
  objective.status = transition(OBJECTIVE_STATES, from, action);
  await objective.save();
  await recordHistory(objective, action, from, comment, actorUserId ?? requireContext().userId);
  return objective;
}

export async function listObjectives(q: ObjectivesQueryValue, scope: Scope) {
  const readable: WhereOptions[] = [{ type: { [Op.ne]: 'INDIVIDUAL' } }];
  if (scope.me) readable.push({ ownerEmployeeId: scope.me.id });
  if (scope.companyWide) readable.push({ type: 'INDIVIDUAL', ownerEmployeeId: { [Op.ne]: null } });
  else if (scope.reports.size) readable.push({ ownerEmployeeId: { [Op.in]: [...scope.reports] } });
  const filters: WhereOptions[] = [{ [Op.or]: readable }];
  if (q.scope === 'mine') filters.push({ ownerEmployeeId: scope.me?.id ?? null });
  if (q.scope === 'team') filters.push(scope.companyWide ? { ownerEmployeeId: { [Op.ne]: scope.me?.id ?? null } } : { ownerEmployeeId: { [Op.in]: [...scope.reports] } });
  if (q.type?.length) filters.push({ type: { [Op.in]: q.type } });
  if (q.status?.length) filters.push({ status: { [Op.in]: q.status } });
  if (q.ownerEmployeeId) filters.push({ ownerEmployeeId: q.ownerEmployeeId });
  if (q.parentId) filters.push({ parentId: q.parentId });
  if (q.cycleId) filters.push({ cycleId: q.cycleId });
  return Objective.findAndCountAll({ where: { [Op.and]: filters }, ...pageOptions(q, [['type', 'ASC'], ['title', 'ASC'], ['id', 'ASC']]) });
}

/** The cascade below an objective, depth first, limited to what the caller may read (a guard stops at 10 levels). */
export async function treeOf(id: string): Promise<{ root: Objective; nodes: Array<{ objective: Objective; depth: number }> }> {
  const scope = await callerScope();
  const root = await findObjective(id, scope);
  const nodes: Array<{ objective: Objective; depth: number }> = [];
  const seen = new Set([root.id]);
  const visit = async (parent: Objective, depth: number): Promise<void> => {
    if (depth > 10) return;
    const children = await Objective.findAll({ where: { parentId: parent.id }, order: [['type', 'ASC'], ['title', 'ASC'], ['id', 'ASC']] });
    for (const child of children) {
      if (seen.has(child.id) || !canReadObjective(scope, child)) continue;
      seen.add(child.id);
      nodes.push({ objective: child, depth });
      await visit(child, depth + 1);
    }
  };
  await visit(root, 1);
  return { root, nodes };
}

export async function historyOf(objectiveId: string): Promise<ObjectiveHistory[]> {
  return ObjectiveHistory.findAll({ where: { objectiveId }, order: [['at', 'ASC'], ['createdAt', 'ASC']] });
}

export { callerScope };
