import { Problem } from '../../../platform/http/problem';
import { currentContext } from '../../../platform/tenancy/context';
import { getConfig } from './config-service';

/** Whether the tenant asks every step that posts to the ledger to also need accounting.write. */
export async function postingRequiresWrite(): Promise<boolean> {
  return (await getConfig()).postingRequiresWrite;
}

/** Whether the caller may take a step that posts to the ledger (always true for work done without a user: jobs, seeds). */
export async function mayPost(permissions: ReadonlySet<string> | undefined = currentContext()?.permissions): Promise<boolean> {
  if (!currentContext()?.userId) return true;
  if (!(await postingRequiresWrite())) return true;
  return Boolean(permissions?.has('accounting.write'));
}

/**
 * Separation of duties, a tenant option: with "posting steps need accounting.write" on, a step
 * that posts (reimbursing a claim, posting a bank movement, paying an invoice or a payroll run)
 * answers 403 PERMISSION_DENIED to a caller without accounting.write, before anything changes.
 */
export async function assertMayPost(): Promise<void> {
  if (await mayPost()) return;
  throw new Problem('PERMISSION_DENIED', 'This company requires accounting.write for every step that posts to the ledger', {
    requiredPermission: 'accounting.write',
  });
}
