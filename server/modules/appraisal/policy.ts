import type { PermissionCode } from '../../../shared/permissions';
import { requireContext } from '../../platform/tenancy/context';
import { port } from '../../platform/modules';
import type { EmployeeSummary } from '../employees';

export const PERMISSIONS = {
  own: 'evaluation.create',
  manage: 'evaluation.manage',
  approveObjectives: 'evaluation.objective.approve',
  feedbackManage: 'evaluation.feedback360.manage',
  feedbackRespond: 'evaluation.feedback360.respond',
  /** With evaluation.manage, managing employee records makes the scope the whole company (HR, administrators). */
  companyWide: 'employee.manage',
} as const satisfies Record<string, PermissionCode>;

const has = (code: PermissionCode) => requireContext().permissions.has(code);

/**
 * Who manages whom in appraisals: holders of evaluation.manage who also manage employee records
 * (HR, administrators) act on the whole company; any other holder (a MANAGER) on their direct
 * and indirect reports. Nobody reviews or approves their own appraisal or objective.
 */
export interface Scope {
  me: EmployeeSummary | null;
  companyWide: boolean;
  reports: ReadonlySet<string>;
}

export async function callerScope(managePermission: PermissionCode = PERMISSIONS.manage): Promise<Scope> {
  const me = await port('people').callerEmployee();
  const companyWide = has(managePermission) && has(PERMISSIONS.companyWide);
  const reports = has(managePermission) && me && !companyWide ? new Set(await port('people').reportsOf(me.id)) : new Set<string>();
  return { me, companyWide, reports };
}

/** Whether the scope manages this employee (never oneself). */
export function manages(scope: Scope, employeeId: string): boolean {
  if (scope.me?.id === employeeId) return false;
  return scope.companyWide || scope.reports.has(employeeId);
}

export const isMe = (scope: Scope, employeeId: string | null | undefined) => Boolean(employeeId) && scope.me?.id === employeeId;
