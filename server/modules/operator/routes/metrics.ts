import { MetricsView, PublicPlansView } from '../../../../shared/schemas/operator';
import { PUBLIC, permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { dashboardMetrics, publicPlans } from '../services/metrics';

/** The operator dashboard's metrics and the public plan comparison. */
export function metricsRoutes(): ApiRouter {
  return new ApiRouter('Operator: metrics and public plans')
    .get(
      '/admin-platform/dashboard/metrics',
      {
        summary: 'Tenants by status, MRR (monthly prices plus annual/12, less discounts and custom deals), new tenants and churn per month over 12 months',
        access: permission('platform.analytics.read'),
        response: MetricsView,
      },
      () => dashboardMetrics(),
    )
    .get(
      '/public/plans',
      {
        summary: 'Public plan comparison (no authentication): active public plans and the features shown in comparison, named in French and English',
        access: PUBLIC,
        response: PublicPlansView,
      },
      () => publicPlans(),
    );
}
