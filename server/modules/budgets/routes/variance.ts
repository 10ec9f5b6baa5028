import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { sendCsv } from '../../../platform/http/download';
import { PERMISSIONS } from '../policy';
import { presentVariance } from '../presenter';
import { VarianceQuery, VarianceView } from '../schema';
import { varianceOf } from '../services/variance';

const READ = permission(PERMISSIONS.read);

const CSV_HEADER = ['accountCode', 'accountTitle', 'hasLine', 'budgeted', 'actual', 'committed', 'variance', 'variancePercent', 'available', 'label'];

const VARIANCE_RULE =
  'Only the ACTIVE budget of the year counts (none: 404 NOT_FOUND). Per account: budgeted (the line’s year, or its month), actual (posted entries of the period on the account’s natural side), committed (approved purchase requests not received), variance = budgeted − actual, its percentage of the budgeted amount, and OVER_BUDGET when actual > budgeted. Income-statement accounts with actuals but no line appear with hasLine false.';

/** Budget against actuals of a year or a month (registered before `/accounting/budgets/{id}`). */
export function varianceRoutes(): ApiRouter {
  return new ApiRouter('Budgets')
    .get(
      '/accounting/budgets/variance',
      { summary: 'Budget variance of a year or a month', description: VARIANCE_RULE, access: READ, query: VarianceQuery, response: VarianceView },
      async ({ query, ctx }) => presentVariance(await varianceOf(query.year ?? ctx.now().getUTCFullYear(), query.month ?? null)),
    )
    .get(
      '/accounting/budgets/variance/export',
      { summary: 'Budget variance as CSV', description: VARIANCE_RULE, access: READ, query: VarianceQuery, produces: 'text/csv' },
      async ({ query, ctx, res }) => {
        const v = presentVariance(await varianceOf(query.year ?? ctx.now().getUTCFullYear(), query.month ?? null));
        const period = v.month ? `${v.year}-${String(v.month).padStart(2, '0')}` : String(v.year);
        const rows = [...v.rows, { accountCode: 'TOTAL', accountTitle: '', hasLine: true, ...v.totals }].map((r) => [
          r.accountCode,
          r.accountTitle,
          r.hasLine,
          r.budgeted,
          r.actual,
          r.committed,
          r.variance,
          r.variancePercent,
          r.available,
          r.label,
        ]);
        await sendCsv(res, `budget-variance_${period}.csv`, CSV_HEADER, rows);
      },
    );
}
