import type { PermissionCode } from '../../../shared/permissions';
/** Permission codes of the specification's rows for onboarding and offboarding. */
export const ONBOARDING_PERMISSIONS = {
  onboarding: 'onboarding.manage',
  offboarding: 'offboarding.manage',
} as const satisfies Record<string, PermissionCode>;
