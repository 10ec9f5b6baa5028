import { defineStates } from '../../../platform/state-machine';
import type { FiscalYearStatus } from '../../../../shared/accounting';

export type FiscalYearAction = 'close' | 'reopen';

/** Fiscal year: Open → Closed (result entry and à-nouveaux) → Reopened (both removed) → Closed again. */
export const FISCAL_YEAR_STATES = defineStates<FiscalYearStatus, FiscalYearAction>({
  OPEN: { close: 'CLOSED' },
  CLOSED: { reopen: 'REOPENED' },
  REOPENED: { close: 'CLOSED' },
});
