import { defineStates } from '../../../platform/state-machine';
import type { PeriodAction, PeriodStatus } from '../../../../shared/accounting';

export type { PeriodAction };

/**
 * Fiscal period: Open → Closed → Reopened. The specification leaves closing a Reopened period
 * open; we allow it (Reopened → Closed), since reopening is meant for a correction after which
 * the month is closed again.
 */
export const PERIOD_STATES = defineStates<PeriodStatus, PeriodAction>({
  OPEN: { close: 'CLOSED' },
  CLOSED: { reopen: 'REOPENED' },
  REOPENED: { close: 'CLOSED' },
});
