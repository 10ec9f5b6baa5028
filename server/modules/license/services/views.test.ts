import { describe, expect, it } from 'vitest';
import type { LicenseEvaluation } from '../../../platform/license';
import { userLimitOf } from './tenant-sync';
import { nextChange } from './views';

const base: LicenseEvaluation = {
  status: 'ACTIVE',
  detail: 'the license is valid',
  instanceCode: 'PLATFORM-ONPREM-AB12CD',
  licenseKeyId: null,
  expiresAt: '2027-03-01T09:00:00.000Z',
  graceEndsAt: null,
  refreshBy: '2026-05-24T09:00:00.000Z',
  modules: [],
  checkedAt: '2026-03-01T09:00:00.000Z',
  nextState: undefined,
};

describe('nextChange: how long a cached status holds', () => {
  it('is the earliest deadline after the check: the refresh due before the expiry', () => {
    expect(nextChange(base)).toBe(Date.parse('2026-05-24T09:00:00.000Z'));
  });

  it('skips deadlines already passed (in grace: the grace end)', () => {
    expect(nextChange({ ...base, status: 'GRACE_PERIOD', checkedAt: '2026-05-25T00:00:00.000Z', graceEndsAt: '2026-06-07T09:00:00.000Z' })).toBe(
      Date.parse('2026-06-07T09:00:00.000Z'),
    );
  });

  it('is never when nothing lies ahead (no license, or past every deadline)', () => {
    expect(nextChange({ ...base, status: 'INVALID', expiresAt: null, refreshBy: null })).toBe(Number.POSITIVE_INFINITY);
    expect(nextChange({ ...base, status: 'EXPIRED', checkedAt: '2028-01-01T00:00:00.000Z' })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('userLimitOf: the company’s user limit from the license', () => {
  it('is the largest maxUsers quota of the granted modules, null when none sets one', () => {
    expect(userLimitOf([{ module: 'ACCOUNTING', quotas: {}, options: {} }, { module: 'HR', quotas: { maxUsers: 25 }, options: {} }, { module: 'LEAVE', quotas: { maxUsers: 40 }, options: {} }])).toBe(40);
    expect(userLimitOf([{ module: 'ACCOUNTING', quotas: { maxEntities: 2 }, options: {} }])).toBeNull();
    expect(userLimitOf([])).toBeNull();
  });
});
