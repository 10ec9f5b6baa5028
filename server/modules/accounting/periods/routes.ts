import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { sendFile } from '../../../platform/http/download';
import { listOf, pageArray } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { port } from '../../../platform/modules';
import { currentTenantId, yearOf, today } from '../runtime';
import { fiscalCalendar } from './calendar';
import { closePeriod, draftCountOf, draftCountsByMonth, ensureYear, MAX_FISCAL_YEAR, MIN_FISCAL_YEAR, reopenPeriod } from './periods';
import { FiscalPeriodView } from '../../../../shared/views/accounting';
import { presentPeriod } from './presenter';

const YearQuery = z.object({
  year: z.coerce.number().int().min(MIN_FISCAL_YEAR).max(MAX_FISCAL_YEAR).optional().meta({ description: 'The current year when omitted' }),
});

export function periodRoutes(): ApiRouter {
  return new ApiRouter('Accounting — fiscal periods')
    .get(
      '/accounting/fiscal-periods',
      {
        summary: 'The twelve monthly periods of a year',
        description: 'Created (OPEN) on the first request for the year.',
        access: permission('accounting.read'),
        query: YearQuery,
        response: listOf(FiscalPeriodView),
      },
      async ({ query }) => {
        const year = query.year ?? yearOf(today());
        const periods = await ensureYear(year);
        const drafts = await draftCountsByMonth(year);
        const items = periods.map((p) => presentPeriod(p, drafts.get(p.month) ?? 0));
        return pageArray(items, { page: 1, pageSize: 12 });
      },
    )
    .post(
      '/accounting/fiscal-periods/{id}/close',
      {
        summary: 'Close a period (Open or Reopened → Closed)',
        description: 'No entry dated in a Closed period can be created, changed, deleted or posted (422 PERIOD_CLOSED); drafts already inside wait for a reopening.',
        access: permission('accounting.validate'),
        params: IdParams,
        response: FiscalPeriodView,
      },
      async ({ params }) => {
        const period = await closePeriod(params.id);
        return presentPeriod(period, await draftCountOf(period));
      },
    )
    .post(
      '/accounting/fiscal-periods/{id}/reopen',
      {
        summary: 'Reopen a closed period (Closed → Reopened)',
        access: permission('accounting.validate'),
        params: IdParams,
        response: FiscalPeriodView,
      },
      async ({ params }) => {
        const period = await reopenPeriod(params.id);
        return presentPeriod(period, await draftCountOf(period));
      },
    )
    .get(
      '/accounting/fiscal/calendar',
      {
        summary: 'Fiscal calendar of a year (.ics)',
        description: "One all-day event per period on its close date (the period's last day).",
        access: permission('accounting.config'),
        query: YearQuery,
        produces: 'text/calendar',
      },
      async ({ query, res }) => {
        const year = query.year ?? yearOf(today());
        const periods = await ensureYear(year);
        const tenant = await port('tenants').findTenantById(currentTenantId());
        sendFile(res, `calendrier-fiscal-${year}.ics`, 'text/calendar; charset=utf-8', fiscalCalendar(periods, tenant?.companyName ?? '', year));
        return undefined;
      },
    );
}
