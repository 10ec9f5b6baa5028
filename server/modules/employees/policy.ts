import type { PermissionCode } from '../../../shared/permissions';
import { Problem } from '../../platform/http/problem';
import type { RequestContext } from '../../platform/tenancy/context';
import type { Employee } from './models/employee';

/**
 * Record rules of the employees module, beside the permission codes of the routes.
 *
 * Self-service is a record rule, not a permission: any user linked to an employee profile
 * (employee.userId) reads and edits their own profile's personal fields, bank details and
 * emergency contact. Someone else's record needs employee.manage (or users.manage, which guards
 * the whole employee administration); without it the answer is 403 PERMISSION_DENIED — the
 * record's existence is no secret, the directory lists it — and 404 only for unknown ids or ids
 * of another tenant.
 */
export const PERMISSIONS = {
  admin: 'users.manage',
  read: 'employee.read',
  manage: 'employee.manage',
  documents: 'employee.document.manage',
  ssn: 'employee.ssn.read',
} as const satisfies Record<string, PermissionCode>;

/**
 * The caller is the employee: employee.userId names them, or their account names this employee
 * (users.employee_id, set when identity created the account for an existing profile).
 */
/**
 * The employee administration (/admin/employees…, /admin/departments) is guarded by the
 * specification's users.manage; employee.manage ("manage employee records") opens it too, so that
 * HR managers, who hold the employee permissions but not users.manage, administer employees.
 */
export const ADMIN_PERMISSIONS = [PERMISSIONS.admin, PERMISSIONS.manage] as const;

export function isSelf(ctx: RequestContext, employee: Pick<Employee, 'id' | 'userId'>): boolean {
  if (ctx.realm !== 'tenant' || !ctx.userId) return false;
  return (Boolean(employee.userId) && employee.userId === ctx.userId) || (Boolean(ctx.employeeId) && ctx.employeeId === employee.id);
}

export function canManageEmployees(ctx: RequestContext): boolean {
  return ctx.permissions.has(PERMISSIONS.manage) || ctx.permissions.has(PERMISSIONS.admin);
}

export function canManageDocuments(ctx: RequestContext): boolean {
  return ctx.permissions.has(PERMISSIONS.documents) || ctx.permissions.has(PERMISSIONS.admin);
}

export function canReadSsn(ctx: RequestContext): boolean {
  return ctx.permissions.has(PERMISSIONS.ssn);
}

/** Personal data (bank details, emergency contact, personal contact fields): self or HR. */
export function canAccessPersonalData(ctx: RequestContext, employee: Pick<Employee, 'id' | 'userId'>): boolean {
  return isSelf(ctx, employee) || canManageEmployees(ctx);
}

export function assertPersonalDataAccess(ctx: RequestContext, employee: Pick<Employee, 'id' | 'userId'>): void {
  if (!canAccessPersonalData(ctx, employee)) {
    throw new Problem('PERMISSION_DENIED', "Only the employee or HR (employee.manage) may access this employee's personal data");
  }
}

/** Documents: the employee reads their own; HR with employee.document.manage reads and manages all. */
export function assertDocumentRead(ctx: RequestContext, employee: Pick<Employee, 'id' | 'userId'>): void {
  if (!isSelf(ctx, employee) && !canManageDocuments(ctx)) {
    throw new Problem('PERMISSION_DENIED', "Only the employee or HR (employee.document.manage) may see this employee's documents");
  }
}
