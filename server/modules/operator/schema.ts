import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, TENANT_MODULE_IDS } from '../../../shared/modules';
import { OPERATOR_ROLES } from '../../../shared/permissions';
import { ADD_ON_TYPES, DISCOUNT_TYPES, FEATURE_STATUSES, OPERATOR_AUDIT_TARGETS, PLAN_STATUSES, PLAN_VISIBILITIES } from '../../../shared/operator';
import { isoDateSchema } from '../../../shared/schemas/accounting';
export { CreatedTenantView, TenantView } from '../../../shared/schemas/operator';
import { listQuery } from '../../platform/http/list';

const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const Search = z.string().trim().min(1).max(100);

export const TenantListQuery = listQuery(['companyName', 'slug', 'createdAt', 'trialEndsAt'], {
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  plan: z.string().trim().toUpperCase().min(1).max(50).optional(),
  q: Search.optional(),
});

export const TenantParams = z.object({ tenantId: z.uuid() });
export const IdParam = z.object({ id: z.uuid() });
export const OperatorParams = z.object({ operatorId: z.uuid() });
export const PlanParams = z.object({ planId: z.uuid() });
export const AddOnParams = z.object({ addOnId: z.uuid() });
export const FeatureParams = z.object({ code: z.string().trim().toLowerCase().min(1).max(60) });

export const OperatorListQuery = listQuery(['lastName', 'email', 'createdAt'], {
  q: Search.optional(),
  role: z.enum(OPERATOR_ROLES).optional(),
  active: BooleanQuery.optional(),
});
export const AuditQuery = listQuery([], {
  operatorId: z.uuid().optional(),
  action: z.string().trim().toUpperCase().min(1).max(60).optional(),
  targetType: z.enum(OPERATOR_AUDIT_TARGETS).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  from: isoDateSchema().optional(),
  to: isoDateSchema().optional(),
});
export const PaymentAuditQuery = listQuery([], { tenantId: z.uuid().optional() });
export const PlanListQuery = listQuery(['code', 'name', 'sortOrder', 'createdAt'], {
  status: z.enum(PLAN_STATUSES).optional(),
  visibility: z.enum(PLAN_VISIBILITIES).optional(),
  q: Search.optional(),
});
export const FeatureListQuery = listQuery(['code', 'module', 'sortOrder'], {
  module: z.enum(TENANT_MODULE_IDS).optional(),
  status: z.enum(FEATURE_STATUSES).optional(),
  q: Search.optional(),
});
export const AddOnListQuery = listQuery(['code', 'name', 'type'], { type: z.enum(ADD_ON_TYPES).optional(), active: BooleanQuery.optional() });
export const PromoListQuery = listQuery(['code', 'createdAt', 'validUntil'], {
  active: BooleanQuery.optional(),
  discountType: z.enum(DISCOUNT_TYPES).optional(),
  q: Search.optional(),
});
export const PageOnlyQuery = listQuery([]);
export const HistoryQuery = listQuery([], { all: BooleanQuery.optional() });
export const PublicPlansQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
