import { Op, fn, col } from 'sequelize';
import type { EmployeeSummary } from '../../../employees';
import { port } from '../../../../platform/modules';
import { LeaveAccrual, LeaveRequest, LeaveType, type LeavePolicyVersion } from '../../models';
import { addAccrued, ensureBalance } from '../balances';
import { monthEnd, overlapDays } from '../calendar/dates';
import { policiesInForce } from '../policies';
import { cumulativeEntitlement } from './compute';

/** One employee and one leave type to accrue for a month. */
export interface AccrualItem {
  employeeId: string;
  leaveTypeId: string;
  year: number;
  month: number;
}

interface AccrualPlan {
  items: AccrualItem[];
  employees: Map<string, EmployeeSummary>;
  policies: Map<string, LeavePolicyVersion>;
}

/** Every (employee, active type with a policy in force) of the tenant employed by the end of the month. */
async function accrualPlan(year: number, month: number): Promise<AccrualPlan> {
  const policies = await policiesInForce();
  const types = await LeaveType.findAll({ where: { active: true, id: { [Op.in]: [...policies.keys()] } }, order: [['code', 'ASC']] });
  const through = monthEnd(year, month);
  const employees = (await port('people').employeesInStatus([])).filter(
    (e) => e.hireDate && e.hireDate <= through && (!e.terminationDate || e.terminationDate >= `${year}-01-01`),
  );
  const items = employees.flatMap((e) => types.map((t) => ({ employeeId: e.id, leaveTypeId: t.id, year, month })));
  return { items, employees: new Map(employees.map((e) => [e.id, e])), policies };
}

export async function accrualItems(year: number, month: number): Promise<AccrualItem[]> {
  return (await accrualPlan(year, month)).items;
}

/** Calendar days of the employee's approved unpaid leave, in a window (presence for PRORATED). */
async function unpaidDaysOf(employeeId: string, year: number): Promise<(from: string, to: string) => number> {
  const unpaidTypes = (await LeaveType.findAll({ where: { paid: false }, attributes: ['id'] })).map((t) => t.id);
  const requests = unpaidTypes.length
    ? await LeaveRequest.findAll({
        where: { employeeId, status: 'APPROVED', leaveTypeId: { [Op.in]: unpaidTypes }, startDate: { [Op.lte]: `${year}-12-31` }, endDate: { [Op.gte]: `${year}-01-01` } },
        attributes: ['startDate', 'endDate'],
      })
    : [];
  return (from, to) => requests.reduce((sum, r) => sum + overlapDays(r.startDate, r.endDate, from, to), 0);
}

async function alreadyAccrued(employeeId: string, leaveTypeId: string, year: number): Promise<number> {
  const total = (await LeaveAccrual.findOne({
    attributes: [[fn('COALESCE', fn('SUM', col('days_centi')), 0), 'total']],
    where: { employeeId, leaveTypeId, year },
    raw: true,
  })) as unknown as { total: number | string } | null;
  return Number(total?.total ?? 0);
}

/**
 * Accrues one month for one employee and type: the year's entitlement through the month, minus
 * what earlier months granted (never negative: a lowered allowance takes nothing back). The
 * month's row is unique, so a month already accrued (by the job or by hand) grants nothing.
 */
export async function accrueMonth(item: AccrualItem, employee?: EmployeeSummary, version?: LeavePolicyVersion): Promise<number> {
  const done = await LeaveAccrual.count({ where: { employeeId: item.employeeId, leaveTypeId: item.leaveTypeId, year: item.year, month: item.month } });
  if (done) return 0;
  const person = employee ?? (await port('people').employeeSummary(item.employeeId));
  const type = await LeaveType.findByPk(item.leaveTypeId);
  const rules = version ?? (await policiesInForce()).get(item.leaveTypeId);
  if (!person || !type || !rules) return 0;
  const subject = { hireDate: person.hireDate, terminationDate: person.terminationDate };
  const unpaid = type.accrualMode === 'PRORATED' ? await unpaidDaysOf(person.id, item.year) : undefined;
  const target = cumulativeEntitlement(subject, { mode: type.accrualMode, annualAllowanceCenti: rules.annualAllowanceCenti, seniorityBonus: rules.seniorityBonus }, item.year, item.month, unpaid);
  const already = await alreadyAccrued(person.id, type.id, item.year);
  const grant = Math.max(0, target - already);
  const balance = await ensureBalance(person.id, type.id, item.year);
  await LeaveAccrual.create({
    balanceId: balance.id,
    employeeId: person.id,
    leaveTypeId: type.id,
    year: item.year,
    month: item.month,
    accrualMode: type.accrualMode,
    daysCenti: grant,
    cumulativeCenti: already + grant,
    policyVersionId: rules.id,
  });
  if (grant) await addAccrued(balance.id, grant);
  return grant;
}

/** Accrues a month for the whole tenant (the administrators' "accrue now"); months already done are skipped. */
export async function accrueTenantMonth(year: number, month: number): Promise<{ items: number; grantedCenti: number }> {
  const { items, employees, policies } = await accrualPlan(year, month);
  let grantedCenti = 0;
  for (const item of items) grantedCenti += await accrueMonth(item, employees.get(item.employeeId), policies.get(item.leaveTypeId));
  return { items: items.length, grantedCenti };
}
