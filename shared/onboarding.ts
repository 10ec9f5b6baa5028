/** Identifiers of onboarding and offboarding, shared by the server and the renderer. */

/** Who does a step of an onboarding checklist. */
export const TASK_OWNER_TYPES = ['ROLE', 'USER', 'MANAGER', 'EMPLOYEE'] as const;
export type TaskOwnerType = (typeof TASK_OWNER_TYPES)[number];

/**
 * PENDING_APPROVAL only when the tenant has an EMPLOYEE_ONBOARDING circuit; its approval opens
 * the checklist (IN_PROGRESS), a rejection or a timeout closes it (REJECTED, EXPIRED). The last
 * step done makes it COMPLETED.
 */
export const ONBOARDING_STATUSES = ['PENDING_APPROVAL', 'IN_PROGRESS', 'COMPLETED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const OPEN_ONBOARDING_STATUSES: readonly OnboardingStatus[] = ['PENDING_APPROVAL', 'IN_PROGRESS'];

export const TASK_STATUSES = ['TODO', 'DONE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const OFFBOARDING_REASONS = ['RESIGNATION', 'DISMISSAL', 'END_OF_CONTRACT', 'END_OF_TRIAL', 'MUTUAL_AGREEMENT', 'RETIREMENT', 'OTHER'] as const;
export type OffboardingReason = (typeof OFFBOARDING_REASONS)[number];
export const OFFBOARDING_REASON_LABELS: Record<OffboardingReason, { fr: string; en: string }> = {
  RESIGNATION: { fr: 'Démission', en: 'Resignation' },
  DISMISSAL: { fr: 'Licenciement', en: 'Dismissal' },
  END_OF_CONTRACT: { fr: 'Fin de contrat', en: 'End of contract' },
  END_OF_TRIAL: { fr: "Rupture de la période d'essai", en: 'End of trial period' },
  MUTUAL_AGREEMENT: { fr: 'Rupture d’un commun accord', en: 'Mutual agreement' },
  RETIREMENT: { fr: 'Départ à la retraite', en: 'Retirement' },
  OTHER: { fr: 'Autre motif', en: 'Other reason' },
};

/**
 * PENDING_APPROVAL (EMPLOYEE_OFFBOARDING circuit running) → SCHEDULED (approved, exit date to
 * come) → COMPLETED (employee TERMINATED at the exit date, contract in force ended). Without a
 * circuit the initiation by HR is the decision: SCHEDULED at once (COMPLETED when the exit date
 * has come). REJECTED and EXPIRED (circuit timed out) leave the employee as they were.
 */
export const OFFBOARDING_STATUSES = ['PENDING_APPROVAL', 'SCHEDULED', 'COMPLETED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export type OffboardingStatus = (typeof OFFBOARDING_STATUSES)[number];
export const OPEN_OFFBOARDING_STATUSES: readonly OffboardingStatus[] = ['PENDING_APPROVAL', 'SCHEDULED'];

export const MAX_ONBOARDING_STEPS = 50;
