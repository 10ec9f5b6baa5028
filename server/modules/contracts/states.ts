import { defineStates } from '../../platform/state-machine';
import type { AmendmentStatus, ContractAction, ContractStatus } from '../../../shared/contracts';

export type { ContractAction };
/** lapse: a signed amendment whose contract ended before its effective date never applies. */
export type AmendmentAction = 'sign' | 'apply' | 'cancel' | 'lapse';

/**
 * The specification's table, plus where edits and amendments are allowed: a DRAFT is edited in
 * place; once SIGNED, changes only go through amendments, which need a contract in force. An
 * applied amendment moves ACTIVE to AMENDED; AMENDED allows what ACTIVE allows.
 */
export const contractStates = defineStates<ContractStatus, ContractAction>({
  DRAFT: { edit: 'DRAFT', send: 'SENT' },
  SENT: { sign: 'SIGNED' },
  SIGNED: { activate: 'ACTIVE' },
  ACTIVE: { terminate: 'TERMINATED', amend: 'AMENDED' },
  AMENDED: { terminate: 'TERMINATED', amend: 'AMENDED' },
  TERMINATED: {},
});

export const amendmentStates = defineStates<AmendmentStatus, AmendmentAction>({
  DRAFT: { sign: 'SIGNED', cancel: 'CANCELLED' },
  SIGNED: { apply: 'APPLIED', lapse: 'CANCELLED' },
  APPLIED: {},
  CANCELLED: {},
});
