import { Op, literal } from 'sequelize';
import type { BalanceAdjustmentInput } from '../../../../shared/schemas/leave';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import { AVAILABLE_SQL, BalanceAdjustment, LeaveBalance } from '../models';
import { findType } from './types';

/**
 * Balances move only through the statements below: each is one UPDATE whose arithmetic runs in
 * the database, and a reservation carries its own condition (enough days left), so two requests
 * racing for the last days of a balance cannot both get them, on either database.
 */

/** The balance of an employee for a type and year, created empty when missing (race-free). */
export async function ensureBalance(employeeId: string, leaveTypeId: string, year: number): Promise<LeaveBalance> {
  const existing = await LeaveBalance.findOne({ where: { employeeId, leaveTypeId, year } });
  if (existing) return existing;
  await LeaveBalance.bulkCreate([{ employeeId, leaveTypeId, year }], { ignoreDuplicates: true });
  const created = await LeaveBalance.findOne({ where: { employeeId, leaveTypeId, year } });
  if (!created) throw new Error('Leave balance could not be created');
  return created;
}

const add = (column: string, centi: number) => literal(`${column} + ${Math.trunc(centi)}`);

/** Reserves (pending) or consumes (taken) days when the balance has them; false otherwise. */
export async function consume(balanceId: string, centi: number, into: 'pending' | 'taken'): Promise<boolean> {
  const days = Math.trunc(centi);
  const values = into === 'pending' ? { pendingCenti: add('pending_centi', days) } : { takenCenti: add('taken_centi', days) };
  const [changed] = await LeaveBalance.update(values as never, { where: { id: balanceId, [Op.and]: [literal(`${AVAILABLE_SQL} >= ${days}`)] } });
  return changed === 1;
}

/** A pending request approved: its reserved days become taken. */
export async function pendingToTaken(balanceId: string, centi: number): Promise<void> {
  await LeaveBalance.update({ pendingCenti: add('pending_centi', -centi), takenCenti: add('taken_centi', centi) } as never, { where: { id: balanceId } });
}

/** A request rejected or cancelled: its days come back. */
export async function giveBack(balanceId: string, centi: number, from: 'pending' | 'taken'): Promise<void> {
  const values = from === 'pending' ? { pendingCenti: add('pending_centi', -centi) } : { takenCenti: add('taken_centi', -centi) };
  await LeaveBalance.update(values as never, { where: { id: balanceId } });
}

export async function addAccrued(balanceId: string, centi: number): Promise<void> {
  await LeaveBalance.update({ accruedCenti: add('accrued_centi', centi) } as never, { where: { id: balanceId } });
}

export async function findBalanceOf(employeeId: string, leaveTypeId: string, year: number): Promise<LeaveBalance | null> {
  return LeaveBalance.findOne({ where: { employeeId, leaveTypeId, year } });
}

/** A manual change: signed delta, mandatory reason, the caller as author; the history keeps it. */
export async function adjustBalance(employeeId: string, leaveTypeId: string, input: BalanceAdjustmentInput): Promise<LeaveBalance> {
  await port('people').requireEmployee(employeeId);
  await findType(leaveTypeId);
  const balance = await ensureBalance(employeeId, leaveTypeId, input.year);
  await LeaveBalance.update({ adjustedCenti: add('adjusted_centi', input.delta) } as never, { where: { id: balance.id } });
  await BalanceAdjustment.create({ balanceId: balance.id, deltaCenti: input.delta, reason: input.reason, authorUserId: requireContext().userId });
  await balance.reload();
  return balance;
}

export interface BalanceFilter extends PageQuery {
  year: number;
  employeeId?: string;
  leaveTypeId?: string;
}

export async function listBalances(filter: BalanceFilter): Promise<{ rows: LeaveBalance[]; count: number }> {
  const where: Record<string, unknown> = { year: filter.year };
  if (filter.employeeId) where.employeeId = filter.employeeId;
  if (filter.leaveTypeId) where.leaveTypeId = filter.leaveTypeId;
  return LeaveBalance.findAndCountAll({ where, ...pageOptions(filter, [['employeeId', 'ASC'], ['leaveTypeId', 'ASC'], ['id', 'ASC']]) });
}

export async function findBalance(employeeId: string, leaveTypeId: string, year: number): Promise<LeaveBalance> {
  const balance = await findBalanceOf(employeeId, leaveTypeId, year);
  if (!balance) throw notFound('Leave balance');
  return balance;
}
