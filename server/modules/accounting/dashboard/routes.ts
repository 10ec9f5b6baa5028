import { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import type { AppContainer } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { isoToday } from '../reports/dates';
import { resultClasses, tenantChart } from '../reports/tenant-chart';
import { computeDashboard } from './dashboard';

const money = z.string().meta({ example: '1180.00' });

export const DashboardResponse = z.object({
  asOf: z.string(),
  month: z.string().describe('YYYY-MM of the current month'),
  revenue: money.describe('Class 7 products of the current month'),
  expenses: money.describe('Class 6 charges of the current month'),
  netResult: money.describe('Result of the current month (all income-statement classes)'),
  draftEntries: z.number().int(),
  overdueInvoices: z.number().int().describe('Sent invoices past their due date that still owe something (open 411x items past due when the app has no invoicing)'),
  pendingExpenseClaims: z.number().int(),
  unreconciledBankLines: z.number().int(),
  overdueReceivables: money.describe('Total still owed on those invoices (or items)'),
  history: z.array(z.object({ month: z.string(), revenue: money, expenses: money })).describe('Last 6 months, oldest first'),
});

export function dashboardRouter({ sequelize }: AppContainer): ApiRouter {
  return new ApiRouter('Accounting dashboard').get(
    '/accounting/dashboard',
    { summary: 'Accounting dashboard', access: permission('accounting.dashboard.read'), response: DashboardResponse },
    async ({ ctx }) => {
      const { chart } = await tenantChart();
      const d = await computeDashboard(sequelize, isoToday(ctx.now()), resultClasses(chart));
      return {
        ...d,
        revenue: formatCents(d.revenue),
        expenses: formatCents(d.expenses),
        netResult: formatCents(d.netResult),
        overdueReceivables: formatCents(d.overdueReceivables),
        history: d.history.map((h) => ({ month: h.month, revenue: formatCents(h.revenue), expenses: formatCents(h.expenses) })),
      };
    },
  );
}
