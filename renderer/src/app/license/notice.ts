import { LICENSE_STATUS_EFFECTS, type LicenseStatus } from '../../../../shared/license-status';
import type { LicenseNoticeView } from '../../../../shared/schemas/license';
import type { Me } from '../auth/me';

/** The license screen: where the installation's administrators activate and renew it. */
export const LICENSE_PATH = '/admin/license';
/** Who may manage the installation's license (on-premise, the company's ORG_ADMIN). */
export const LICENSE_ADMIN_PERMISSION = 'platform.subscription.admin';

const DAY_MS = 86_400_000;

/** No valid license (INVALID, REVOKED): every tenant screen but the license one is closed. */
export function isLicenseBlocked(license: LicenseNoticeView | undefined): boolean {
  return license !== undefined && LICENSE_STATUS_EFFECTS[license.status].tenantAccess === 'NONE';
}

/** What the banner above every page says, or null when there is nothing to say. */
export interface LicenseBanner {
  status: LicenseStatus;
  severity: 'warning' | 'error';
  /** Whole days left before full use ends (GRACE_PERIOD), rounded up; null when not counting down. */
  daysLeft: number | null;
  reason?: string;
}

export function licenseBanner(license: LicenseNoticeView | undefined, now: Date): LicenseBanner | null {
  if (!license || !LICENSE_STATUS_EFFECTS[license.status].banner) return null;
  const ends = license.status === 'GRACE_PERIOD' && license.graceEndsAt ? Date.parse(license.graceEndsAt) : null;
  return {
    status: license.status,
    severity: license.status === 'GRACE_PERIOD' ? 'warning' : 'error',
    daysLeft: ends === null ? null : Math.max(0, Math.ceil((ends - now.getTime()) / DAY_MS)),
    ...(license.reason ? { reason: license.reason } : {}),
  };
}

export function canManageLicense(me: Me): boolean {
  return me.permissions.has(LICENSE_ADMIN_PERMISSION);
}
