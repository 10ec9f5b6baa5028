import type { AppContainer } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { sendCsv } from '../../../platform/http/download';
import { PERMISSIONS } from '../policy';
import { ExportQuery } from '../schema';
import { EXPENSE_CLAIMS_HEADER, expenseClaimCsvRows } from '../services/export';

/** The expense claims of a period as CSV, beside the ledger's exports (accounting.report.read). */
export function exportRoutes({ sequelize }: AppContainer): ApiRouter {
  return new ApiRouter('Accounting reports').get(
    '/accounting/reports/expense-claims/export',
    {
      summary: 'Expense claims as CSV (streamed)',
      description:
        'Every claim of the company whose expense date lies in the period (default: the current calendar year), optionally of the given statuses.',
      access: permission(PERMISSIONS.export),
      query: ExportQuery,
      produces: 'text/csv',
    },
    async ({ query, ctx, res }) => {
      const year = (query.from ?? query.to ?? ctx.now().toISOString()).slice(0, 4);
      const params = {
        from: query.from ?? `${year}-01-01`,
        to: query.to ?? `${year}-12-31`,
        status: query.status,
      };
      await sendCsv(
        res,
        `notes-de-frais_${params.from}_${params.to}.csv`,
        EXPENSE_CLAIMS_HEADER,
        expenseClaimCsvRows(sequelize, params),
      );
    },
  );
}
