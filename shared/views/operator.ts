import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../modules';

/**
 * Response views of the operator space (tenants): the routes answer them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */
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
