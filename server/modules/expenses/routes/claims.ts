import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { envelope } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { RECEIPT_MAX_BYTES } from '../../../../shared/expenses';
import type { ExpenseClaim } from '../models/expense-claim';
import { PERMISSIONS, actionsFor, assertCanRead, managementScope, type ClaimScope } from '../policy';
import { presentClaim, presentClaims } from '../presenter';
import {
  ClaimList,
  ClaimView,
  ManagedClaimsQuery,
  MarkReimbursedBody,
  MyClaimsQuery,
  ReceiptLinkView,
  RejectClaimBody,
  SubmitClaimBody,
} from '../schema';
import { port } from '../../../platform/modules';
import { findClaim, listEmployeeClaims, listManagedClaims } from '../services/queries';
import { receiptDownload } from '../services/receipts';
import { submitClaim } from '../services/submit';
import { approveClaim, markReimbursed, rejectClaim, schedulePayment } from '../services/transitions';

const OWN = permission(PERMISSIONS.own);
const MANAGE = permission(PERMISSIONS.manage);
const OWN_OR_MANAGE = permission(PERMISSIONS.own, PERMISSIONS.manage);

const SCOPE_RULE =
  'Scope: with accounting.write (accountant, administrator) every claim of the company; otherwise (a manager) the claims of their direct and indirect reports. Nobody approves or rejects their own claim (403 SELF_APPROVAL).';

/** The caller's management scope, when they hold expense.manage. */
async function scopeOfCaller(permissions: ReadonlySet<string>): Promise<ClaimScope | null> {
  return permissions.has(PERMISSIONS.manage) ? managementScope() : null;
}

async function answer(claim: ExpenseClaim, permissions: ReadonlySet<string>) {
  return presentClaim(claim, actionsFor(await scopeOfCaller(permissions), claim));
}

/** Expense claims: the employee's own, and their processing by managers and accounting. */
export function claimRoutes(): ApiRouter {
  const action = (summary: string, run: (id: string) => Promise<ExpenseClaim>) =>
    ({
      spec: { summary, description: SCOPE_RULE, access: MANAGE, params: IdParams, response: ClaimView },
      handler: async ({
        params,
        ctx,
      }: {
        params: { id: string };
        ctx: { permissions: ReadonlySet<string> };
      }) => answer(await run(params.id), ctx.permissions),
    }) as const;
  const approve = action('Approve a submitted claim (SUBMITTED → MANAGER_APPROVED)', approveClaim);
  const schedule = action(
    'Schedule the payment of an approved claim (MANAGER_APPROVED → PENDING_PAYMENT)',
    schedulePayment,
  );

  return new ApiRouter('Expense claims')
    .get(
      '/accounting/expense-claims/my-claims',
      { summary: 'The claims of the caller', access: OWN, query: MyClaimsQuery, response: ClaimList },
      async ({ query, ctx }) => {
        const employee = await port('people').callerEmployee();
        if (!employee) return envelope([], 0, query);
        const { rows, count } = await listEmployeeClaims(employee.id, query);
        const scope = await scopeOfCaller(ctx.permissions);
        return envelope(await presentClaims(rows, (c) => actionsFor(scope, c)), count, query);
      },
    )
    .post(
      '/accounting/expense-claims',
      {
        summary: 'Submit an expense claim (status SUBMITTED)',
        description:
          'A multipart form (expenseDate, description, amount, category — default OTHER — and an optional `receipt` file: PDF, JPEG, PNG or WEBP, 10 MB at most), or the same fields as a JSON body for a claim without receipt. The claim belongs to the caller’s employee profile (none linked: 422 BUSINESS_RULE).',
        access: OWN,
        body: SubmitClaimBody,
        upload: { field: 'receipt', maxBytes: RECEIPT_MAX_BYTES, required: false, json: true },
        status: 201,
        response: ClaimView,
      },
      async ({ body, file, ctx }) => answer(await submitClaim(body, file), ctx.permissions),
    )
    .get(
      '/accounting/expense-claims',
      {
        summary: 'Management list of expense claims',
        description: SCOPE_RULE,
        access: MANAGE,
        query: ManagedClaimsQuery,
        response: ClaimList,
      },
      async ({ query }) => {
        const scope = await managementScope();
        const { rows, count } = await listManagedClaims(scope, query);
        return envelope(await presentClaims(rows, (c) => actionsFor(scope, c)), count, query);
      },
    )
    .get(
      '/accounting/expense-claims/{id}',
      {
        summary: 'One expense claim (its employee, or a manager whose scope holds it)',
        access: OWN_OR_MANAGE,
        params: IdParams,
        response: ClaimView,
      },
      async ({ params, ctx }) => {
        const claim = await findClaim(params.id);
        await assertCanRead(claim);
        return answer(claim, ctx.permissions);
      },
    )
    .get(
      '/accounting/expense-claims/{id}/receipt',
      {
        summary: 'A short-lived signed link to the receipt',
        access: OWN_OR_MANAGE,
        params: IdParams,
        response: ReceiptLinkView,
      },
      async ({ params }) => {
        const claim = await findClaim(params.id);
        await assertCanRead(claim);
        if (!claim.receiptDocumentId) throw notFound('Receipt of expense claim', claim.id);
        return receiptDownload(claim as ExpenseClaim & { receiptDocumentId: string });
      },
    )
    .post('/accounting/expense-claims/{id}/approve', approve.spec, approve.handler)
    .post(
      '/accounting/expense-claims/{id}/reject',
      {
        summary: 'Reject a submitted claim with a reason (SUBMITTED → REJECTED, final)',
        description: SCOPE_RULE,
        access: MANAGE,
        params: IdParams,
        body: RejectClaimBody,
        response: ClaimView,
      },
      async ({ params, body, ctx }) => answer(await rejectClaim(params.id, body.reason), ctx.permissions),
    )
    .post('/accounting/expense-claims/{id}/schedule-payment', schedule.spec, schedule.handler)
    .post(
      '/accounting/expense-claims/{id}/mark-reimbursed',
      {
        summary: 'Record the reimbursement (MANAGER_APPROVED or PENDING_PAYMENT → REIMBURSED)',
        description: `Posts the journal entry (source EXPENSE, dated today): the category's expense account in debit, the default bank account (BANK_TRANSFER) or the cash account (CASH) in credit. A closed period refuses it (422 PERIOD_CLOSED). ${SCOPE_RULE}`,
        access: MANAGE,
        params: IdParams,
        body: MarkReimbursedBody,
        response: ClaimView,
      },
      async ({ params, body, ctx }) => answer(await markReimbursed(params.id, body), ctx.permissions),
    );
}
