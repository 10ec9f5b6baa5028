import { Op } from 'sequelize';
import type { PendingApprovalViewT } from '../../../../shared/views/workflow';
import { port } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import { Objective } from '../models';
import { PERMISSIONS, callerScope, isMe } from '../policy';
import { canDecide } from './objectives';

/**
 * Objectives submitted while the tenant had no OBJECTIVE circuit wait for a holder of
 * evaluation.objective.approve who manages their owner: they join the unified approvals inbox
 * (requests that run in the engine are listed by the engine itself).
 */
export async function objectivesToDecide(): Promise<PendingApprovalViewT[]> {
  const scope = await callerScope(PERMISSIONS.approveObjectives);
  const me = requireContext().userId;
  const pending = await Objective.findAll({ where: { status: 'PENDING_APPROVAL', workflowInstanceId: null, ...(me ? { createdBy: { [Op.ne]: me } } : {}) }, order: [['updatedAt', 'ASC'], ['id', 'ASC']] });
  const mine = pending.filter((o) => !isMe(scope, o.ownerEmployeeId) && canDecide(scope, o));
  const owners = await port('people').employeeSummaries(mine.map((o) => o.ownerEmployeeId).filter((id): id is string => Boolean(id)));
  return mine.map((o) => {
    const owner = o.ownerEmployeeId ? owners.get(o.ownerEmployeeId) : undefined;
    return {
      instanceId: null,
      entityType: 'OBJECTIVE',
      entityId: o.id,
      summary: `Objectif : ${o.title}`,
      startedAt: o.updatedAt.toISOString(),
      requester: owner?.userId ? { userId: owner.userId, name: owner.name } : null,
      employee: owner ? { id: owner.id, name: owner.name } : null,
      step: null,
      stepCount: 0,
      approvers: [],
      canAct: true,
      onBehalfOf: null,
      links: {
        approve: { method: 'POST', path: `/hr/objectives/${o.id}/approve` },
        reject: { method: 'POST', path: `/hr/objectives/${o.id}/reject` },
        view: '/appraisal/objectives?status=PENDING_APPROVAL',
      },
    };
  });
}
