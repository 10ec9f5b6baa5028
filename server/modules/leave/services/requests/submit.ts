import type { LeaveRequestInput } from '../../../../../shared/schemas/leave';
import { refusal } from '../../../../platform/http/problem';
import { port } from '../../../../platform/modules';
import { now, requireContext } from '../../../../platform/tenancy/context';
import { LeaveRequest, availableCenti } from '../../models';
import { consume, ensureBalance } from '../balances';
import { isoToday } from '../calendar/dates';
import { centiToDays } from '../../../../../shared/leave';
import type { EmployeeSummary } from '../../../employees';
import { evaluate, refuse, type Evaluation } from './checks';
import { lockTeamOf } from './lock';
import { checkProof, storeProof } from './proof';
import { startApproval } from './workflow';

export async function requireCallerEmployee(): Promise<EmployeeSummary> {
  const employee = await port('people').callerEmployee();
  if (!employee) throw refusal('BUSINESS_RULE', 'leave.rule.noEmployee', {}, { rule: 'NO_EMPLOYEE', errors: [{ path: 'employee', message: '', rule: 'leave.rule.noEmployee' }] });
  return employee;
}

/** What the form shows while the employee types: the days counted and every rule broken, writing nothing. */
export async function previewRequest(input: LeaveRequestInput, hasProof: boolean): Promise<Evaluation> {
  const employee = await requireCallerEmployee();
  return evaluate(employee, input, { hasProof, today: isoToday(now()) });
}

/**
 * The caller asks for leave. Under the team's lock, every rule is checked; the days are then
 * reserved on the balance of the first day's year by a conditional update (a concurrent request
 * that took them first makes this one fail on BALANCE), the proof is stored, and the approval
 * starts on the policy's circuit — or, for a type that needs no approval, the days are taken at once.
 */
export async function submitRequest(input: LeaveRequestInput, file?: { originalname: string; buffer: Buffer }): Promise<LeaveRequest> {
  if (file) await checkProof(file);
  const employee = await requireCallerEmployee();
  await lockTeamOf(employee);
  const evaluation = await evaluate(employee, input, { hasProof: Boolean(file), today: isoToday(now()) });
  if (evaluation.violations.length) refuse(evaluation.violations);
  const { type, version, count, year } = evaluation;
  const balance = await ensureBalance(employee.id, type.id, year);
  if (!(await consume(balance.id, count.centi, type.requiresApproval ? 'pending' : 'taken'))) {
    await balance.reload();
    refuse([{ rule: 'BALANCE', key: 'leave.rule.balance', params: { type: type.name, year, available: centiToDays(availableCenti(balance)), days: centiToDays(count.centi) }, path: 'leaveTypeId' }]);
  }
  const proof = file ? await storeProof(file) : {};
  const ctx = requireContext();
  const request = await LeaveRequest.create({
    employeeId: employee.id,
    leaveTypeId: type.id,
    policyVersionId: version?.id ?? null,
    balanceId: balance.id,
    year,
    startDate: input.startDate,
    endDate: input.endDate,
    startPeriod: input.startPeriod,
    endPeriod: input.endPeriod,
    daysCenti: count.centi,
    reason: input.reason?.trim() || null,
    status: type.requiresApproval ? 'PENDING' : 'APPROVED',
    ...proof,
    submittedBy: ctx.userId,
    submittedAt: now(),
    ...(type.requiresApproval ? {} : { decidedAt: now() }),
  });
  if (type.requiresApproval) await startApproval(request, employee, type, version);
  return request;
}
