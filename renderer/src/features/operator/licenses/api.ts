import type { IssuedLicenseViewT, LicenseInstanceViewT, LicenseKeyViewT } from '../../../../../shared/schemas/license-issuer';

export type { IssuedLicenseViewT, LicenseInstanceViewT, LicenseKeyViewT };

export const L = {
  instances: '/admin-platform/license-instances',
  declare: '/admin-platform/license-instances/declare',
  instance: (id: string) => `/admin-platform/license-instances/${id}`,
  action: (id: string, action: 'suspend' | 'reactivate' | 'revoke') => `/admin-platform/license-instances/${id}/${action}`,
  keys: (id: string) => `/admin-platform/license-instances/${id}/licenses`,
  download: (id: string, keyId: string) => `/admin-platform/license-instances/${id}/licenses/${keyId}/download`,
};

/** Tones of the instance and key statuses. */
export const LICENSE_TONES = {
  PENDING: 'warning',
  ACTIVE: 'success',
  SUSPENDED: 'error',
  GRACE_PERIOD: 'warning',
  EXPIRED: 'default',
  TRANSFERRED: 'default',
  REVOKED: 'error',
  RENEWED: 'info',
} as const;
