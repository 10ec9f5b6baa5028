import { defineStates } from '../../../platform/state-machine';
import type { EntryAction, EntryStatus } from '../../../../shared/accounting';

export type { EntryAction };

/** Journal entry: DRAFT may change and be posted; POSTED is definitive and only reversed. */
export const ENTRY_STATES = defineStates<EntryStatus, EntryAction>({
  DRAFT: { edit: 'DRAFT', delete: 'DRAFT', post: 'POSTED' },
  POSTED: { reverse: 'POSTED' },
});
