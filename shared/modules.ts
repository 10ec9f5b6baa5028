/** Licensed modules of the specification. PLATFORM is the operator space. */
export const MODULE_IDS = ['ACCOUNTING', 'HR', 'LEAVE', 'APPRAISAL', 'RECRUITMENT', 'BOOKING', 'SUPPLIES', 'PLATFORM'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Modules a tenant can be licensed (the operator space is not one of them). */
export const TENANT_MODULE_IDS = MODULE_IDS.filter((m) => m !== 'PLATFORM') as Exclude<ModuleId, 'PLATFORM'>[];

export const SUBSCRIPTION_STATUSES = ['TRIAL', 'ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const COUNTRIES = ['CI', 'SN', 'ML', 'BF', 'NE', 'GN', 'TG', 'BJ', 'FR'] as const;
export const CURRENCIES = ['XOF', 'EUR', 'USD', 'GNF'] as const;
