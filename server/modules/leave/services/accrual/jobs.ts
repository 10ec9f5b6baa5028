import { Op, Transaction, literal } from 'sequelize';
import type { ScheduledJob } from '../../../../platform/jobs/job-runner';
import { LeaveBalance } from '../../models';
import { isoToday } from '../calendar/dates';
import { accrualItems, accrueMonth, type AccrualItem } from './run';
import { rolloverYear } from './rollover';

export const LEAVE_ACCRUAL_JOB = 'leave.monthly-accrual';
export const LEAVE_CARRY_OVER_EXPIRY_JOB = 'leave.carry-over-expiry';
export const LEAVE_ROLLOVER_JOB = 'leave.year-end-rollover';

const monthOf = (now: Date) => ({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });

/**
 * The first of each month: every employee's entitlement of the month for each active type with
 * a policy in force, by its accrual mode (ANNUAL in the first month worked of the year,
 * MONTHLY_208 and PRORATED every month, SENIORITY_BONUS when a bracket is reached). The runner
 * records each (employee, type, month) key: running a month twice grants it once.
 */
export const monthlyAccrualJob: ScheduledJob<AccrualItem> = {
  name: LEAVE_ACCRUAL_JOB,
  schedule: '30 0 1 * *',
  scope: 'tenant',
  items: ({ now }) => {
    const { year, month } = monthOf(now);
    return accrualItems(year, month);
  },
  onceKey: (item) => `${item.employeeId}:${item.leaveTypeId}:${item.year}-${String(item.month).padStart(2, '0')}`,
  describe: (item) => `employee ${item.employeeId}, type ${item.leaveTypeId}, ${item.year}-${item.month}`,
  handle: async (item) => {
    await accrueMonth(item);
  },
};

/**
 * Every night: carried-over days still unused after their expiry day are lost. Days used since
 * the carry-over (taken or reserved) are counted against the carried days first.
 */
export const carryOverExpiryJob: ScheduledJob<{ id: string }> = {
  name: LEAVE_CARRY_OVER_EXPIRY_JOB,
  schedule: '15 0 * * *',
  scope: 'tenant',
  items: ({ now }) =>
    LeaveBalance.findAll({
      where: { carriedOverCenti: { [Op.gt]: 0 }, carryOverExpiredAt: null, carryOverExpiresOn: { [Op.lt]: isoToday(now) } },
      attributes: ['id'],
    }),
  onceKey: (balance) => `carry-over:${balance.id}`,
  describe: (balance) => `balance ${balance.id}`,
  handle: async ({ id }, { now }) => {
    const balance = await LeaveBalance.findByPk(id, { lock: Transaction.LOCK.UPDATE });
    if (!balance || balance.carryOverExpiredAt) return;
    const unused = Math.max(0, balance.carriedOverCenti - (balance.takenCenti + balance.pendingCenti));
    await LeaveBalance.update(
      { expiredCenti: literal(`expired_centi + ${unused}`), carryOverExpiredAt: now } as never,
      { where: { id, carryOverExpiredAt: null } },
    );
  },
};

/** The first of January: last year's unused days move to the new year, following each policy's carry-over rules. */
export const yearEndRolloverJob: ScheduledJob<null> = {
  name: LEAVE_ROLLOVER_JOB,
  schedule: '0 0 1 1 *',
  scope: 'tenant',
  onceKey: (_item, { now, tenantId }) => `${tenantId}:${now.getUTCFullYear() - 1}`,
  handle: async (_item, { now }) => {
    await rolloverYear(now.getUTCFullYear() - 1);
  },
};

export const leaveJobs = [monthlyAccrualJob, carryOverExpiryJob, yearEndRolloverJob];
