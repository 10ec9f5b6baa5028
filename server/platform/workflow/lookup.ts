import { Transaction } from 'sequelize';
import type { WorkflowEntityType } from '../../../shared/workflow';
import { notFound } from '../http/problem';
import { WorkflowDefinition, WorkflowInstance, WorkflowStep, WorkflowStepAssignee } from './models';

/** A request named by its id, or by the record it is about (its latest request). */
export type InstanceRef = { instanceId: string } | { entityType: WorkflowEntityType; entityId: string };

/**
 * The request, locked for update when `forUpdate` (PostgreSQL: concurrent decisions on one
 * request queue up instead of both passing the status check; SQLite writers are serialised).
 */
export async function findInstance(ref: InstanceRef, forUpdate = false): Promise<WorkflowInstance> {
  const lock = forUpdate ? Transaction.LOCK.UPDATE : undefined;
  const instance =
    'instanceId' in ref
      ? await WorkflowInstance.findByPk(ref.instanceId, { lock })
      : await WorkflowInstance.findOne({
          where: { entityType: ref.entityType, entityId: ref.entityId },
          order: [
            ['startedAt', 'DESC'],
            ['createdAt', 'DESC'],
          ],
          lock,
        });
  if (!instance) throw notFound('Workflow request');
  return instance;
}

export async function findInstanceOrNull(ref: InstanceRef): Promise<WorkflowInstance | null> {
  try {
    return await findInstance(ref);
  } catch {
    return null;
  }
}

/** The step waiting for a decision, with its approvers. */
export async function pendingStep(instance: WorkflowInstance): Promise<WorkflowStep | null> {
  if (instance.status !== 'PENDING' || instance.currentStepOrder === null) return null;
  return WorkflowStep.findOne({
    where: { instanceId: instance.id, stepOrder: instance.currentStepOrder, status: 'PENDING' },
    include: [{ model: WorkflowStepAssignee, as: 'assignees' }],
  });
}

/** Every step reached so far, in order, with approvers. */
export async function stepsOf(instanceIds: readonly string[]): Promise<Map<string, WorkflowStep[]>> {
  const out = new Map<string, WorkflowStep[]>(instanceIds.map((id) => [id, []]));
  if (!instanceIds.length) return out;
  const steps = await WorkflowStep.findAll({
    where: { instanceId: [...instanceIds] },
    include: [{ model: WorkflowStepAssignee, as: 'assignees' }],
    order: [['stepOrder', 'ASC']],
  });
  for (const step of steps) out.get(step.instanceId)?.push(step);
  return out;
}

/**
 * The definition a new request follows: the one the module names when it is active and of the
 * right type, else the type's active default; null when the tenant configured none.
 */
export async function pickDefinition(entityType: WorkflowEntityType, definitionId?: string | null): Promise<WorkflowDefinition | null> {
  if (definitionId) {
    const named = await WorkflowDefinition.findOne({ where: { id: definitionId, entityType, active: true } });
    if (named) return named;
  }
  return WorkflowDefinition.findOne({ where: { entityType, active: true, isDefault: true }, order: [['updatedAt', 'DESC']] });
}
