import { formatCents } from '../../../../shared/money';
import type { AppContainer } from '../../../platform/modules';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { isoToday } from '../reports/dates';
import { resultClasses, tenantChart } from '../reports/tenant-chart';
import { computeDashboard } from './dashboard';
import { DashboardView } from '../../../../shared/views/accounting';

export function dashboardRouter({ sequelize }: AppContainer): ApiRouter {
  return new ApiRouter('Accounting dashboard').get(
    '/accounting/dashboard',
    { summary: 'Accounting dashboard', access: permission('accounting.dashboard.read'), response: DashboardView },
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
