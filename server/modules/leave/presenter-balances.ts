import { Op } from 'sequelize';
import { centiToDays } from '../../../shared/leave';
import type { LeaveBalance as LeaveBalanceViewT, LeaveBalanceDetail } from '../../../shared/schemas/leave-views';
import { port } from '../../platform/modules';
import { BalanceAdjustment, LeaveAccrual, LeaveType, availableCenti, type LeaveBalance } from './models';
import { employeeRef, typeRef } from './presenter-requests';

export async function presentBalances(balances: readonly LeaveBalance[]): Promise<LeaveBalanceViewT[]> {
  if (!balances.length) return [];
  const employees = await port('people').employeeSummaries(balances.map((b) => b.employeeId));
  const types = new Map((await LeaveType.findAll({ where: { id: { [Op.in]: [...new Set(balances.map((b) => b.leaveTypeId))] } } })).map((t) => [t.id, t]));
  return balances.map((b) => ({
    id: b.id,
    employee: employeeRef(employees.get(b.employeeId), b.employeeId),
    leaveType: typeRef(types.get(b.leaveTypeId), b.leaveTypeId),
    year: b.year,
    accrued: centiToDays(b.accruedCenti),
    carriedOver: centiToDays(b.carriedOverCenti),
    carryOverExpiresOn: b.carryOverExpiresOn ?? null,
    expired: centiToDays(b.expiredCenti),
    adjusted: centiToDays(b.adjustedCenti),
    taken: centiToDays(b.takenCenti),
    pending: centiToDays(b.pendingCenti),
    available: centiToDays(availableCenti(b)),
    carriedToNext: b.carriedToNextCenti === null || b.carriedToNextCenti === undefined ? null : centiToDays(b.carriedToNextCenti),
  }));
}

/** A balance with every movement that made it: accruals, adjustments (reason, author), carry-over, expiry. */
export async function presentBalanceDetail(balance: LeaveBalance): Promise<LeaveBalanceDetail> {
  const [view] = await presentBalances([balance]);
  const adjustments = await BalanceAdjustment.findAll({ where: { balanceId: balance.id } });
  const accruals = await LeaveAccrual.findAll({ where: { balanceId: balance.id } });
  const users = await port('people').users(adjustments.map((a) => a.authorUserId));
  const movements: LeaveBalanceDetail['movements'] = [
    ...accruals
      .filter((a) => a.daysCenti !== 0)
      .map((a) => ({ id: a.id, kind: 'ACCRUAL' as const, days: centiToDays(a.daysCenti), at: a.createdAt.toISOString(), label: `${a.year}-${String(a.month).padStart(2, '0')}`, author: null })),
    ...adjustments.map((a) => ({
      id: a.id,
      kind: 'ADJUSTMENT' as const,
      days: centiToDays(a.deltaCenti),
      at: a.createdAt.toISOString(),
      label: a.reason,
      author: a.authorUserId ? { id: a.authorUserId, name: users.get(a.authorUserId)?.name ?? '' } : null,
    })),
  ];
  if (balance.carriedOverCenti) {
    movements.push({ id: `${balance.id}:carry-over`, kind: 'CARRY_OVER', days: centiToDays(balance.carriedOverCenti), at: balance.createdAt.toISOString(), label: String(balance.year - 1), author: null });
  }
  if (balance.carryOverExpiredAt) {
    movements.push({ id: `${balance.id}:expiry`, kind: 'EXPIRY', days: -centiToDays(balance.expiredCenti), at: balance.carryOverExpiredAt.toISOString(), label: balance.carryOverExpiresOn ?? '', author: null });
  }
  movements.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { ...view, movements };
}
