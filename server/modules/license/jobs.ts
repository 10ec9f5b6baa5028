import type { FingerprintFields } from '../../../shared/license';
import { port, type ScheduledJob } from '../../platform/modules';

/** Every 10 minutes (the design's high-water mark interval): the mark advanced, the status evaluated and cached. */
export const licenseRefreshJob: ScheduledJob = {
  name: 'license.refresh',
  schedule: '*/10 * * * *',
  scope: 'system',
  async handle(_item, { now }) {
    await port('license').refresh(now);
  },
};

/**
 * Every 4 hours: the machine's fingerprint read again (before the item's transaction opens: it
 * spawns processes), then the status evaluated against it.
 */
export const licenseFingerprintJob: ScheduledJob<FingerprintFields> = {
  name: 'license.fingerprint',
  schedule: '7 */4 * * *',
  scope: 'system',
  items: async ({ now }) => [await port('license').collect(now)],
  async handle(_fingerprint, { now }) {
    await port('license').refresh(now);
  },
};
