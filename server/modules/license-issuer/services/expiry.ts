import { Op } from 'sequelize';
import { port, type ScheduledJob } from '../../../platform/modules';
import { LicenseInstance } from '../models/license-instance';
import { LicenseKey } from '../models/license-key';
import { AUDIT_TARGET, lockInstance } from './instances';

export const LICENSE_EXPIRY_JOB = 'license-issuer.expiry';
const DAY = 86_400_000;

/**
 * The issuer's view of time (the installations enforce their own): an ACTIVE instance past its
 * expiry date (strictly after its expiry instant) is in GRACE_PERIOD for its grace days, then EXPIRED with its key. A new license
 * makes it ACTIVE again; suspended and revoked instances are left as they are.
 */
export async function expireInstance(id: string, now: Date): Promise<void> {
  const instance = await lockInstance(id);
  if (!instance.expiresAt || instance.expiresAt >= now || !['ACTIVE', 'GRACE_PERIOD'].includes(instance.status)) return;
  const graceEndsAt = new Date(instance.expiresAt.getTime() + instance.gracePeriodDays * DAY);
  const status = now < graceEndsAt ? 'GRACE_PERIOD' : 'EXPIRED';
  if (status === instance.status) return;
  const from = instance.status;
  if (status === 'EXPIRED') await LicenseKey.update({ status: 'EXPIRED', endedAt: now }, { where: { instanceId: instance.id, status: 'ACTIVE' } });
  await instance.update({ status, updatedAt: now });
  await port('operatorAudit').record(`LICENSE_${status}`, AUDIT_TARGET, instance.id, {
    instanceCode: instance.instanceCode,
    from,
    expiresAt: instance.expiresAt.toISOString(),
    graceEndsAt: graceEndsAt.toISOString(),
  });
}

/** Hourly: instances whose license ended move to GRACE_PERIOD, then EXPIRED. */
export const licenseExpiryJob: ScheduledJob<string> = {
  name: LICENSE_EXPIRY_JOB,
  schedule: '17 * * * *',
  scope: 'system',
  items: async ({ now }) =>
    (
      await LicenseInstance.findAll({
        where: { status: ['ACTIVE', 'GRACE_PERIOD'], expiresAt: { [Op.lt]: now } },
        attributes: ['id'],
        order: [['expiresAt', 'ASC']],
      })
    ).map((i) => i.id),
  handle: (id, { now }) => expireInstance(id, now),
  describe: (id) => `license instance ${id}`,
};
