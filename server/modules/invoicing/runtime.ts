import { now, requireContext } from '../../platform/tenancy/context';
import { TenantContextMissing } from '../../platform/db/tenant-scope';

export function currentTenantId(): string {
  const tenantId = requireContext().tenantId;
  if (!tenantId) throw new TenantContextMissing('Invoicing needs a tenant context');
  return tenantId;
}

export function currentUserId(): string | null {
  return requireContext().userId;
}

/** Today's date (UTC) on the request's clock, as YYYY-MM-DD. */
export function today(): string {
  return now().toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
