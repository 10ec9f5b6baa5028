import type { WorkflowOutcome } from '../../../shared/workflow';
import { transition } from '../state-machine';
import { now } from '../tenancy/context';
import { WorkflowStep, WorkflowStepAssignee, type WorkflowInstance } from './models';
import { notifyApprovers, notifyRequester, notifyWatchers } from './notify';
import { workflowHandler } from './services';
import { resolveApprovers } from './resolve';
import { instanceStates, stepStates } from './states';

const HOUR = 3_600_000;
const OUTCOME_ACTION = { APPROVED: 'approve', REJECTED: 'reject', TIMED_OUT: 'timeout' } as const;

async function addAssignees(step: WorkflowStep, userIds: readonly string[], source: WorkflowStepAssignee['source']): Promise<void> {
  for (const userId of userIds) await WorkflowStepAssignee.create({ stepId: step.id, userId, source });
}

/** The approver's decision that moves a request on; none when the engine moves it itself. */
export interface Decision {
  actorId: string | null;
  comment: string | null;
}

const BY_ITSELF: Decision = { actorId: null, comment: null };

/**
 * Ends a request: its status, then the module's handler (in the same transaction, so the
 * module's record and the request end together or not at all), then one mail to the requester:
 * the engine's, unless the module sends its own.
 */
export async function complete(instance: WorkflowInstance, outcome: WorkflowOutcome, decision: Decision = BY_ITSELF): Promise<void> {
  instance.status = transition(instanceStates, instance.status, OUTCOME_ACTION[outcome]);
  instance.completedAt = now();
  instance.currentStepOrder = null;
  await instance.save();
  const handler = workflowHandler(instance.entityType);
  await handler?.onComplete({ instance, decision: outcome, comment: decision.comment, actorId: decision.actorId });
  if (!handler?.notifiesRequester) await notifyRequester(instance, outcome, decision.comment);
}

/**
 * Moves a request past step `afterOrder`: NOTIFY steps are passed at once (NOTIFIED), approval
 * steps with nobody to ask are SKIPPED, and the first approval step with approvers becomes
 * PENDING. With no step left the request is APPROVED.
 */
export async function advance(instance: WorkflowInstance, afterOrder: number, decision: Decision = BY_ITSELF): Promise<void> {
  for (let order = afterOrder + 1; order <= instance.plan.length; order++) {
    const planned = instance.plan[order - 1];
    const at = now();
    const resolved = await resolveApprovers(planned, instance);
    const base = { instanceId: instance.id, stepOrder: order, name: planned.name, kind: planned.kind, approverType: planned.approverType, activatedAt: at };
    if (planned.kind === 'NOTIFY') {
      const step = await WorkflowStep.create({ ...base, status: 'NOTIFIED', actedAt: at });
      await addAssignees(step, resolved.userIds, resolved.source);
      await notifyWatchers(instance, step, resolved.userIds);
      continue;
    }
    if (!resolved.userIds.length) {
      await WorkflowStep.create({ ...base, status: 'SKIPPED', skipReason: 'NO_APPROVER', actedAt: at });
      continue;
    }
    const step = await WorkflowStep.create({
      ...base,
      status: 'PENDING',
      dueAt: planned.timeoutHours ? new Date(at.getTime() + planned.timeoutHours * HOUR) : null,
      timeoutAction: planned.timeoutHours ? (planned.timeoutAction ?? 'SKIP') : null,
    });
    await addAssignees(step, resolved.userIds, resolved.source);
    instance.currentStepOrder = order;
    await instance.save();
    await notifyApprovers(instance, step, resolved.userIds);
    return;
  }
  await complete(instance, 'APPROVED', decision);
}

/** The due step of a pending request: SKIP moves the chain on, FAIL ends the request TIMED_OUT. */
export async function applyTimeout(step: WorkflowStep, instance: WorkflowInstance): Promise<void> {
  const at = now();
  step.actedAt = at;
  if (step.timeoutAction === 'FAIL') {
    step.status = transition(stepStates, step.status, 'timeout');
    await step.save();
    await complete(instance, 'TIMED_OUT');
    return;
  }
  step.status = transition(stepStates, step.status, 'skip');
  step.skipReason = 'TIMEOUT';
  await step.save();
  await advance(instance, step.stepOrder);
}
