import { refusal } from '../http/problem';
import type { WorkflowAction, WorkflowEntityType } from '../../../shared/workflow';
import { Problem, businessRule, invalidState } from '../http/problem';
import { transition } from '../state-machine';
import { now, requireContext } from '../tenancy/context';
import { authorityOn } from './authority';
import { workflowDirectory } from './services';
import { findInstance, pendingStep, pickDefinition, type InstanceRef } from './lookup';
import { WorkflowInstance, WorkflowStepAssignee, type WorkflowStep } from './models';
import { notifyApprovers } from './notify';
import { advance, complete } from './progression';
import { isRequesterUser } from './resolve';
import { stepStates } from './states';

export interface StartWorkflowInput {
  entityType: WorkflowEntityType;
  entityId: string;
  /** The user who asks (never one of the approvers). */
  requesterUserId?: string | null;
  /** The employee the request is about: MANAGER steps go to this employee's manager. */
  requesterEmployeeId?: string | null;
  /** One line shown to approvers ("Congé de Awa Koné du 3 au 7 mars"). */
  summary: string;
  /** A definition chosen by the module (a leave policy's circuit); else the type's default. */
  definitionId?: string | null;
}

/**
 * Starts a request on the tenant's circuit for the entity type, or answers null when the tenant
 * has none (the module then follows its own default path). A request whose steps need nobody
 * (notify-only, no approver) ends APPROVED at once and runs the completion callbacks before
 * this returns: modules save their record first and read it again afterwards.
 */
export async function startWorkflow(input: StartWorkflowInput): Promise<WorkflowInstance | null> {
  const definition = await pickDefinition(input.entityType, input.definitionId);
  if (!definition) return null;
  const running = await WorkflowInstance.count({ where: { entityType: input.entityType, entityId: input.entityId, status: 'PENDING' } });
  if (running) throw refusal('BUSINESS_RULE', 'workflow.alreadyRunning');
  const instance = await WorkflowInstance.create({
    definitionId: definition.id,
    definitionName: definition.name,
    entityType: input.entityType,
    entityId: input.entityId,
    summary: input.summary.slice(0, 300),
    requesterUserId: input.requesterUserId ?? null,
    requesterEmployeeId: input.requesterEmployeeId ?? null,
    status: 'PENDING',
    plan: definition.steps,
    startedAt: now(),
  });
  await advance(instance, 0);
  return instance;
}

function callerIsRequester(instance: WorkflowInstance): boolean {
  const ctx = requireContext();
  return Boolean(ctx.userId) && isRequesterUser(instance, { id: ctx.userId as string, employeeId: ctx.employeeId ?? null });
}

async function currentPendingStep(instance: WorkflowInstance, action: string): Promise<WorkflowStep> {
  if (instance.status !== 'PENDING') throw invalidState(instance.status, action);
  const step = await pendingStep(instance);
  if (!step) throw invalidState(instance.status, action);
  return step;
}

export interface ActInput {
  action: WorkflowAction;
  comment?: string | null;
}

/**
 * The caller approves or rejects the waiting step: refused with SELF_APPROVAL on their own
 * request, PERMISSION_DENIED when they are neither an approver of the step nor the stand-in of
 * one, INVALID_STATE when the request is no longer pending.
 */
export async function act(ref: InstanceRef, input: ActInput): Promise<WorkflowInstance> {
  const ctx = requireContext();
  const verb = input.action === 'APPROVE' ? 'approve' : 'reject';
  const instance = await findInstance(ref, true);
  if (instance.status !== 'PENDING') throw invalidState(instance.status, verb);
  if (callerIsRequester(instance)) throw refusal('SELF_APPROVAL', 'workflow.selfApproval');
  const step = await currentPendingStep(instance, verb);
  const authority = ctx.userId ? await authorityOn(step, instance, ctx.userId, now()) : null;
  if (!authority) throw refusal('PERMISSION_DENIED', 'workflow.notApprover');
  step.status = transition(stepStates, step.status, verb);
  step.actedAt = now();
  step.actedByUserId = ctx.userId;
  step.onBehalfOfUserId = authority.onBehalfOf;
  step.comment = input.comment?.trim() || null;
  await step.save();
  const decision = { actorId: ctx.userId, comment: step.comment };
  if (input.action === 'REJECT') await complete(instance, 'REJECTED', decision);
  else await advance(instance, step.stepOrder, decision);
  return instance;
}

/** The module withdraws its request (the record was cancelled): CANCELLED, nobody is asked any more. */
export async function cancelWorkflow(ref: InstanceRef, comment?: string | null): Promise<WorkflowInstance> {
  const instance = await findInstance(ref, true);
  if (instance.status !== 'PENDING') throw invalidState(instance.status, 'cancel');
  const step = await pendingStep(instance);
  if (step) {
    step.status = transition(stepStates, step.status, 'skip');
    step.skipReason = 'CANCELLED';
    step.actedAt = now();
    step.actedByUserId = requireContext().userId;
    step.comment = comment?.trim() || null;
    await step.save();
  }
  instance.status = 'CANCELLED';
  instance.completedAt = now();
  instance.currentStepOrder = null;
  await instance.save();
  return instance;
}

export interface DelegateStepInput {
  delegateUserId: string;
  comment?: string | null;
  /**
   * The module vouches that the caller administers these requests (leave.manage for leave):
   * they may hand the step to someone without being one of its approvers.
   */
  asAdministrator?: boolean;
}

/**
 * Hands the waiting step to another user: they become its only approver. Allowed to the step's
 * approvers (or their stand-ins) and to administrators; never to or by the requester.
 */
export async function delegateStep(ref: InstanceRef, input: DelegateStepInput): Promise<WorkflowInstance> {
  const ctx = requireContext();
  const instance = await findInstance(ref, true);
  if (callerIsRequester(instance)) throw new Problem('SELF_APPROVAL', 'You cannot route your own request');
  const step = await currentPendingStep(instance, 'delegate');
  if (!input.asAdministrator) {
    const authority = ctx.userId ? await authorityOn(step, instance, ctx.userId, now()) : null;
    if (!authority) throw refusal('PERMISSION_DENIED', 'workflow.notApprover');
  }
  const field = (message: string) => businessRule(message, { errors: [{ path: 'delegateUserId', message }] });
  if (input.delegateUserId === ctx.userId) throw field('You cannot delegate to yourself');
  const delegate = (await workflowDirectory().users([input.delegateUserId])).get(input.delegateUserId);
  if (!delegate?.active) throw field('The delegate must be an active user of the organisation');
  if (isRequesterUser(instance, delegate)) throw field('The requester cannot approve their own request');
  await WorkflowStepAssignee.destroy({ where: { stepId: step.id } });
  await WorkflowStepAssignee.create({ stepId: step.id, userId: delegate.id, source: 'STEP_DELEGATION' });
  step.delegatedByUserId = ctx.userId;
  if (input.comment?.trim()) step.comment = input.comment.trim();
  await step.save();
  await notifyApprovers(instance, step, [delegate.id]);
  return instance;
}

/** The step waiting for a decision (with its approvers), or null when the request is over. */
export async function currentStep(ref: InstanceRef): Promise<WorkflowStep | null> {
  return pendingStep(await findInstance(ref));
}
