import { Op, type WhereOptions } from 'sequelize';
import { frenchDate } from '../../../../shared/contract-text';
import { OPEN_ONBOARDING_STATUSES, type OnboardingStatus } from '../../../../shared/onboarding';
import type { StartOnboardingInput } from '../../../../shared/schemas/onboarding';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { businessRule, invalidState, notFound, refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { cancelWorkflow, startWorkflow, type WorkflowCompletion } from '../../../platform/workflow';
import { port } from '../../../platform/modules';
import type { EmployeeSummary } from '../../employees';
import { Onboarding, OnboardingTask } from '../models';
import { onboardingStates } from '../states';
import { findOnboardingTemplate } from './templates';

const DAY = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const ONBOARDING_SORTS = ['startDate', 'createdAt', 'status'] as const;

export async function findOnboarding(id: string): Promise<Onboarding> {
  const onboarding = await Onboarding.findByPk(id, { include: [{ model: OnboardingTask, as: 'tasks' }], order: [[{ model: OnboardingTask, as: 'tasks' }, 'position', 'ASC']] });
  if (!onboarding) throw notFound('Onboarding', id);
  return onboarding;
}

/** The employee's latest onboarding, or 404. */
export async function latestOnboardingOf(employeeId: string): Promise<Onboarding> {
  await port('people').requireEmployee(employeeId);
  const latest = await Onboarding.findOne({ where: { employeeId }, order: [['createdAt', 'DESC']], attributes: ['id'] });
  if (!latest) throw notFound('Onboarding of this employee');
  return findOnboarding(latest.id);
}

export async function listOnboardings(filter: PageQuery & { status?: OnboardingStatus; employeeId?: string }): Promise<{ rows: Onboarding[]; count: number }> {
  const where: WhereOptions = {};
  if (filter.status) Object.assign(where, { status: filter.status });
  if (filter.employeeId) Object.assign(where, { employeeId: filter.employeeId });
  return Onboarding.findAndCountAll({ where, ...pageOptions(filter, [['startDate', 'DESC'], ['id', 'ASC']]) });
}

async function ownerOf(step: { ownerType: string; ownerUserId: string | null }, employee: EmployeeSummary): Promise<string | null> {
  if (step.ownerType === 'USER') return step.ownerUserId;
  if (step.ownerType === 'EMPLOYEE') return employee.userId;
  if (step.ownerType === 'MANAGER') return employee.managerId ? ((await port('people').employeeSummary(employee.managerId))?.userId ?? null) : null;
  return null;
}

/**
 * Starts an onboarding from an active template: its steps become tasks due `dueOffsetDays` after
 * the first day. With an EMPLOYEE_ONBOARDING circuit it waits for approval (PENDING_APPROVAL);
 * without one it is IN_PROGRESS at once. Refused for an employee who left or who already has an
 * onboarding open.
 */
export async function startOnboarding(employeeId: string, input: StartOnboardingInput): Promise<Onboarding> {
  const ctx = requireContext();
  const employee = await port('people').requireEmployee(employeeId);
  if (employee.status === 'TERMINATED') throw invalidState(employee.status, 'start an onboarding for this employee');
  if (await Onboarding.count({ where: { employeeId, status: { [Op.in]: [...OPEN_ONBOARDING_STATUSES] } } })) throw refusal('DUPLICATE', 'onboarding.inProgress');
  const template = await findOnboardingTemplate(input.templateId).catch(() => {
    throw businessRule('Unknown onboarding template', { errors: [{ path: 'templateId', message: 'Unknown onboarding template' }] });
  });
  if (!template.active) throw businessRule('This template is no longer active', { errors: [{ path: 'templateId', message: 'Inactive template' }] });
  const startDate = input.startDate ?? employee.hireDate ?? ctx.now().toISOString().slice(0, 10);
  const onboarding = await Onboarding.create({
    employeeId,
    templateId: template.id,
    templateName: template.name,
    startDate,
    status: 'PENDING_APPROVAL',
    startedByUserId: ctx.userId,
  });
  for (const [index, step] of template.steps.entries()) {
    await OnboardingTask.create({
      onboardingId: onboarding.id,
      position: index + 1,
      title: step.title,
      description: step.description ?? null,
      ownerType: step.ownerType,
      ownerRoleId: step.ownerRoleId ?? null,
      ownerUserId: await ownerOf(step, employee),
      dueDate: addDays(startDate, step.dueOffsetDays),
      status: 'TODO',
    });
  }
  const instance = await startWorkflow({
    entityType: 'EMPLOYEE_ONBOARDING',
    entityId: onboarding.id,
    requesterUserId: ctx.userId,
    requesterEmployeeId: employeeId,
    summary: `Intégration de ${employee.name} à partir du ${frenchDate(startDate)} (${template.name})`,
  });
  if (instance) {
    await Onboarding.update({ workflowInstanceId: instance.id }, { where: { id: onboarding.id } });
  } else {
    await onboarding.reload();
    onboarding.status = transition(onboardingStates, onboarding.status, 'approve');
    await onboarding.save();
  }
  return findOnboarding(onboarding.id);
}

/** The EMPLOYEE_ONBOARDING circuit ended: approval opens the checklist, otherwise it is closed. */
export async function applyOnboardingDecision({ instance, decision: outcome }: WorkflowCompletion): Promise<void> {
  const onboarding = await Onboarding.findByPk(instance.entityId);
  if (!onboarding || onboarding.status !== 'PENDING_APPROVAL') return;
  onboarding.status = transition(onboardingStates, onboarding.status, outcome === 'APPROVED' ? 'approve' : outcome === 'REJECTED' ? 'reject' : 'expire');
  if (outcome !== 'APPROVED') onboarding.closedAt = requireContext().now();
  await onboarding.save();
}

export async function cancelOnboarding(id: string, comment?: string): Promise<Onboarding> {
  const onboarding = await findOnboarding(id);
  const wasPending = onboarding.status === 'PENDING_APPROVAL';
  onboarding.status = transition(onboardingStates, onboarding.status, 'cancel');
  onboarding.closedAt = requireContext().now();
  await onboarding.save();
  if (wasPending && onboarding.workflowInstanceId) await cancelWorkflow({ instanceId: onboarding.workflowInstanceId }, comment);
  return findOnboarding(id);
}

/** Done and total steps of each onboarding (lists). */
export async function taskCounts(onboardingIds: readonly string[]): Promise<Map<string, { done: number; total: number }>> {
  const out = new Map<string, { done: number; total: number }>(onboardingIds.map((id) => [id, { done: 0, total: 0 }]));
  if (!onboardingIds.length) return out;
  const tasks = await OnboardingTask.findAll({ where: { onboardingId: { [Op.in]: [...onboardingIds] } }, attributes: ['onboardingId', 'status'] });
  for (const task of tasks) {
    const count = out.get(task.onboardingId);
    if (!count) continue;
    count.total++;
    if (task.status === 'DONE') count.done++;
  }
  return out;
}
