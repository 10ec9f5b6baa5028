import { Op, type WhereOptions } from 'sequelize';
import type { PendingEntityType } from '../../../shared/workflow';
import { pageArray, type ListEnvelope, type PageQuery } from '../http/list';
import { now, requireContext } from '../tenancy/context';
import { delegationsTo, isoDay } from './authority';
import { workflowDirectory } from './services';
import { WorkflowInstance, WorkflowStep, WorkflowStepAssignee } from './models';
import { pendingFromSources } from './pending-sources';
import { NameBook } from './presenter';
import { workflowHandler } from './services';
import type { PendingApprovalViewT } from '../../../shared/views/workflow';

export const PENDING_SCOPES = ['mine', 'team', 'all'] as const;
export type PendingScope = (typeof PENDING_SCOPES)[number];
export const PENDING_SORTS = ['startedAt', 'dueAt', 'entityType'] as const;

export interface PendingQuery extends PageQuery {
  scope: PendingScope;
  entityType?: PendingEntityType;
}

/** Steps waiting for a decision that the caller may take, directly or as someone's stand-in. */
async function actionableSteps(userId: string): Promise<{ instanceIds: string[]; standIn: Map<string, string[]> }> {
  const delegators = [...new Set((await delegationsTo(userId, isoDay(now()))).map((d) => d.delegatorUserId))];
  const steps = await WorkflowStep.findAll({
    where: { status: 'PENDING' },
    attributes: ['id', 'instanceId'],
    include: [{ model: WorkflowStepAssignee, as: 'assignees', attributes: ['userId'], where: { userId: { [Op.in]: [userId, ...delegators] } }, required: true }],
  });
  // stepId → approvers of that step the caller stands in for
  const standIn = new Map<string, string[]>();
  for (const step of steps) {
    const others = (step.assignees ?? []).map((a) => a.userId).filter((id) => id !== userId);
    if (others.length) standIn.set(step.id, others);
  }
  return { instanceIds: [...new Set(steps.map((s) => s.instanceId))], standIn };
}

function compare(sort: string | undefined) {
  const field = (sort ?? 'startedAt').replace(/^-/, '') as (typeof PENDING_SORTS)[number];
  const sign = sort?.startsWith('-') ? -1 : 1;
  const key = (item: PendingApprovalViewT) => (field === 'dueAt' ? (item.step?.dueAt ?? '9999') : field === 'entityType' ? item.entityType : item.startedAt);
  return (a: PendingApprovalViewT, b: PendingApprovalViewT) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) || (a.startedAt < b.startedAt ? -1 : 1);
}

/**
 * Pending approvals of every entity type. `mine`: the steps the caller may decide (as approver
 * or stand-in); `team`: requests about the caller's direct and indirect reports; `all`: every
 * pending request of the organisation. Each item says whether the caller may act on it.
 */
export async function listPendingApprovals(query: PendingQuery): Promise<ListEnvelope<PendingApprovalViewT>> {
  const ctx = requireContext();
  const userId = ctx.userId as string;
  const { instanceIds, standIn } = await actionableSteps(userId);
  const where: WhereOptions = { status: 'PENDING', ...(query.entityType ? { entityType: query.entityType } : {}) };
  const engineType = query.entityType !== 'EXPENSE_CLAIM';
  let instances: WorkflowInstance[];
  if (!engineType) {
    instances = [];
  } else if (query.scope === 'mine') {
    instances = instanceIds.length ? await WorkflowInstance.findAll({ where: { ...where, id: { [Op.in]: instanceIds } } }) : [];
  } else if (query.scope === 'team') {
    const reports = ctx.employeeId ? await workflowDirectory().reportsOf(ctx.employeeId) : [];
    instances = reports.length ? await WorkflowInstance.findAll({ where: { ...where, requesterEmployeeId: { [Op.in]: reports } } }) : [];
  } else {
    instances = await WorkflowInstance.findAll({ where });
  }
  const steps = instances.length
    ? await WorkflowStep.findAll({
        where: { instanceId: { [Op.in]: instances.map((i) => i.id) }, status: 'PENDING' },
        include: [{ model: WorkflowStepAssignee, as: 'assignees' }],
      })
    : [];
  const stepOf = new Map(steps.map((s) => [s.instanceId, s]));
  const day = isoDay(now());
  const delegations = await delegationsTo(userId, day);
  const names = await NameBook.load(
    [...instances.map((i) => i.requesterUserId), ...steps.flatMap((s) => (s.assignees ?? []).map((a) => a.userId))],
    instances.map((i) => i.requesterEmployeeId),
  );
  const items: PendingApprovalViewT[] = [];
  for (const instance of instances) {
    const step = stepOf.get(instance.id);
    if (!step) continue;
    const approverIds = (step.assignees ?? []).map((a) => a.userId);
    const direct = approverIds.includes(userId);
    const forWhom = (standIn.get(step.id) ?? []).find((delegator) => delegations.some((d) => d.delegatorUserId === delegator && d.covers(instance.entityType, day)));
    const selfRequest = instance.requesterUserId === userId || (Boolean(ctx.employeeId) && instance.requesterEmployeeId === ctx.employeeId);
    const canAct = !selfRequest && (direct || Boolean(forWhom));
    if (query.scope === 'mine' && !canAct) continue;
    items.push({
      instanceId: instance.id,
      entityType: instance.entityType,
      entityId: instance.entityId,
      summary: instance.summary,
      startedAt: instance.startedAt.toISOString(),
      requester: names.person(instance.requesterUserId),
      employee: names.employee(instance.requesterEmployeeId),
      step: { id: step.id, order: step.stepOrder, name: step.name, activatedAt: step.activatedAt.toISOString(), dueAt: step.dueAt?.toISOString() ?? null, timeoutAction: step.timeoutAction ?? null },
      stepCount: instance.plan.length,
      approvers: approverIds.map((id) => names.person(id)).filter((p): p is NonNullable<typeof p> => p !== null),
      canAct,
      onBehalfOf: !direct && forWhom ? names.person(forWhom) : null,
      links: (workflowHandler(instance.entityType)?.links(instance) ?? null),
    });
  }
  return pageArray(items.sort(compare(query.sort)), query);
}

