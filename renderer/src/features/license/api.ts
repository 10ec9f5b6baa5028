import type { LicenseActivationView, LicenseFingerprintView, LicenseStatusView } from '../../../../shared/schemas/license';

export type { LicenseActivationView, LicenseFingerprintView, LicenseStatusView };

/** The on-premise license endpoints (absent in the SaaS). */
export const LICENSE_PATHS = {
  status: '/license/status',
  fingerprint: '/license/fingerprint',
  requestExport: '/license/request-export',
  activate: '/license/activate',
} as const;

/** A `.lic` is at most 64 KiB (the server refuses larger files with PAYLOAD_TOO_LARGE). */
export const LICENSE_MAX_BYTES = 64 * 1024;
