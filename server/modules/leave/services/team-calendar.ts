import { Op } from 'sequelize';
import type { TeamCalendar } from '../../../../shared/schemas/leave-views';
import { centiToDays } from '../../../../shared/leave';
import { port } from '../../../platform/modules';
import type { EmployeeSummary } from '../../employees';
import { LeaveRequest, LeaveType } from '../models';
import { callerEmployeeId, isLeaveAdministrator } from '../policy';
import { typeRef } from '../presenter-requests';
import { ACTIVE_STATUSES } from '../states';
import { eachDay } from './calendar/dates';
import { holidaysBetween } from './calendar/holidays';
import { coversDay, isWorkingDay } from './calendar/working-days';
import { policiesInForce } from './policies';

export interface CalendarQuery {
  from: string;
  to: string;
  managerId?: string;
}

/**
 * Who is away when: the caller's team (a manager's direct and indirect reports, and the manager),
 * or the whole company for leave administrators (optionally one manager's team). Each team (the
 * reports of one manager) gets its presence per working day against the strictest minimum
 * coverage of the policies in force: the days below it are the calendar's warnings.
 */
export async function teamCalendar(query: CalendarQuery): Promise<TeamCalendar> {
  const people = port('people');
  const inPlace = (e: EmployeeSummary) => e.status === 'ACTIVE' || e.status === 'ON_LEAVE';
  let members: EmployeeSummary[];
  if (isLeaveAdministrator() && !query.managerId) {
    members = (await people.employeesInStatus(['ACTIVE', 'ON_LEAVE'])).filter(inPlace);
  } else {
    const head = query.managerId ?? (await callerEmployeeId());
    const scope = head ? [head, ...(await people.reportsOf(head))] : [];
    const mine = isLeaveAdministrator() ? null : await callerEmployeeId();
    // A manager sees their own team only; an administrator any manager's.
    const allowed = mine ? new Set([mine, ...(await people.reportsOf(mine))]) : null;
    members = [...(await people.employeeSummaries(scope)).values()].filter((e) => inPlace(e) && (!allowed || allowed.has(e.id)));
    members.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  }
  const ids = members.map((m) => m.id);
  const leaves = ids.length
    ? await LeaveRequest.findAll({
        where: { employeeId: { [Op.in]: ids }, status: { [Op.in]: [...ACTIVE_STATUSES] }, startDate: { [Op.lte]: query.to }, endDate: { [Op.gte]: query.from } },
        order: [['startDate', 'ASC'], ['id', 'ASC']],
      })
    : [];
  const types = new Map((await LeaveType.findAll()).map((t) => [t.id, t]));
  const holidays = await holidaysBetween(query.from, query.to);
  const closed = new Set(holidays.map((h) => h.date));
  const minimums = [...(await policiesInForce()).values()].map((v) => v.minTeamCoveragePercent).filter((m): m is number => m !== null);
  const minimum = minimums.length ? Math.max(...minimums) : null;
  const byManager = new Map<string, EmployeeSummary[]>();
  for (const m of members) if (m.managerId) byManager.set(m.managerId, [...(byManager.get(m.managerId) ?? []), m]);
  const managers = await people.employeeSummaries([...byManager.keys()]);
  const workingDays = eachDay(query.from, query.to).filter((d) => isWorkingDay(d, closed));
  const teams = [...byManager.entries()]
    .filter(([, team]) => team.length >= 2)
    .map(([managerId, team]) => {
      const teamIds = new Set(team.map((e) => e.id));
      const teamLeaves = leaves.filter((l) => teamIds.has(l.employeeId));
      return {
        managerId,
        managerName: managers.get(managerId)?.name ?? '',
        size: team.length,
        minimumPercent: minimum,
        days: workingDays.map((date) => {
          const absent = new Set(teamLeaves.filter((l) => coversDay(l, date)).map((l) => l.employeeId)).size;
          const present = team.length - absent;
          return { date, absent, presentPercent: Math.floor((present * 100) / team.length), belowMinimum: minimum !== null && present * 100 < minimum * team.length };
        }),
      };
    })
    .sort((a, b) => a.managerName.localeCompare(b.managerName));
  return {
    from: query.from,
    to: query.to,
    members: members.map((m) => ({ id: m.id, name: m.name, jobTitle: m.jobTitle, managerId: m.managerId })),
    leaves: leaves.map((l) => ({
      id: l.id,
      employeeId: l.employeeId,
      leaveType: typeRef(types.get(l.leaveTypeId), l.leaveTypeId),
      startDate: l.startDate,
      endDate: l.endDate,
      startPeriod: l.startPeriod,
      endPeriod: l.endPeriod,
      days: centiToDays(l.daysCenti),
      status: l.status,
    })),
    holidays: holidays.map((h) => ({ date: h.date, name: h.name })),
    teams,
  };
}
