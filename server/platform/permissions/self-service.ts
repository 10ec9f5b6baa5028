import { Problem } from '../http/problem';
import { requireContext } from '../tenancy/context';
import { hasPermission } from './guard';

/**
 * Self-service record rules. The specification lets every employee read their own payslips and
 * read and write their own profile, bank details and emergency contact without any permission:
 * these are rules on the record (whose is it?), not extra permission codes. Routes that serve
 * them declare AUTHENTICATED access and call one of these with the record's employee id.
 */
export function isOwnEmployeeRecord(employeeId: string | null | undefined): boolean {
  const { employeeId: own, realm } = requireContext();
  return realm === 'tenant' && Boolean(own) && own === employeeId;
}

/** The caller's own employee id, or 404 when no employee profile is linked to the account. */
export function ownEmployeeId(): string {
  const { employeeId } = requireContext();
  if (!employeeId) throw new Problem('NOT_FOUND', 'No employee profile is linked to your account');
  return employeeId;
}

/** Passes for the employee the record belongs to, or for a holder of one of the codes. */
export function requireOwnOrPermission(employeeId: string | null | undefined, ...anyOf: string[]): void {
  if (isOwnEmployeeRecord(employeeId) || (anyOf.length > 0 && hasPermission(...anyOf))) return;
  throw new Problem('PERMISSION_DENIED', anyOf.length ? `Only the employee concerned or a holder of ${anyOf.join(' or ')} may do this` : 'Only the employee concerned may do this', {
    requiredPermissions: anyOf,
  });
}
