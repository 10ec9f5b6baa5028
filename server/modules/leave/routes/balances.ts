import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { BalanceAdjustmentBody, RolloverBody } from '../../../../shared/schemas/leave';
import { LeaveBalanceDetailView, LeaveBalanceView, RolloverView } from '../../../../shared/schemas/leave-views';
import { centiToDays } from '../../../../shared/leave';
import { LeaveBalance } from '../models';
import { presentBalanceDetail, presentBalances } from '../presenter-balances';
import { accrueTenantMonth } from '../services/accrual/run';
import { rolloverYear } from '../services/accrual/rollover';
import { adjustBalance, findBalance, listBalances } from '../services/balances';
import { findType } from '../services/types';
import { AccrueBody, BalancesQuery, EmployeeTypeParams, YearQuery } from '../schema';

const MANAGE = permission('leave.manage');
const thisYear = () => now().getUTCFullYear();

/** Balances by employee, type and year; adjustments; the accrual of a month; the year-end rollover. */
export function balanceRoutes(): ApiRouter {
  return new ApiRouter('Leave — balances')
    .get('/admin/leave-balances', { summary: 'Balances of a year (default: the current one)', description: 'Filters: employeeId, leaveTypeId.', access: MANAGE, query: BalancesQuery, response: listOf(LeaveBalanceView) }, async ({ query }) => {
      const filter = { ...query, year: query.year ?? thisYear() };
      const { rows, count } = await listBalances(filter);
      return envelope(await presentBalances(rows), count, query);
    })
    .post(
      '/admin/leave-balances/rollover',
      { summary: 'Carry unused days of a year to the next, following each policy’s carry-over rules (cap, expiry day)', description: 'Rerunning it writes the same carry-over again (it replaces, never adds). The job does it on 1 January.', access: MANAGE, body: RolloverBody, response: RolloverView },
      async ({ body }) => {
        const r = await rolloverYear(body.fromYear);
        return { fromYear: r.fromYear, toYear: r.toYear, balances: r.balances, carriedDays: centiToDays(r.carriedCenti), forfeitedDays: centiToDays(r.forfeitedCenti) };
      },
    )
    .post(
      '/admin/leave-balances/accrue',
      { summary: 'Accrue a month now for every employee (what the monthly job does on the 1st); a month already accrued grants nothing', access: MANAGE, body: AccrueBody, response: z.object({ items: z.number().int(), grantedDays: z.number() }) },
      async ({ body }) => {
        const r = await accrueTenantMonth(body.year, body.month);
        return { items: r.items, grantedDays: centiToDays(r.grantedCenti) };
      },
    )
    .get('/admin/employees/{id}/leave-balances', { summary: 'One employee’s balances of a year', access: MANAGE, params: IdParams, query: YearQuery, response: listOf(LeaveBalanceView) }, async ({ params, query }) => {
      await port('people').requireEmployee(params.id);
      const rows = await LeaveBalance.findAll({ where: { employeeId: params.id, year: query.year ?? thisYear() } });
      const items = await presentBalances(rows);
      return { items, page: 1, pageSize: Math.max(1, items.length), total: items.length };
    })
    .get(
      '/admin/employees/{id}/leave-balances/{typeId}',
      { summary: 'One balance with its history (accruals, adjustments with reason and author, carry-over, expiry)', access: MANAGE, params: EmployeeTypeParams, query: YearQuery, response: LeaveBalanceDetailView },
      async ({ params, query }) => {
        await port('people').requireEmployee(params.id);
        await findType(params.typeId);
        return presentBalanceDetail(await findBalance(params.id, params.typeId, query.year ?? thisYear()));
      },
    )
    .put(
      '/admin/employees/{id}/leave-balances/{typeId}',
      { summary: 'Adjust a balance: signed delta (days) and a mandatory reason; the author and the history are kept', access: MANAGE, params: EmployeeTypeParams, body: BalanceAdjustmentBody, response: LeaveBalanceDetailView },
      async ({ params, body }) => presentBalanceDetail(await adjustBalance(params.id, params.typeId, body)),
    );
}
