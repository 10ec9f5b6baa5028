import { Op, Transaction, col, fn } from 'sequelize';
import { APPRAISAL_STATUSES, type AppraisalStatus, type CycleStatus } from '../../../../shared/appraisal';
import type { CycleInput } from '../../../../shared/schemas/appraisal';
import { enumListQuery, listQuery, pageOptions } from '../../../platform/http/list';
import { invalidState, notFound, refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import { Appraisal, AppraisalCycle } from '../models';
import { CYCLE_STATES } from '../states';
import { findForm } from './forms';
import { CYCLE_STATUSES } from '../../../../shared/appraisal';
import type { z } from 'zod';

export const CyclesQuery = listQuery(['name', 'opensOn', 'closesOn', 'status'], { status: enumListQuery(CYCLE_STATUSES, 'Comma-separated statuses') });
type CyclesQueryValue = z.infer<typeof CyclesQuery>;

/** Employees who get an appraisal when a cycle opens: active or on leave, hired by the closing date. */
export const ELIGIBLE_STATUSES = ['ACTIVE', 'ON_LEAVE'] as const;

export async function findCycle(id: string, lock = false): Promise<AppraisalCycle> {
  const cycle = await AppraisalCycle.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!cycle) throw notFound('Appraisal cycle', id);
  return cycle;
}

function assertDates(input: CycleInput): void {
  if (input.closesOn < input.opensOn) throw refusal('BUSINESS_RULE', 'appraisal.closesBeforeOpens', {}, { errors: [{ path: 'closesOn', message: 'Before the opening date', rule: 'appraisal.closesBeforeOpens' }] });
}

export async function createCycle(input: CycleInput): Promise<AppraisalCycle> {
  assertDates(input);
  await findForm(input.formId);
  return AppraisalCycle.create({ name: input.name, formId: input.formId, opensOn: input.opensOn, closesOn: input.closesOn });
}

export async function updateCycle(id: string, input: CycleInput): Promise<AppraisalCycle> {
  const cycle = await findCycle(id, true);
  transition(CYCLE_STATES, cycle.status, 'edit');
  assertDates(input);
  await findForm(input.formId);
  await cycle.update({ name: input.name, formId: input.formId, opensOn: input.opensOn, closesOn: input.closesOn });
  return cycle;
}

export async function deleteCycle(id: string): Promise<void> {
  const cycle = await findCycle(id, true);
  if (cycle.status !== 'DRAFT') throw invalidState(cycle.status, 'delete');
  await cycle.destroy();
}

/** Moves a cycle from one status to the next only if nobody did it first (a conditional update: one of two concurrent calls wins). */
async function move(cycle: AppraisalCycle, action: 'open' | 'close', extra: Partial<AppraisalCycle>): Promise<void> {
  const next = transition(CYCLE_STATES, cycle.status, action);
  const [count] = await AppraisalCycle.update({ status: next, ...extra } as never, { where: { id: cycle.id, status: cycle.status } });
  if (count !== 1) {
    const current = await findCycle(cycle.id);
    throw invalidState(current.status, action);
  }
}

/**
 * Opens a cycle: copies the form's sections into it and creates one appraisal (DRAFT) per
 * eligible employee, with the employee's manager of the day as reviewer.
 */
export async function openCycle(id: string): Promise<AppraisalCycle> {
  const cycle = await findCycle(id);
  const form = await findForm(cycle.formId);
  await move(cycle, 'open', { sections: form.sections, openedAt: now(), openedBy: requireContext().userId });
  const employees = (await port('people').employeesInStatus([...ELIGIBLE_STATUSES])).filter((e) => !e.hireDate || e.hireDate <= cycle.closesOn);
  await Appraisal.bulkCreate(employees.map((e) => ({ cycleId: cycle.id, employeeId: e.id, managerEmployeeId: e.managerId })));
  return findCycle(id);
}

export async function closeCycle(id: string): Promise<AppraisalCycle> {
  const cycle = await findCycle(id);
  await move(cycle, 'close', { closedAt: now(), closedBy: requireContext().userId });
  return findCycle(id);
}

export async function listCycles(q: CyclesQueryValue) {
  return AppraisalCycle.findAndCountAll({ where: q.status?.length ? { status: { [Op.in]: q.status } } : {}, ...pageOptions(q, [['opensOn', 'DESC'], ['id', 'ASC']]) });
}

export type StatusCounts = Record<AppraisalStatus, number>;

/** Appraisals of each cycle counted by status (the completion progress of cycle administration). */
export async function progressOf(cycleIds: string[]): Promise<Map<string, StatusCounts>> {
  const out = new Map<string, StatusCounts>();
  for (const id of cycleIds) out.set(id, Object.fromEntries(APPRAISAL_STATUSES.map((s) => [s, 0])) as StatusCounts);
  if (!cycleIds.length) return out;
  const rows = (await Appraisal.findAll({
    where: { cycleId: { [Op.in]: cycleIds } },
    attributes: ['cycleId', 'status', [fn('COUNT', col('id')), 'n']],
    group: [col('cycle_id'), col('status')],
    raw: true,
  })) as unknown as Array<{ cycleId: string; status: AppraisalStatus; n: string | number }>;
  for (const r of rows) {
    const counts = out.get(r.cycleId);
    if (counts) counts[r.status] = Number(r.n);
  }
  return out;
}

export const isOpen = (status: CycleStatus) => status === 'OPEN';
