import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../../shared/modules';
import { listQuery } from '../../platform/http/list';

export { CreatedTenantView, TenantView } from '../../../shared/views/operator';

export const TenantListQuery = listQuery(['companyName', 'slug', 'createdAt', 'trialEndsAt'], {
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  plan: z.string().trim().min(1).max(50).optional(),
  q: z.string().trim().min(1).max(100).optional(),
});

export const TenantParams = z.object({ tenantId: z.uuid() });
