import { port, type SeedContext } from '../../platform/modules';
import { inTransaction } from '../../platform/db/transaction';
import { Problem } from '../../platform/http/problem';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import { BalanceAdjustmentBody, LeavePolicyBody, LeaveTypeBody } from '../../../shared/schemas/leave';
import type { EmployeeSummary } from '../employees';
import type { LeaveRequest } from './models';
import { DEMO_ADJUSTMENTS, DEMO_REQUESTS, demoTypes, type DemoRequest } from './seed-data';
import { accrueTenantMonth } from './services/accrual/run';
import { adjustBalance, ensureBalance } from './services/balances';
import { addDays, isWeekend, isoToday } from './services/calendar/dates';
import { createPolicy } from './services/policies';
import { submitRequest } from './services/requests/submit';
import { cancelRequest } from './services/requests/transitions';
import { decide } from './services/requests/workflow';
import { createType } from './services/types';

const DAY = 86_400_000;

/** The day `offset` working days (Monday–Friday) from `from`. */
function workday(from: string, offset: number): string {
  let day = from;
  let left = Math.abs(offset);
  const step = offset < 0 ? -1 : 1;
  while (isWeekend(day)) day = addDays(day, 1);
  while (left > 0) {
    day = addDays(day, step);
    if (!isWeekend(day)) left--;
  }
  return day;
}

function proofDefinition(name: string, day: string): object {
  return {
    content: [
      { text: 'CERTIFICAT MÉDICAL', fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      { text: 'Clinique Les Flamboyants, Cocody – Abidjan' },
      { text: `Je soussigné certifie que ${name} doit observer un repos le ${day}.`, margin: [0, 12, 0, 12] },
      { text: 'Document de démonstration', italics: true, fontSize: 9 },
    ],
  };
}

/**
 * The demo company's leave: its Ivorian types and policies (CI-CIC-1977), the year's accruals
 * for every employee (last month's accrual, catching up the months before it, then this month's), one
 * adjustment, and requests in every state from a week ago to next month, each made, decided or
 * cancelled by the person who would, on the day they would.
 */
export async function seedDemoLeave(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const tenantId = ctx.demoTenantId;
  const today = clockNow();
  const year = today.getUTCFullYear();
  const people = new Map<string, EmployeeSummary>();
  const person = async (number: string) => {
    const known = people.get(number) ?? (await asTenant(tenantId, () => port('people').employeeByNumber(number)));
    if (!known?.userId) throw new Error(`Demo employee ${number} with an account is missing: the employees seed runs first`);
    people.set(number, known);
    return known;
  };
  // Each step runs as the person who takes it, in the tenant, at the instant it happens.
  const as = async <T>(who: EmployeeSummary, at: Date, fn: () => Promise<T>) =>
    asTenant(tenantId, () => inTransaction(ctx.sequelize, fn), { realm: 'tenant', userId: who.userId, employeeId: who.id, now: () => at });
  const admin = await person('EMP-0001');
  const hr = await person('EMP-0002');

  const typeIds = new Map<string, string>();
  for (const d of demoTypes(year)) {
    const type = await as(admin, new Date(Date.UTC(year, 0, 2, 9)), () => createType(LeaveTypeBody.parse(d.type)));
    await as(admin, new Date(Date.UTC(year, 0, 2, 9, 5)), () => createPolicy(LeavePolicyBody.parse({ leaveTypeId: type.id, ...d.policy })));
    typeIds.set(d.type.code, type.id);
  }
  const typeId = (code: string) => typeIds.get(code) as string;

  // Last month's run catches up the months before it (the accrual grants what the year owes so far), then this month's.
  const thisMonth = today.getUTCMonth() + 1;
  for (const month of thisMonth > 1 ? [thisMonth - 1, thisMonth] : [thisMonth]) {
    await as(admin, new Date(Date.UTC(year, month - 1, 1, 0, 30)), () => accrueTenantMonth(year, month));
  }
  for (const a of DEMO_ADJUSTMENTS) {
    const employee = await person(a.employee);
    await as(hr, new Date(Date.UTC(year, 0, 15, 10)), () => adjustBalance(employee.id, typeId(a.type), BalanceAdjustmentBody.parse({ year, delta: a.delta, reason: a.reason })));
  }

  const todayIso = isoToday(today);
  for (const d of DEMO_REQUESTS) await seedRequest(d, todayIso);

  async function seedRequest(d: DemoRequest, from: string): Promise<void> {
    const employee = await person(d.employee);
    // A span that breaks a rule of the day (a blackout period, the team's coverage) moves a week later.
    for (let attempt = 0; attempt < 4; attempt++) {
      const startDate = workday(from, d.offset + 5 * attempt);
      const endDate = workday(startDate, d.days - 1);
      const submittedAt = new Date(Math.min(Date.parse(`${startDate}T08:00:00Z`) - 14 * DAY, today.getTime() - DAY));
      await fundNextYear(employee, d.type, Number(startDate.slice(0, 4)), submittedAt);
      const proof = d.proof && ctx.services.pdf ? { originalname: `certificat-${startDate}.pdf`, buffer: await ctx.services.pdf.render(proofDefinition(employee.name, startDate)) } : undefined;
      if (d.proof && !proof) return;
      let request: LeaveRequest;
      try {
        request = await as(employee, submittedAt, () => submitRequest({ leaveTypeId: typeId(d.type), startDate, endDate, startPeriod: 'MORNING', endPeriod: 'AFTERNOON', reason: d.reason ?? null }, proof));
      } catch (err) {
        if (err instanceof Problem && err.status === 422) continue;
        throw err;
      }
      const decidedAt = new Date(Math.min(submittedAt.getTime() + DAY, today.getTime() - 3_600_000));
      if ((d.outcome === 'APPROVED' || d.outcome === 'REJECTED') && request.status === 'PENDING') {
        // The demo circuit: the manager, then HR.
        const approvers = [await managerOf(employee), hr];
        for (const approver of approvers) {
          if (request.status !== 'PENDING') break;
          request = await as(approver, decidedAt, () => decide(request, d.outcome === 'APPROVED' ? 'APPROVE' : 'REJECT', d.comment ?? null));
        }
      } else if (d.outcome === 'CANCELLED') {
        await as(employee, decidedAt, () => cancelRequest(request.id, d.comment ?? null));
      }
      return;
    }
  }

  /** A request in next year draws on next year's balance, which no accrual has filled yet: HR grants days in advance. */
  async function fundNextYear(employee: EmployeeSummary, code: string, balanceYear: number, at: Date): Promise<void> {
    if (balanceYear === year) return;
    await as(hr, at, async () => {
      const balance = await ensureBalance(employee.id, typeId(code), balanceYear);
      if (balance.adjustedCenti !== 0) return;
      await adjustBalance(employee.id, typeId(code), BalanceAdjustmentBody.parse({ year: balanceYear, delta: 10, reason: 'Droits anticipés sur l’année suivante' }));
    });
  }

  async function managerOf(employee: EmployeeSummary): Promise<EmployeeSummary> {
    const manager = employee.managerId ? await asTenant(tenantId, () => port('people').employeeSummary(employee.managerId as string)) : null;
    if (!manager?.userId) throw new Error(`The manager of demo employee ${employee.employeeNumber} has no account`);
    return manager;
  }
}
