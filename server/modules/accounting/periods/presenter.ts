import { z } from 'zod';
import { allowedActions } from '../../../platform/state-machine';
import { currentContext } from '../../../platform/tenancy/context';
import type { FiscalPeriod } from '../models';
import { PERIOD_STATES } from './states';

export const FiscalPeriodResponse = z.object({
  id: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  period: z.string().meta({ description: 'YYYY-MM' }),
  startDate: z.string(),
  endDate: z.string(),
  status: z.string(),
  closedAt: z.string().nullable(),
  draftEntries: z.number().int(),
  actions: z.array(z.string()),
});

export function presentPeriod(p: FiscalPeriod, draftEntries = 0) {
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
