/**
 * The local statuses of the on-premise license, their reasons and what each allows: constants
 * only, so that the renderer's shell reads them without the license's zod schemas
 * (shared/license.ts re-exports them).
 */

export const LICENSE_STATUSES = [
  'INVALID',
  'REVOKED',
  'SUSPENDED',
  'EXPIRED',
  'GRACE_PERIOD',
  'ACTIVE',
] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const LICENSE_REASONS = [
  'NO_LICENSE',
  'MALFORMED',
  'UNTRUSTED',
  'SIGNER_NOT_ALLOWED',
  'SIGNER_EXPIRED',
  'SIGNING_KEY_RETIRED',
  'BAD_SIGNATURE',
  'INVALID_PAYLOAD',
  'WRONG_INSTANCE',
  'NONCE_UNKNOWN',
  'RENEWAL_MISMATCH',
  'HARDWARE_MISMATCH',
  'NOT_YET_VALID',
  'REVOKED',
  'SUPERSEDED',
  'STATE_TAMPERED',
  'CLOCK_ROLLBACK',
  'CLOCK_BEHIND',
  'HARDWARE_CHANGED',
  'HARDWARE_DRIFT',
  'EXPIRED',
  'REFRESH_OVERDUE',
] as const;
export type LicenseReason = (typeof LICENSE_REASONS)[number];

/** What each local status allows (the request guard and the renderer read this). */
export const LICENSE_STATUS_EFFECTS: Record<
  LicenseStatus,
  { tenantAccess: 'NONE' | 'READ_ONLY' | 'FULL'; exports: boolean; banner: boolean }
> = {
  INVALID: { tenantAccess: 'NONE', exports: false, banner: false },
  REVOKED: { tenantAccess: 'NONE', exports: false, banner: false },
  SUSPENDED: { tenantAccess: 'READ_ONLY', exports: true, banner: true },
  EXPIRED: { tenantAccess: 'READ_ONLY', exports: true, banner: true },
  GRACE_PERIOD: { tenantAccess: 'FULL', exports: true, banner: true },
  ACTIVE: { tenantAccess: 'FULL', exports: true, banner: false },
};
