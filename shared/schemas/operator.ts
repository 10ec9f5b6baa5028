import { z } from 'zod';
import { MODULE_IDS, SUBSCRIPTION_STATUSES, TENANT_MODULE_IDS } from '../modules';
import { OPERATOR_ROLES } from '../permissions';
import {
  ADD_ON_TYPES,
  BILLING_CYCLES,
  DISCOUNT_TYPES,
  FEATURE_STATUSES,
  HISTORY_KINDS,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  PAYMENT_STATUSES,
  PLAN_STATUSES,
  PLAN_VISIBILITIES,
} from '../operator';
import { amountSchema, isoDateSchema } from './accounting';
import { Email, NewPassword } from './auth';

/** Request bodies and response views of the operator space (server validation, renderer forms and types). */

const Code = (max: number) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .min(2, 'At least 2 characters')
    .max(max)
    .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'Capital letters, digits, - and _ only');
const Text = (max: number) => z.string().trim().min(1).max(max);
const Quota = z.number().int().min(0).max(1_000_000).nullable();
const TenantModule = z.enum(TENANT_MODULE_IDS);

// Operators
export const CreateOperatorBody = z.object({
  email: Email,
  firstName: Text(100),
  lastName: Text(100),
  role: z.enum(OPERATOR_ROLES),
  locale: z.enum(['fr', 'en']).optional(),
});
export const OperatorView = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  active: z.boolean(),
  locale: z.string(),
  passwordSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorViewT = z.infer<typeof OperatorView>;
export const OperatorSetPasswordBody = z.object({ token: z.string().min(1).max(200), password: NewPassword });

// Audit
export const OperatorAuditView = z.object({
  id: z.uuid(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorAuditViewT = z.infer<typeof OperatorAuditView>;
export const PaymentAuditView = z.object({
  id: z.uuid(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  tenantId: z.uuid(),
  paymentId: z.string().nullable(),
  decision: z.string(),
  payload: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});

// Catalog: plans
export const PlanQuotas = z.object({
  users: Quota,
  companies: Quota,
  others: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/), Quota).default({}),
});
export const PlanBody = z.object({
  code: Code(50),
  name: Text(120),
  description: z.string().trim().max(2000).nullable().optional(),
  monthlyPrice: amountSchema(),
  annualPrice: amountSchema(),
  quotas: PlanQuotas,
  visibility: z.enum(PLAN_VISIBILITIES),
  modules: z.array(TenantModule).min(1).max(TENANT_MODULE_IDS.length),
  featureCodes: z.array(z.string().trim().min(1).max(60)).max(200).default([]),
  sortOrder: z.number().int().min(0).max(1000).optional(),
});
export type PlanInput = z.infer<typeof PlanBody>;
export const DuplicatePlanBody = z.object({ code: Code(50).optional(), name: Text(120).optional() });
export const PlanView = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyPrice: z.string(),
  annualPrice: z.string(),
  currency: z.string(),
  quotas: z.object({ users: z.number().nullable(), companies: z.number().nullable(), others: z.record(z.string(), z.number().nullable()) }),
  visibility: z.enum(PLAN_VISIBILITIES),
  status: z.enum(PLAN_STATUSES),
  modules: z.array(z.enum(MODULE_IDS)),
  featureCodes: z.array(z.string()),
  sortOrder: z.number().int(),
  tenantCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanViewT = z.infer<typeof PlanView>;
export const PlanChangeView = z.object({
  id: z.uuid(),
  action: z.string(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type PlanChangeViewT = z.infer<typeof PlanChangeView>;

// Catalog: features
export const FeatureBody = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9_.-]*$/, 'Lower-case letters, digits, ., - and _ only'),
  nameFr: Text(150),
  nameEn: Text(150),
  module: TenantModule,
  status: z.enum(FEATURE_STATUSES).default('ACTIVE'),
  icon: z.string().trim().max(60).nullable().optional(),
  visibleInComparison: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).optional(),
});
export const UpdateFeatureBody = FeatureBody.omit({ code: true });
export const FeatureView = z.object({
  id: z.uuid(),
  code: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  module: z.string(),
  status: z.enum(FEATURE_STATUSES),
  icon: z.string().nullable(),
  visibleInComparison: z.boolean(),
  sortOrder: z.number().int(),
});
export type FeatureViewT = z.infer<typeof FeatureView>;

