import type { z } from 'zod';
import type { FiscalPeriodView } from '../../../../shared/views/accounting';
import { allowedActions } from '../../../platform/state-machine';
import { currentContext } from '../../../platform/tenancy/context';
import type { FiscalPeriod } from '../models';
import { PERIOD_STATES } from './states';

export function presentPeriod(p: FiscalPeriod, draftEntries = 0): z.infer<typeof FiscalPeriodView> {
  const permissions = currentContext()?.permissions ?? new Set<string>();
  return {
    id: p.id,
    year: p.year,
    month: p.month,
    period: `${p.year}-${String(p.month).padStart(2, '0')}`,
    startDate: p.startDate,
    endDate: p.endDate,
    status: p.status,
    closedAt: p.closedAt ? p.closedAt.toISOString() : null,
    draftEntries,
    actions: permissions.has('accounting.validate') ? allowedActions(PERIOD_STATES, p.status) : [],
  };
}
