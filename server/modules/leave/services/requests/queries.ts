import { Op, type WhereOptions } from 'sequelize';
import type { LeaveRequestStatus } from '../../../../../shared/leave';
import { pageOptions, type PageQuery } from '../../../../platform/http/list';
import { notFound } from '../../../../platform/http/problem';
import { port } from '../../../../platform/modules';
import { LeaveRequest } from '../../models';

export async function findRequest(id: string): Promise<LeaveRequest> {
  const request = await LeaveRequest.findByPk(id);
  if (!request) throw notFound('Leave request', id);
  return request;
}

export interface RequestFilter extends PageQuery {
  status?: LeaveRequestStatus[];
  employeeId?: string;
  leaveTypeId?: string;
  from?: string;
  to?: string;
  q?: string;
}

const SORT_COLUMNS = { startDate: 'startDate', endDate: 'endDate', submittedAt: 'submittedAt', days: 'daysCenti', status: 'status' };

/** Requests matching the filters (a period keeps those that meet it), newest first by default. */
export async function listRequests(filter: RequestFilter, scope: { employeeIds?: readonly string[] } = {}): Promise<{ rows: LeaveRequest[]; count: number }> {
  const and: WhereOptions[] = [];
  if (scope.employeeIds) and.push({ employeeId: { [Op.in]: [...scope.employeeIds] } });
  if (filter.status?.length) and.push({ status: { [Op.in]: filter.status } });
  if (filter.employeeId) and.push({ employeeId: filter.employeeId });
  if (filter.leaveTypeId) and.push({ leaveTypeId: filter.leaveTypeId });
  if (filter.from) and.push({ endDate: { [Op.gte]: filter.from } });
  if (filter.to) and.push({ startDate: { [Op.lte]: filter.to } });
  if (filter.q) and.push({ employeeId: { [Op.in]: await port('people').employeeIdsMatching(filter.q) } });
  return LeaveRequest.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['startDate', 'DESC'], ['id', 'ASC']], SORT_COLUMNS) });
}