// Catalog: add-ons
export const AddOnBody = z
  .object({
    code: Code(50),
    name: Text(120),
    description: z.string().trim().max(2000).nullable().optional(),
    type: z.enum(ADD_ON_TYPES),
    monthlyPrice: amountSchema(),
    module: TenantModule.nullable().optional(),
    featureCode: z.string().trim().min(1).max(60).nullable().optional(),
    users: z.number().int().min(1).max(100_000).nullable().optional(),
  })
  .superRefine((a, ctx) => {
    if (a.type === 'MODULE' && !a.module) ctx.addIssue({ code: 'custom', path: ['module'], message: 'A MODULE add-on names its module' });
    if (a.type === 'FEATURE' && !a.featureCode) ctx.addIssue({ code: 'custom', path: ['featureCode'], message: 'A FEATURE add-on names its feature' });
    if (a.type === 'USER_PACK' && !a.users) ctx.addIssue({ code: 'custom', path: ['users'], message: 'A USER_PACK add-on gives a number of users' });
  });
export const AddOnView = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(ADD_ON_TYPES),
  monthlyPrice: z.string(),
  currency: z.string(),
  module: z.string().nullable(),
  featureCode: z.string().nullable(),
  users: z.number().nullable(),
  active: z.boolean(),
});
export type AddOnViewT = z.infer<typeof AddOnView>;

// Promo codes
export const PromoCodeBody = z
  .object({
    code: Code(40),
    description: z.string().trim().max(500).nullable().optional(),
    discountType: z.enum(DISCOUNT_TYPES),
    percent: z.number().int().min(1).max(100).nullable().optional(),
    amount: amountSchema().nullable().optional(),
    freeMonths: z.number().int().min(1).max(24).nullable().optional(),
    validFrom: isoDateSchema().nullable().optional(),
    validUntil: isoDateSchema().nullable().optional(),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().optional(),
    planCodes: z.array(z.string().trim().toUpperCase().min(1).max(50)).max(50).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.discountType === 'PCT' && !p.percent) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'A PCT code gives a percentage' });
    if (p.discountType === 'FIXED' && !p.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A FIXED code gives an amount' });
    if (p.discountType === 'MONTHS_FREE' && !p.freeMonths) ctx.addIssue({ code: 'custom', path: ['freeMonths'], message: 'A MONTHS_FREE code gives a number of months' });
    if (p.validFrom && p.validUntil && p.validUntil < p.validFrom) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Ends before it starts' });
  });
export type PromoCodeInput = z.infer<typeof PromoCodeBody>;
export const PromoCodeView = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  percent: z.number().nullable(),
  amount: z.string().nullable(),
  freeMonths: z.number().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().nullable(),
  usesCount: z.number().int(),
  planCodes: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type PromoCodeViewT = z.infer<typeof PromoCodeView>;