/**
 * The instances of one entity type the caller may act on now: the `instanceId`s of the `canAct`
 * items `listPendingApprovals({ scope: 'mine', entityType })` lists, decided by the same rules
 * without building the items (no names, no links, only the columns the rules read).
 */
export async function actionableInstanceIds(entityType: PendingEntityType): Promise<Set<string>> {
  const ctx = requireContext();
  const userId = ctx.userId as string;
  const { instanceIds, standIn } = await actionableSteps(userId);
  if (!instanceIds.length) return new Set();
  const instances = await WorkflowInstance.findAll({
    where: { status: 'PENDING', entityType, id: { [Op.in]: instanceIds } },
    attributes: ['id', 'entityType', 'requesterUserId', 'requesterEmployeeId'],
  });
  if (!instances.length) return new Set();
  const steps = await WorkflowStep.findAll({
    where: { instanceId: { [Op.in]: instances.map((i) => i.id) }, status: 'PENDING' },
    attributes: ['id', 'instanceId'],
    include: [{ model: WorkflowStepAssignee, as: 'assignees', attributes: ['userId'] }],
  });
  const stepOf = new Map(steps.map((s) => [s.instanceId, s]));
  const day = isoDay(now());
  const delegations = await delegationsTo(userId, day);
  const ids = new Set<string>();
  for (const instance of instances) {
    const step = stepOf.get(instance.id);
    if (!step) continue;
    const direct = (step.assignees ?? []).some((a) => a.userId === userId);
    const forWhom = (standIn.get(step.id) ?? []).find((delegator) => delegations.some((d) => d.delegatorUserId === delegator && d.covers(instance.entityType, day)));
    const selfRequest = instance.requesterUserId === userId || (Boolean(ctx.employeeId) && instance.requesterEmployeeId === ctx.employeeId);
    if (!selfRequest && (direct || Boolean(forWhom))) ids.add(instance.id);
  }
  return ids;
}

/**
 * The unified inbox: the engine's pending approvals and, for `mine`, the records modules ask
 * the caller to decide outside the engine (pending-sources.ts). Modules asking the engine which
 * of their requests the caller may decide use `listPendingApprovals`, which has only the engine's.
 */
export async function listInbox(query: PendingQuery): Promise<ListEnvelope<PendingApprovalViewT>> {
  if (query.scope !== 'mine') return listPendingApprovals(query);
  const engine = await listPendingApprovals({ ...query, page: 1, pageSize: Number.MAX_SAFE_INTEGER });
  const items = [...engine.items, ...(await pendingFromSources(query.entityType))];
  return pageArray(items.sort(compare(query.sort)), query);
}

/** How many requests wait for the caller's decision, the inbox's `mine` total (dashboard card). */
export async function countMyPendingApprovals(): Promise<number> {
  return (await listInbox({ scope: 'mine', page: 1, pageSize: 1 })).total;
}
