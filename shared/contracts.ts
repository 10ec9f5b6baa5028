/** Identifiers of contracts and amendments, shared by the server and the renderer. */

export const CONTRACT_TYPES = ['CDI', 'CDD', 'STAGE', 'CONSULTANT', 'INTERIM'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Types whose contract must say when it ends. */
export const FIXED_TERM_TYPES: readonly ContractType[] = ['CDD', 'STAGE', 'INTERIM'];

export const CONTRACT_TYPE_LABELS: Record<ContractType, { fr: string; en: string }> = {
  CDI: { fr: 'Contrat à durée indéterminée', en: 'Permanent contract' },
  CDD: { fr: 'Contrat à durée déterminée', en: 'Fixed-term contract' },
  STAGE: { fr: 'Convention de stage', en: 'Internship agreement' },
  CONSULTANT: { fr: 'Contrat de prestation (consultant)', en: 'Consulting agreement' },
  INTERIM: { fr: "Contrat de mission d'intérim", en: 'Temporary work assignment' },
};

/**
 * DRAFT → SENT → SIGNED → ACTIVE → TERMINATED. AMENDED means "in force, with at least one
 * signed amendment applied": it allows everything ACTIVE allows (further amendments,
 * termination) and counts as the employee's contract in force.
 */
export const CONTRACT_STATUSES = ['DRAFT', 'SENT', 'SIGNED', 'ACTIVE', 'AMENDED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const IN_FORCE_STATUSES: readonly ContractStatus[] = ['ACTIVE', 'AMENDED'];
/** What may be done to a contract from its status (its `allowedActions`). */
export const CONTRACT_ACTIONS = ['edit', 'send', 'sign', 'activate', 'terminate', 'amend'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** DRAFT → SIGNED (signed proof) → APPLIED on its effective date; a DRAFT may be CANCELLED. */
export const AMENDMENT_STATUSES = ['DRAFT', 'SIGNED', 'APPLIED', 'CANCELLED'] as const;
export type AmendmentStatus = (typeof AMENDMENT_STATUSES)[number];

/** What an amendment may change on a contract in force. */
export const AMENDABLE_FIELDS = ['salary', 'weeklyHours', 'jobTitle', 'workLocation', 'endDate', 'trialPeriodEndDate'] as const;
export type AmendableField = (typeof AMENDABLE_FIELDS)[number];

export const CONTRACT_ALERT_KINDS = ['CONTRACT_END', 'TRIAL_END'] as const;
export type ContractAlertKind = (typeof CONTRACT_ALERT_KINDS)[number];
/** Ends of fixed-term contracts and of trial periods are announced this many days before. */
export const CONTRACT_ALERT_NOTICE_DAYS = 30;

/** Largest signed proof accepted. */
export const SIGNED_PROOF_MAX_BYTES = 10 * 1024 * 1024;
