import { describe, expect, it } from 'vitest';
import { isLicenseBlocked, licenseBanner } from './notice';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('license notice', () => {
  it('blocks on INVALID and REVOKED only; the SaaS (no license) never blocks', () => {
    expect(isLicenseBlocked(undefined)).toBe(false);
    for (const status of ['INVALID', 'REVOKED'] as const) expect(isLicenseBlocked({ status, expiresAt: null, graceEndsAt: null })).toBe(true);
    for (const status of ['SUSPENDED', 'EXPIRED', 'GRACE_PERIOD', 'ACTIVE'] as const) expect(isLicenseBlocked({ status, expiresAt: null, graceEndsAt: null })).toBe(false);
  });

  it('counts the grace period down in whole days, rounded up; read-only statuses are errors', () => {
    expect(licenseBanner({ status: 'ACTIVE', expiresAt: null, graceEndsAt: null }, NOW)).toBeNull();
    expect(licenseBanner({ status: 'GRACE_PERIOD', reason: 'EXPIRED', expiresAt: null, graceEndsAt: '2026-03-12T11:00:00.000Z' }, NOW)).toEqual({
      status: 'GRACE_PERIOD', severity: 'warning', daysLeft: 2, reason: 'EXPIRED',
    });
    expect(licenseBanner({ status: 'GRACE_PERIOD', expiresAt: null, graceEndsAt: '2026-03-10T12:00:00.000Z' }, NOW)?.daysLeft).toBe(0);
    expect(licenseBanner({ status: 'EXPIRED', reason: 'EXPIRED', expiresAt: null, graceEndsAt: null }, NOW)).toEqual({
      status: 'EXPIRED', severity: 'error', daysLeft: null, reason: 'EXPIRED',
    });
  });
});
