import { Op } from 'sequelize';
import type { PendingLeave } from '../../../../shared/schemas/leave-views';
import { pageArray, type ListEnvelope, type PageQuery } from '../../../platform/http/list';
import { listPendingApprovals } from '../../../platform/workflow';
import { LeaveRequest } from '../models';
import { presentRequests } from '../presenter-requests';

/**
 * The leave requests waiting for the caller's decision (as a step's approver, or as the stand-in
 * of one through a delegation), from the approval engine. Sorts: `oldest` (longest waiting
 * first), `employee` (by name), `urgency` (soonest first day first); `-` reverses.
 */
export async function listLeavePending(query: PageQuery): Promise<ListEnvelope<PendingLeave>> {
  const engine = await listPendingApprovals({ scope: 'mine', entityType: 'LEAVE_REQUEST', page: 1, pageSize: Number.MAX_SAFE_INTEGER });
  const waiting = engine.items.filter((item) => item.canAct && item.step && item.instanceId);
  const requests = waiting.length ? await LeaveRequest.findAll({ where: { id: { [Op.in]: waiting.map((i) => i.entityId) }, status: 'PENDING' } }) : [];
  const views = new Map((await presentRequests(requests)).map((r) => [r.id, r]));
  const items: PendingLeave[] = [];
  for (const item of waiting) {
    const request = views.get(item.entityId);
    if (!request || !item.step) continue;
    items.push({
      instanceId: item.instanceId as string,
      request,
      startedAt: item.startedAt,
      step: { name: item.step.name, order: item.step.order, activatedAt: item.step.activatedAt, dueAt: item.step.dueAt },
      stepCount: item.stepCount,
      canAct: item.canAct,
      onBehalfOf: item.onBehalfOf ? { id: item.onBehalfOf.userId, name: item.onBehalfOf.name } : null,
    });
  }
  const field = (query.sort ?? 'oldest').replace(/^-/, '');
  const sign = query.sort?.startsWith('-') ? -1 : 1;
  const key = (p: PendingLeave): string => (field === 'employee' ? p.request.employee.name.toLocaleLowerCase('fr') : field === 'urgency' ? p.request.startDate : p.startedAt);
  items.sort((a, b) => sign * key(a).localeCompare(key(b)) || a.startedAt.localeCompare(b.startedAt));
  return pageArray(items, query);
}

export async function countLeavePending(): Promise<number> {
  return (await listLeavePending({ page: 1, pageSize: 1 })).total;
}
