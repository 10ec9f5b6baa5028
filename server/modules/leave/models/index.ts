import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { canReadRequest } from '../policy';
import { Holiday } from './holiday';
import { LeaveAccrual, BalanceAdjustment, LeaveBalance } from './leave-balance';
import { LeavePolicy, LeavePolicyVersion } from './leave-policy';
import { LeaveRequest } from './leave-request';
import { LeaveType } from './leave-type';

export { Holiday, LeaveAccrual, BalanceAdjustment, LeaveBalance, LeavePolicy, LeavePolicyVersion, LeaveRequest, LeaveType };
export { availableCenti, AVAILABLE_SQL } from './leave-balance';
export type { BlackoutPeriod, SeniorityBracket } from './leave-policy';

export function initLeaveModels(sequelize: Sequelize): void {
  LeaveType.initModel(sequelize);
  LeavePolicy.initModel(sequelize);
  LeavePolicyVersion.initModel(sequelize);
  LeaveBalance.initModel(sequelize);
  BalanceAdjustment.initModel(sequelize);
  LeaveAccrual.initModel(sequelize);
  LeaveRequest.initModel(sequelize);
  Holiday.initModel(sequelize);

  auditable(LeaveType, { entityType: 'LEAVE_TYPE', readPermission: ['leave.manage', 'config.manage'], stateField: 'active' });
  auditable(LeavePolicy, { entityType: 'LEAVE_POLICY', readPermission: ['leave.manage', 'config.manage'] });
  // A version's content belongs to its policy's history; the isCurrent flag follows currentVersion.
  auditable(LeavePolicyVersion, { entityType: 'LEAVE_POLICY', readPermission: ['leave.manage', 'config.manage'], entityId: (v) => v.policyId, ignore: ['isCurrent'] });
  // Balance adjustments keep delta, reason and author (the specification's audit row).
  auditable(BalanceAdjustment, { entityType: 'LEAVE_BALANCE', readPermission: 'leave.manage', entityId: (a) => a.balanceId });
  auditable(LeaveRequest, {
    entityType: 'LEAVE_REQUEST',
    readPermission: ['leave.approve', 'leave.manage', 'leave.create'],
    canRead: async (id) => {
      const request = await LeaveRequest.findByPk(id);
      return request ? canReadRequest(request) : false;
    },
    ignore: ['proofDocumentId', 'proofContentType', 'proofSize', 'workflowInstanceId', 'balanceId', 'policyVersionId'],
  });
  auditable(Holiday, { entityType: 'LEAVE_HOLIDAY', readPermission: 'leave.manage' });
}
