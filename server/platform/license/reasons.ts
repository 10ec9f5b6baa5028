import type { LicenseReason } from '../../../shared/license';

/** A refusal: the reason code (shared/license.ts) and one line of detail for people. */
export interface Refusal {
  ok: false;
  reason: LicenseReason;
  detail: string;
}

export function refuse(reason: LicenseReason, detail: string): Refusal {
  return { ok: false, reason, detail };
}
