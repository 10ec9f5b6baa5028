import { Op } from 'sequelize';
import type { MessageKey, MessageParams } from '../../../../platform/http/messages';
import { businessRule, refusal } from '../../../../platform/http/problem';
import { port } from '../../../../platform/modules';
import { LEAVE_MAX_CALENDAR_DAYS, centiToDays, type LeaveRule } from '../../../../../shared/leave';
import type { EmployeeSummary } from '../../../employees';
import { LeaveRequest, LeaveType, availableCenti, type LeaveBalance, type LeavePolicyVersion } from '../../models';
import { ACTIVE_STATUSES } from '../../states';
import { findBalanceOf } from '../balances';
import { addDays, daysBetween } from '../calendar/dates';
import { holidaysBetween } from '../calendar/holidays';
import { countWorkingDays, coversDay, spansOverlap, type DayCount, type Span } from '../calendar/working-days';
import { policyInForce } from '../policies';

export interface Violation {
  rule: LeaveRule;
  key: MessageKey;
  params: MessageParams;
  /** The form field the rule is about. */
  path: string;
}

export interface RequestDraft extends Span {
  leaveTypeId: string;
}

export interface Evaluation {
  type: LeaveType;
  version: LeavePolicyVersion | null;
  count: DayCount;
  holidays: Array<{ date: string; name: string }>;
  year: number;
  balance: LeaveBalance | null;
  availableCenti: number;
  violations: Violation[];
}

const v = (rule: LeaveRule, key: MessageKey, params: MessageParams, path: string): Violation => ({ rule, key, params, path });

/** Teammates (same manager, active) with their requests holding days in the period. */
async function coverageViolation(employee: EmployeeSummary, draft: Span, count: DayCount, minPercent: number): Promise<Violation | null> {
  if (!employee.managerId) return null;
  const teammates = (await port('people').directReportsOf(employee.managerId)).filter((e) => e.id !== employee.id && e.status === 'ACTIVE');
  if (!teammates.length) return null;
  const size = teammates.length + 1;
  const absences = await LeaveRequest.findAll({
    where: { employeeId: { [Op.in]: teammates.map((e) => e.id) }, status: { [Op.in]: [...ACTIVE_STATUSES] }, startDate: { [Op.lte]: draft.endDate }, endDate: { [Op.gte]: draft.startDate } },
  });
  for (const day of count.workingDays) {
    const away = new Set(absences.filter((r) => coversDay(r, day)).map((r) => r.employeeId));
    const present = size - 1 - away.size;
    if (present * 100 < minPercent * size) {
      return v('TEAM_COVERAGE', 'leave.rule.teamCoverage', { date: day, present: Math.floor((present * 100) / size), min: minPercent }, 'startDate');
    }
  }
  return null;
}

/**
 * Checks a request against every rule of its type's policy, in the order the refusal names
 * them: the type and its policy, the days it counts, the proof, overlaps with the employee's
 * other requests, notice, maximum length, blackout periods, team coverage, and the balance.
 */
export async function evaluate(
  employee: EmployeeSummary,
  draft: RequestDraft,
  options: { hasProof: boolean; today: string; excludeRequestId?: string },
): Promise<Evaluation> {
  const type = await LeaveType.findByPk(draft.leaveTypeId);
  if (!type) throw businessRule('Unknown leave type', { errors: [{ path: 'leaveTypeId', message: 'Unknown leave type' }] });
  const violations: Violation[] = [];
  const name = { type: type.name };
  if (!type.active) violations.push(v('TYPE_INACTIVE', 'leave.rule.typeInactive', name, 'leaveTypeId'));
  const version = await policyInForce(type.id);
  if (!version) violations.push(v('NO_POLICY', 'leave.rule.noPolicy', name, 'leaveTypeId'));

  const calendarDays = daysBetween(draft.startDate, draft.endDate) + 1;
  const tooLong = calendarDays > LEAVE_MAX_CALENDAR_DAYS;
  const holidayRows = tooLong ? [] : await holidaysBetween(draft.startDate, draft.endDate);
  const count = tooLong ? { centi: 0, calendarDays, holidays: [], workingDays: [] } : countWorkingDays(draft, new Set(holidayRows.map((h) => h.date)));
  if (tooLong) violations.push(v('TOO_LONG', 'leave.rule.tooLong', { max: LEAVE_MAX_CALENDAR_DAYS }, 'endDate'));
  else if (count.centi === 0) violations.push(v('NO_WORKING_DAY', 'leave.rule.noWorkingDay', {}, 'endDate'));
  if (type.requiresProof && !options.hasProof) violations.push(v('PROOF_REQUIRED', 'leave.rule.proofRequired', name, 'proof'));

  const mine = await LeaveRequest.findAll({
    where: {
      employeeId: employee.id,
      status: { [Op.in]: [...ACTIVE_STATUSES] },
      startDate: { [Op.lte]: draft.endDate },
      endDate: { [Op.gte]: draft.startDate },
      ...(options.excludeRequestId ? { id: { [Op.ne]: options.excludeRequestId } } : {}),
    },
  });
  const clash = mine.find((r) => spansOverlap(r, draft));
  if (clash) violations.push(v('OVERLAP', 'leave.rule.overlap', { start: clash.startDate, end: clash.endDate }, 'startDate'));

  if (version) {
    if (version.minNoticeDays > 0) {
      const earliest = addDays(options.today, version.minNoticeDays);
      if (draft.startDate < earliest) violations.push(v('NOTICE', 'leave.rule.notice', { ...name, days: version.minNoticeDays, earliest }, 'startDate'));
    }
    if (version.maxConsecutiveDays !== null && count.centi > version.maxConsecutiveDays * 100) {
      violations.push(v('MAX_CONSECUTIVE_DAYS', 'leave.rule.maxConsecutive', { ...name, max: version.maxConsecutiveDays, days: centiToDays(count.centi) }, 'endDate'));
    }
    const blackout = version.blackoutPeriods.find((p) => p.start <= draft.endDate && p.end >= draft.startDate);
    if (blackout) violations.push(v('BLACKOUT_PERIOD', 'leave.rule.blackout', { label: blackout.label, start: blackout.start, end: blackout.end }, 'startDate'));
    if (version.minTeamCoveragePercent !== null && count.centi > 0) {
      const coverage = await coverageViolation(employee, draft, count, version.minTeamCoveragePercent);
      if (coverage) violations.push(coverage);
    }
  }

  const year = Number(draft.startDate.slice(0, 4));
  const balance = await findBalanceOf(employee.id, type.id, year);
  const available = balance ? availableCenti(balance) : 0;
  if (count.centi > 0 && available < count.centi) {
    violations.push(v('BALANCE', 'leave.rule.balance', { ...name, year, available: centiToDays(available), days: centiToDays(count.centi) }, 'leaveTypeId'));
  }
  const holidays = holidayRows.filter((h) => count.holidays.includes(h.date)).map((h) => ({ date: h.date, name: h.name }));
  return { type, version, count, holidays, year, balance, availableCenti: available, violations };
}

/** The refusal of a request: 422 naming the first rule broken, every broken rule as a field error. */
export function refuse(violations: readonly Violation[]): never {
  const [first] = violations;
  throw refusal('BUSINESS_RULE', first.key, first.params, {
    rule: first.rule,
    rules: violations.map((x) => x.rule),
    errors: violations.map((x) => ({ path: x.path, message: '', rule: x.key, params: x.params })),
  });
}
