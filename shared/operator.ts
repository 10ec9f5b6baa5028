/** Enumerations of the operator space, shared by the server and the renderer. */

/** Catalog prices, payments and revenue are in the platform's currency. */
export const PLATFORM_CURRENCY = 'XOF';

export const PLAN_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_VISIBILITIES = ['PUBLIC', 'INTERNAL'] as const;
export type PlanVisibility = (typeof PLAN_VISIBILITIES)[number];

export const FEATURE_STATUSES = ['ACTIVE', 'BETA', 'DEPRECATED'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export const ADD_ON_TYPES = ['FEATURE', 'USER_PACK', 'MODULE'] as const;
export type AddOnType = (typeof ADD_ON_TYPES)[number];

export const DISCOUNT_TYPES = ['PCT', 'FIXED', 'MONTHS_FREE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const BILLING_CYCLES = ['MONTHLY', 'ANNUAL'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const PAYMENT_METHODS = ['BANK_TRANSFER', 'MOBILE_MONEY', 'CASH', 'CHECK', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_SOURCES = ['MANUAL', 'ONLINE'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const PAYMENT_STATUSES = ['VALIDATED', 'PENDING', 'REJECTED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Kinds of moves in a tenant's subscription history; PLAN rows are its plan history. */
export const HISTORY_KINDS = ['PLAN', 'STATUS', 'TRIAL', 'PERIOD', 'CUSTOM_DEAL', 'PROMO'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Days added by one extend-trial. */
export const TRIAL_EXTENSION_DAYS = 7;

export const OPERATOR_AUDIT_TARGETS = ['OPERATOR', 'PLAN', 'FEATURE', 'ADD_ON', 'PROMO_CODE', 'TENANT', 'SUBSCRIPTION', 'LICENSE_INSTANCE'] as const;
export type OperatorAuditTarget = (typeof OPERATOR_AUDIT_TARGETS)[number];
