import type { PermissionCode } from '../../../shared/permissions';
import { notFound, refusal } from '../../platform/http/problem';
import { allowedActions } from '../../platform/state-machine';
import { requireContext, type RequestContext } from '../../platform/tenancy/context';
import type { ExpenseClaimAction } from '../../../shared/expenses';
import type { ExpenseClaim } from './models/expense-claim';
import { port } from '../../platform/modules';
import { EXPENSE_CLAIM_STATES } from './states';

export const PERMISSIONS = {
  own: 'accounting.expense.own',
  manage: 'accounting.expense.manage',
  /** With expense.manage, the right to write the books makes the scope the whole company. */
  companyWide: 'accounting.write',
  export: 'accounting.report.read',
} as const satisfies Record<string, PermissionCode>;

/**
 * Record rules of expense claims, beside the routes' permission codes:
 * - an employee sees their own claims (expense.own);
 * - expense.manage consults and processes "the claims of the team": for a holder who also holds
 *   accounting.write (the accountant, the administrator) the team is the whole company; for
 *   anyone else (a MANAGER) it is their direct and indirect reports, never their own claims;
 * - nobody approves or rejects their own claim (SELF_APPROVAL, checked before the scope).
 * Lists, details, actions and the audit trail all use the same scope, so they agree.
 */
export type ClaimScope =
  | { kind: 'all'; ownEmployeeId: string | null }
  | { kind: 'team'; ownEmployeeId: string | null; employeeIds: ReadonlySet<string> };

export function isCompanyWide(ctx: RequestContext = requireContext()): boolean {
  return ctx.permissions.has(PERMISSIONS.manage) && ctx.permissions.has(PERMISSIONS.companyWide);
}

/** The claims the caller manages (only meaningful for holders of expense.manage). */
export async function managementScope(ctx: RequestContext = requireContext()): Promise<ClaimScope> {
  const own = await port('people').callerEmployee();
  if (isCompanyWide(ctx)) return { kind: 'all', ownEmployeeId: own?.id ?? null };
  const team = ctx.permissions.has(PERMISSIONS.manage) && own ? await port('people').reportsOf(own.id) : [];
  return { kind: 'team', ownEmployeeId: own?.id ?? null, employeeIds: new Set(team) };
}

export function inScope(scope: ClaimScope, claim: Pick<ExpenseClaim, 'employeeId'>): boolean {
  return scope.kind === 'all' || scope.employeeIds.has(claim.employeeId);
}

/** What the caller may do next on a claim (the renderer shows these buttons only). */
export function actionsFor(
  scope: ClaimScope | null,
  claim: Pick<ExpenseClaim, 'employeeId' | 'status'>,
): ExpenseClaimAction[] {
  if (!scope || !inScope(scope, claim)) return [];
  const own = claim.employeeId === scope.ownEmployeeId;
  return allowedActions(EXPENSE_CLAIM_STATES, claim.status).filter(
    (a) => !(own && (a === 'approve' || a === 'reject')),
  );
}

/** Detail, receipt, history: the claim's employee, or a manager whose scope holds it. */
export async function canRead(
  claim: Pick<ExpenseClaim, 'employeeId'>,
  ctx: RequestContext = requireContext(),
): Promise<boolean> {
  if (ctx.permissions.has(PERMISSIONS.own) && (await port('people').callerEmployee())?.id === claim.employeeId) return true;
  return ctx.permissions.has(PERMISSIONS.manage) && inScope(await managementScope(ctx), claim);
}

export async function assertCanRead(claim: ExpenseClaim): Promise<void> {
  if (!(await canRead(claim))) throw notFound('Expense claim', claim.id);
}

/** Actions: SELF_APPROVAL first (one's own claim is known to be there), then the scope. */
export async function assertCanProcess(claim: ExpenseClaim, action: ExpenseClaimAction): Promise<ClaimScope> {
  const scope = await managementScope();
  if ((action === 'approve' || action === 'reject') && claim.employeeId === scope.ownEmployeeId) {
    throw refusal('SELF_APPROVAL', 'expense.selfApproval', { action });
  }
  if (!inScope(scope, claim)) throw notFound('Expense claim', claim.id);
  return scope;
}
