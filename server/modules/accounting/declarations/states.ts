import { defineStates } from '../../../platform/state-machine';

export const DECLARATION_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];
export type DeclarationAction = 'edit' | 'submit' | 'delete';

/**
 * Declarations (VAT and social): created DRAFT; a draft may be edited, deleted or submitted;
 * SUBMITTED is final — no way back, no edit, no delete. Deletion leaves no state behind, so it
 * is a move from DRAFT to DRAFT that the service follows by destroying the record.
 */
export const declarationStates = defineStates<DeclarationStatus, DeclarationAction>({
  DRAFT: { edit: 'DRAFT', submit: 'SUBMITTED', delete: 'DRAFT' },
  SUBMITTED: {},
});
