import { defineStates } from '../../platform/state-machine';
import type { ImportSessionStatus } from '../../../shared/views/import';

/**
 * A session's lifecycle as stored: upload answers VALIDATED or INVALID (an INVALID one is only
 * read; a corrected workbook is a new upload); EXECUTING is shown while an execution runs, never stored.
 */
export const IMPORT_SESSION_STATES = defineStates<Exclude<ImportSessionStatus, 'EXECUTING'>, 'execute' | 'rollback'>({
  VALIDATED: { execute: 'EXECUTED' },
  INVALID: {},
  EXECUTED: { rollback: 'ROLLED_BACK' },
  ROLLED_BACK: {},
});
