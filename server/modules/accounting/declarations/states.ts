import { defineStates } from '../../../platform/state-machine';

import type { DeclarationAction, DeclarationStatus } from '../../../../shared/accounting';

export { DECLARATION_STATUSES, type DeclarationAction, type DeclarationStatus } from '../../../../shared/accounting';

/**
 * Declarations (VAT and social): created DRAFT; a draft may be edited, deleted or submitted;
 * SUBMITTED is final — no way back, no edit, no delete. Deletion leaves no state behind, so it
 * is a move from DRAFT to DRAFT that the service follows by destroying the record.
 */
export const declarationStates = defineStates<DeclarationStatus, DeclarationAction>({
  DRAFT: { edit: 'DRAFT', submit: 'SUBMITTED', delete: 'DRAFT' },
  SUBMITTED: {},
});
