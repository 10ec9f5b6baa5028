import type { OperatorAuditTarget } from '../../../../shared/operator';
import { actingOperator, recordOperatorAction } from './audit-log';

/** What other operator-space modules use of the operator audit log. */
export interface OperatorAuditPort {
  /** Writes one entry (operator, action, target, payload, IP) in the transaction of the action. */
  record(action: string, targetType: OperatorAuditTarget, targetId: string | null, payload?: Record<string, unknown>): Promise<void>;
  /** The operator acting in the current request (null for seeds and system work). */
  actingOperator(): { operatorId: string | null; operatorEmail: string | null };
}

export const operatorAudit: OperatorAuditPort = {
  record: (action, targetType, targetId, payload = {}) => recordOperatorAction(action, targetType, targetId, payload),
  actingOperator,
};
