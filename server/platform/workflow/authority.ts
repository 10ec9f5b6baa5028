import { Op } from 'sequelize';
import { WorkflowDelegation, WorkflowStepAssignee, type WorkflowInstance, type WorkflowStep } from './models';

/** The ISO day of an instant (UTC): delegation periods are whole days. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Delegations in force for a delegate on a day, whatever the entity type. */
export async function delegationsTo(delegateUserId: string, day: string): Promise<WorkflowDelegation[]> {
  return WorkflowDelegation.findAll({
    where: { delegateUserId, revokedAt: null, startsOn: { [Op.lte]: day }, endsOn: { [Op.gte]: day } },
    order: [['createdAt', 'ASC']],
  });
}

/** Delegations in force given by any of these approvers on a day (to notify their stand-ins). */
export async function delegationsFrom(delegatorUserIds: readonly string[], entityType: string, day: string): Promise<WorkflowDelegation[]> {
  if (!delegatorUserIds.length) return [];
  const rows = await WorkflowDelegation.findAll({
    where: { delegatorUserId: { [Op.in]: [...delegatorUserIds] }, revokedAt: null, startsOn: { [Op.lte]: day }, endsOn: { [Op.gte]: day } },
  });
  return rows.filter((d) => d.covers(entityType, day));
}

export interface Authority {
  /** The approver the caller stands in for, when acting through a delegation. */
  onBehalfOf: string | null;
}

/**
 * Whether a user may decide a step: as one of its approvers, or as the stand-in of one of them
 * through a delegation in force that day for the request's entity type.
 */
export async function authorityOn(step: WorkflowStep, instance: WorkflowInstance, userId: string, at: Date): Promise<Authority | null> {
  const assignees = step.assignees ?? (await WorkflowStepAssignee.findAll({ where: { stepId: step.id } }));
  const ids = assignees.map((a) => a.userId);
  if (ids.includes(userId)) return { onBehalfOf: null };
  const day = isoDay(at);
  const delegation = (await delegationsTo(userId, day)).find((d) => ids.includes(d.delegatorUserId) && d.covers(instance.entityType, day));
  return delegation ? { onBehalfOf: delegation.delegatorUserId } : null;
}
