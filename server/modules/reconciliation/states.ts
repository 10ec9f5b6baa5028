import { defineStates } from '../../platform/state-machine';
import type { StatementLineAction, StatementLineStatus } from '../../../shared/reconciliation';

/** A statement line is matched to one posted entry, or not; unmatching makes it available again. */
export const STATEMENT_LINE_STATES = defineStates<StatementLineStatus, StatementLineAction>({
  UNMATCHED: { match: 'MATCHED' },
  MATCHED: { unmatch: 'UNMATCHED' },
});
