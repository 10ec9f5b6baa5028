import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { transition } from '../../../platform/state-machine';
import { LicenseKey } from '../models/license-key';
import type { LicenseInstance } from '../models/license-instance';
import { LICENSE_INSTANCE_STATES } from '../states';
import { AUDIT_TARGET, activeKeyOf, lockInstance } from './instances';

/** ACTIVE → SUSPENDED, with an optional reason (reversible). */
export async function suspendInstance(id: string, reason?: string): Promise<LicenseInstance> {
  const instance = await lockInstance(id);
  const from = instance.status;
  await instance.update({ status: transition(LICENSE_INSTANCE_STATES, from, 'suspend'), statusReason: reason ?? null, updatedAt: now() });
  await port('operatorAudit').record('LICENSE_SUSPENDED', AUDIT_TARGET, instance.id, { instanceCode: instance.instanceCode, from, reason: reason ?? null });
  return instance;
}

/** SUSPENDED → ACTIVE only; a revoked instance stays revoked. */
export async function reactivateInstance(id: string, reason?: string): Promise<LicenseInstance> {
  const instance = await lockInstance(id);
  const from = instance.status;
  await instance.update({ status: transition(LICENSE_INSTANCE_STATES, from, 'reactivate'), statusReason: null, updatedAt: now() });
  await port('operatorAudit').record('LICENSE_REACTIVATED', AUDIT_TARGET, instance.id, { instanceCode: instance.instanceCode, from, reason: reason ?? null });
  return instance;
}

/** Any non-revoked → REVOKED (final): the ACTIVE key becomes REVOKED. */
export async function revokeInstance(id: string, reason?: string): Promise<LicenseInstance> {
  const instance = await lockInstance(id);
  const from = instance.status;
  const status = transition(LICENSE_INSTANCE_STATES, from, 'revoke');
  const key = await activeKeyOf(instance.id);
  const at = now();
  if (key) await LicenseKey.update({ status: 'REVOKED', endedAt: at }, { where: { id: key.id } });
  await instance.update({ status, statusReason: reason ?? null, updatedAt: at });
  await port('operatorAudit').record('LICENSE_REVOKED', AUDIT_TARGET, instance.id, {
    instanceCode: instance.instanceCode,
    from,
    reason: reason ?? null,
    revokedKeyId: key?.id ?? null,
  });
  return instance;
}
