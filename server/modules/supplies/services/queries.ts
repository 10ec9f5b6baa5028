import { Op, fn, col, where as sqlWhere, type WhereOptions } from 'sequelize';
import type { PurchaseRequestStatus } from '../../../../shared/supplies';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { requireContext } from '../../../platform/tenancy/context';
import { PurchaseRequest } from '../models';

interface RequestFilters extends PageQuery {
  status?: PurchaseRequestStatus[];
  vendorId?: string;
  q?: string;
}

const SORT_COLUMNS = { total: 'totalCents' };

function list(conditions: WhereOptions<PurchaseRequest>[], q: RequestFilters) {
  if (q.status?.length) conditions.push({ status: { [Op.in]: q.status } });
  if (q.vendorId) conditions.push({ vendorId: q.vendorId });
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[%_\\]/g, '_')}%`;
    conditions.push({ [Op.or]: [sqlWhere(fn('LOWER', col('reference')), { [Op.like]: like }), sqlWhere(fn('LOWER', col('justification')), { [Op.like]: like })] });
  }
  return PurchaseRequest.findAndCountAll({ where: { [Op.and]: conditions }, ...pageOptions(q, [['createdAt', 'DESC'], ['id', 'ASC']], SORT_COLUMNS) });
}

/** The caller's own requests, newest first. */
export function listMyRequests(q: RequestFilters) {
  return list([{ requesterUserId: requireContext().userId as string }], q);
}

/** Every request of the tenant (supplies.manage). */
export function listAllRequests(q: RequestFilters) {
  return list([], q);
}