// Tenants and subscriptions
export const TenantSettingsBody = z
  .object({
    companyName: z.string().trim().min(2).max(200),
    collectiveAgreementCode: z.string().trim().max(40).nullable(),
    defaultLocale: z.enum(['fr', 'en']),
    timezone: z.string().trim().min(1).max(60),
    contactEmail: Email.nullable(),
    contactPhone: z.string().trim().max(40).nullable(),
    address: z.string().trim().max(500).nullable(),
    deployment: z.enum(['SAAS', 'ON_PREMISE']),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type TenantSettingsInput = z.infer<typeof TenantSettingsBody>;
export const ApplyPlanBody = z.object({
  planCode: z.string().trim().toUpperCase().min(1).max(50),
  billingCycle: z.enum(BILLING_CYCLES).optional(),
  addOnCodes: z.array(z.string().trim().toUpperCase().min(1).max(50)).max(50).optional(),
  reason: z.string().trim().max(500).optional(),
});
export const ReasonBody = z.object({ reason: z.string().trim().max(500).optional() }).default({});
export const UpdateSubscriptionBody = z
  .object({
    status: z.enum(['ACTIVE', 'TERMINATED']),
    billingCycle: z.enum(BILLING_CYCLES),
    currentPeriodStart: isoDateSchema().nullable(),
    currentPeriodEnd: isoDateSchema().nullable(),
    autoRenew: z.boolean(),
    addOnCodes: z.array(z.string().trim().toUpperCase().min(1).max(50)).max(50),
    promoCode: z.string().trim().toUpperCase().min(1).max(40).nullable(),
    reason: z.string().trim().max(500),
  })
  .partial();
export type UpdateSubscriptionInput = z.infer<typeof UpdateSubscriptionBody>;
export const ExtendSubscriptionBody = z
  .object({ months: z.number().int().min(1).max(36).optional(), until: isoDateSchema().optional(), reason: z.string().trim().max(500).optional() })
  .refine((b) => (b.months === undefined) !== (b.until === undefined), 'Give months or until (one of them)');
export const CustomDealBody = z.object({
  monthlyPrice: amountSchema(),
  description: Text(500),
  validUntil: isoDateSchema().nullable().optional(),
});
export const ManualPaymentBody = z.object({
  amount: amountSchema().refine((c) => c > 0, 'The amount must be positive'),
  paidOn: isoDateSchema(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(100).nullable().optional(),
  note: z.string().trim().max(1000).nullable().optional(),
});
export const NoteBody = z.object({ body: Text(4000) });

const Money = z.string();
export const SubscriptionView = z.object({
  tenantId: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.object({ code: z.string(), name: z.string(), status: z.enum(PLAN_STATUSES) }).nullable(),
  billingCycle: z.enum(BILLING_CYCLES),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  autoRenew: z.boolean(),
  addOns: z.array(z.object({ code: z.string(), name: z.string(), type: z.enum(ADD_ON_TYPES), monthlyPrice: Money })),
  promo: z.object({ code: z.string(), discountType: z.enum(DISCOUNT_TYPES), appliedOn: z.string().nullable() }).nullable(),
  customDeal: z.object({ monthlyPrice: Money, description: z.string().nullable(), validUntil: z.string().nullable() }).nullable(),
  suspensionReason: z.string().nullable(),
  licensedModules: z.array(z.string()),
  quotas: z.object({ users: z.number().nullable(), activeUsers: z.number().int().nullable() }),
  pricing: z.object({ currency: z.string(), listMonthly: Money, discountMonthly: Money, customDealAdjustment: Money, netMonthly: Money }),
});
export type SubscriptionViewT = z.infer<typeof SubscriptionView>;
export const PaymentView = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  amount: Money,
  currency: z.string(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(PAYMENT_SOURCES),
  status: z.enum(PAYMENT_STATUSES),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentViewT = z.infer<typeof PaymentView>;
export const HistoryView = z.object({
  id: z.uuid(),
  kind: z.enum(HISTORY_KINDS),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  reason: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  occurredAt: z.string(),
});
export type HistoryViewT = z.infer<typeof HistoryView>;
export const NoteView = z.object({ id: z.uuid(), body: z.string(), operatorId: z.string().nullable(), operatorEmail: z.string().nullable(), createdAt: z.string() });
export type NoteViewT = z.infer<typeof NoteView>;
export const LicenseInfoView = z.object({
  tenantId: z.uuid(),
  deployment: z.enum(['SAAS', 'ON_PREMISE']),
  licensedModules: z.array(z.string()),
  instances: z.array(z.object({ id: z.uuid(), instanceCode: z.string(), status: z.string(), expiresAt: z.string().nullable() })),
  cacheVersionBumpedAt: z.string().nullable(),
});
export type LicenseInfoViewT = z.infer<typeof LicenseInfoView>;

// Metrics and public comparison
export const MetricsView = z.object({
  currency: z.string(),
  asOf: z.string(),
  tenants: z.object({ total: z.number().int(), active: z.number().int(), trial: z.number().int(), suspended: z.number().int(), terminated: z.number().int() }),
  mrr: z.object({ gross: Money, discounts: Money, customDeals: Money, net: Money }),
  arr: Money,
  newTenantsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  churnByMonth: z.array(z.object({ month: z.string(), terminated: z.number().int(), base: z.number().int(), rate: z.string() })),
  churn: z.object({ last30Days: z.number().int(), base: z.number().int(), rate: z.string() }),
  plans: z.array(z.object({ code: z.string(), name: z.string(), tenants: z.number().int(), mrr: Money })),
});
export type MetricsViewT = z.infer<typeof MetricsView>;
export const PublicPlansView = z.object({
  currency: z.string(),
  plans: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      monthlyPrice: Money,
      annualPrice: Money,
      quotas: z.object({ users: z.number().nullable(), companies: z.number().nullable(), others: z.record(z.string(), z.number().nullable()) }),
      modules: z.array(z.string()),
      featureCodes: z.array(z.string()),
    }),
  ),
  features: z.array(z.object({ code: z.string(), nameFr: z.string(), nameEn: z.string(), module: z.string(), icon: z.string().nullable() })),
});
export type PublicPlansViewT = z.infer<typeof PublicPlansView>;

/** A tenant as /admin-platform/tenants presents it. */
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
  settings: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const CreatedTenantView = TenantView.extend({
  admin: z.object({ id: z.uuid(), email: z.string(), invitationSent: z.boolean() }),
});
