import { Op, Transaction, type WhereOptions } from 'sequelize';
import { frenchDate } from '../../../../shared/contract-text';
import { OFFBOARDING_REASON_LABELS, OPEN_OFFBOARDING_STATUSES, type OffboardingStatus } from '../../../../shared/onboarding';
import type { InitiateOffboardingInput } from '../../../../shared/schemas/onboarding';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { invalidState, notFound, refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { cancelWorkflow, startWorkflow, type WorkflowCompletion } from '../../../platform/workflow';
import { port, type ScheduledJob } from '../../../platform/modules';
import { terminateContractInForce } from '../../contracts';
import { Offboarding } from '../models';
import { offboardingStates } from '../states';

export const OFFBOARDING_SORTS = ['exitDate', 'createdAt', 'status'] as const;
export const APPLY_EXITS_JOB = 'offboarding.apply-exits';

const today = () => requireContext().now().toISOString().slice(0, 10);

export async function findOffboarding(id: string): Promise<Offboarding> {
  const offboarding = await Offboarding.findByPk(id);
  if (!offboarding) throw notFound('Offboarding', id);
  return offboarding;
}

/** The employee's latest offboarding, or 404 (unknown employee, or none initiated). */
export async function latestOffboardingOf(employeeId: string): Promise<Offboarding> {
  await port('people').requireEmployee(employeeId);
  const latest = await Offboarding.findOne({ where: { employeeId }, order: [['createdAt', 'DESC']] });
  if (!latest) throw notFound('Offboarding of this employee');
  return latest;
}

export async function listOffboardings(filter: PageQuery & { status?: OffboardingStatus; employeeId?: string }): Promise<{ rows: Offboarding[]; count: number }> {
  const where: WhereOptions = {};
  if (filter.status) Object.assign(where, { status: filter.status });
  if (filter.employeeId) Object.assign(where, { employeeId: filter.employeeId });
  return Offboarding.findAndCountAll({ where, ...pageOptions(filter, [['exitDate', 'ASC'], ['id', 'ASC']]) });
}

/**
 * The employee leaves: TERMINATED through the employees lifecycle (exit date and reason kept
 * there), their contract in force ended at the same date, the offboarding COMPLETED.
 */
async function completeExit(offboarding: Offboarding): Promise<void> {
  const reason = OFFBOARDING_REASON_LABELS[offboarding.reason].fr;
  const employee = await port('people').employeeSummary(offboarding.employeeId);
  if (employee && employee.status !== 'TERMINATED') await port('people').terminateEmployee(employee.id, offboarding.exitDate, reason);
  await terminateContractInForce(offboarding.employeeId, reason, offboarding.exitDate);
  offboarding.status = transition(offboardingStates, offboarding.status, 'complete');
  offboarding.completedAt = requireContext().now();
  await offboarding.save();
}

/** Approved: SCHEDULED, and carried out at once when the exit date has come. */
async function approve(offboarding: Offboarding): Promise<void> {
  offboarding.status = transition(offboardingStates, offboarding.status, 'approve');
  offboarding.decidedAt = requireContext().now();
  await offboarding.save();
  if (offboarding.exitDate <= today()) await completeExit(offboarding);
}

/**
 * HR initiates a departure (reason, exit date). With an EMPLOYEE_OFFBOARDING circuit it waits
 * for approval; without one, HR's initiation is the decision. Refused for an employee already
 * gone (INVALID_STATE), with a departure already open (DUPLICATE), or leaving before being hired.
 */
export async function initiateOffboarding(employeeId: string, input: InitiateOffboardingInput): Promise<Offboarding> {
  const ctx = requireContext();
  const employee = await port('people').requireEmployee(employeeId);
  if (employee.status === 'TERMINATED') throw invalidState(employee.status, 'offboard this employee');
  if (await Offboarding.count({ where: { employeeId, status: { [Op.in]: [...OPEN_OFFBOARDING_STATUSES] } } })) throw refusal('DUPLICATE', 'offboarding.inProgress');
  if (employee.hireDate && input.exitDate < employee.hireDate) {
    throw refusal('BUSINESS_RULE', 'offboarding.exitBeforeHire', {}, { errors: [{ path: 'exitDate', message: 'Before the hire date' }] });
  }
  const offboarding = await Offboarding.create({
    employeeId,
    reason: input.reason,
    comment: input.comment || null,
    exitDate: input.exitDate,
    status: 'PENDING_APPROVAL',
    initiatedByUserId: ctx.userId,
  });
  const instance = await startWorkflow({
    entityType: 'EMPLOYEE_OFFBOARDING',
    entityId: offboarding.id,
    requesterUserId: ctx.userId,
    requesterEmployeeId: employeeId,
    summary: `Départ de ${employee.name} le ${frenchDate(input.exitDate)} (${OFFBOARDING_REASON_LABELS[input.reason].fr})`,
  });
  if (instance) await Offboarding.update({ workflowInstanceId: instance.id }, { where: { id: offboarding.id } });
  else await approve(offboarding);
  return findOffboarding(offboarding.id);
}

/** The EMPLOYEE_OFFBOARDING circuit ended (registered with the engine at start). */
export async function applyOffboardingDecision({ instance, decision: outcome }: WorkflowCompletion): Promise<void> {
  const offboarding = await Offboarding.findByPk(instance.entityId);
  if (!offboarding || offboarding.status !== 'PENDING_APPROVAL') return;
  if (outcome === 'APPROVED') return approve(offboarding);
  offboarding.status = transition(offboardingStates, offboarding.status, outcome === 'REJECTED' ? 'reject' : 'expire');
  offboarding.decidedAt = requireContext().now();
  await offboarding.save();
}

/** Withdraws a departure not yet carried out (and its approval request). */
export async function cancelOffboarding(employeeId: string, comment?: string): Promise<Offboarding> {
  const offboarding = await latestOffboardingOf(employeeId);
  const wasPending = offboarding.status === 'PENDING_APPROVAL';
  offboarding.status = transition(offboardingStates, offboarding.status, 'cancel');
  offboarding.cancelledAt = requireContext().now();
  await offboarding.save();
  if (wasPending && offboarding.workflowInstanceId) await cancelWorkflow({ instanceId: offboarding.workflowInstanceId }, comment);
  return offboarding;
}

/** Scheduled departures whose exit date has come, each carried out in its tenant and transaction. */
/** Scheduled departures whose exit date has come, each carried out in its own transaction. */
export const applyExitsJob: ScheduledJob<{ id: string }> = {
  name: APPLY_EXITS_JOB,
  schedule: '10 0 * * *',
  scope: 'tenant',
  items: ({ now }) => Offboarding.findAll({ where: { status: 'SCHEDULED', exitDate: { [Op.lte]: now.toISOString().slice(0, 10) } }, attributes: ['id'] }),
  describe: (o) => `offboarding ${o.id}`,
  async handle({ id }, { now }) {
    const offboarding = await Offboarding.findByPk(id, { lock: Transaction.LOCK.UPDATE });
    if (!offboarding || offboarding.status !== 'SCHEDULED' || offboarding.exitDate > now.toISOString().slice(0, 10)) return;
    await completeExit(offboarding);
  },
};
