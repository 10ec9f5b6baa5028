import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../../shared/modules';
import { listQuery } from '../../platform/http/list';

export const TenantView = z.object({
  id: z.uuid(),
  slug: z.string(),
  companyName: z.string(),
  country: z.string(),
  currency: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  planCode: z.string().nullable(),
  licensedModules: z.array(z.string()),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const CreatedTenantView = TenantView.extend({
  admin: z.object({ id: z.uuid(), email: z.string(), invitationSent: z.boolean() }),
});

export const TenantListQuery = listQuery(['companyName', 'slug', 'createdAt', 'trialEndsAt'], {
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  plan: z.string().trim().min(1).max(50).optional(),
  q: z.string().trim().min(1).max(100).optional(),
});

export const TenantParams = z.object({ tenantId: z.uuid() });
