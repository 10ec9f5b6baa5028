import { LICENSE_STATUS_EFFECTS } from '../../../../shared/license';
import { refusal } from '../../../platform/http/problem';
import type { GuardedRoute } from '../../../platform/http/request-guard';
import type { JobGuard } from '../../../platform/jobs/job-runner';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';

/** Tenant paths that answer whatever the license: signing in, the license itself, and backups of the company's data. */
const ALWAYS_OPEN = ['/auth/', '/license/', '/admin/backups'];

/**
 * The one place the on-premise license is enforced, after authentication, on every tenant
 * endpoint: INVALID and REVOKED refuse everything (403 LICENSE_INVALID) but sign-in and the
 * license endpoints; SUSPENDED and EXPIRED refuse writes (reads and exports work); GRACE_PERIOD
 * and ACTIVE allow all. The status comes from the cached evaluation, never from the database.
 */
export async function licenseGuard(route: GuardedRoute): Promise<void> {
  if (route.realm !== 'tenant' || ALWAYS_OPEN.some((prefix) => route.path.startsWith(prefix))) return;
  const license = await port('license').statusAt(now());
  const access = LICENSE_STATUS_EFFECTS[license.status].tenantAccess;
  if (access === 'FULL' || (access === 'READ_ONLY' && !route.writes)) return;
  const extensions = { licenseStatus: license.status, ...(license.reason ? { reason: license.reason } : {}) };
  const params = { status: license.status, reason: license.reason ?? license.status };
  throw access === 'NONE' ? refusal('LICENSE_INVALID', 'license.blocked', params, extensions) : refusal('LICENSE_INVALID', 'license.readOnly', params, extensions);
}

/**
 * Tenant jobs (reminders, mails, postings) run only under a license that gives full use: they
 * write, and without a valid license nothing of the company's may change. System jobs (the
 * license's own refresh among them) always run.
 */
export const licenseJobGuard: JobGuard = async (job, at) => {
  if (job.scope !== 'tenant') return undefined;
  const license = await port('license').statusAt(at);
  if (LICENSE_STATUS_EFFECTS[license.status].tenantAccess === 'FULL') return undefined;
  return `the license is ${license.status} (${license.reason ?? license.status})`;
};
