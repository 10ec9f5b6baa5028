import { defineStates } from '../../platform/state-machine';
import type { LicenseInstanceStatus } from '../../../shared/schemas/license-issuer';

export type LicenseInstanceAction = 'issue' | 'suspend' | 'reactivate' | 'revoke' | 'delete' | 'update';

/**
 * License instance (specification, lifecycle): PENDING → ACTIVE when a license is issued; ACTIVE ⇄
 * SUSPENDED (reactivate only from SUSPENDED); any non-revoked → REVOKED, final. Issuing again on an
 * ACTIVE instance renews its key. GRACE_PERIOD, EXPIRED and TRANSFERRED exist without transitions
 * of their own in the specification: a new license or a revocation ends them. Only a PENDING
 * instance may be deleted; a suspended one is reactivated before a new license is issued.
 */
export const LICENSE_INSTANCE_STATES = defineStates<LicenseInstanceStatus, LicenseInstanceAction>({
  PENDING: { issue: 'ACTIVE', revoke: 'REVOKED', delete: 'PENDING', update: 'PENDING' },
  ACTIVE: { issue: 'ACTIVE', suspend: 'SUSPENDED', revoke: 'REVOKED', update: 'ACTIVE' },
  SUSPENDED: { reactivate: 'ACTIVE', revoke: 'REVOKED', update: 'SUSPENDED' },
  GRACE_PERIOD: { issue: 'ACTIVE', revoke: 'REVOKED', update: 'GRACE_PERIOD' },
  EXPIRED: { issue: 'ACTIVE', revoke: 'REVOKED', update: 'EXPIRED' },
  TRANSFERRED: { revoke: 'REVOKED' },
  REVOKED: {},
});
