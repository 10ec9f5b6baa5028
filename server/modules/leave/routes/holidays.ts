import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { now } from '../../../platform/tenancy/context';
import { HolidayBody } from '../../../../shared/schemas/leave';
import { HolidayView, HolidayYearView, type Holiday as HolidayViewT } from '../../../../shared/schemas/leave-views';
import type { Holiday } from '../models';
import { addHoliday, deleteHoliday, findHoliday, holidaysOfTenantYear, resetHolidayYear, tenantCountry, updateHoliday } from '../services/calendar/holidays';
import { RequiredYearQuery, YearQuery } from '../schema';

const MANAGE = permission('leave.manage');

export function presentHoliday(h: Holiday): HolidayViewT {
  return { id: h.id, date: h.date, name: h.name, kind: h.kind, estimated: h.estimated, source: h.source ?? null, origin: h.origin };
}

/** The tenant's public holidays: its country's calendar written once per year, then edited here. */
export function holidayRoutes(): ApiRouter {
  const year = async (y: number) => ({ year: y, country: await tenantCountry(), items: (await holidaysOfTenantYear(y)).map(presentHoliday) });
  return new ApiRouter('Leave — public holidays')
    .get('/admin/leave-holidays', { summary: 'Public holidays of a year (the country’s calendar the first time, then the organisation’s edits)', access: MANAGE, query: YearQuery, response: HolidayYearView }, async ({ query }) =>
      year(query.year ?? now().getUTCFullYear()),
    )
    .post('/admin/leave-holidays', { summary: 'Add a public holiday', access: MANAGE, body: HolidayBody, status: 201, response: HolidayView }, async ({ body }) => presentHoliday(await addHoliday(body)))
    .get('/admin/leave-holidays/{id}', { summary: 'One public holiday', access: MANAGE, params: IdParams, response: HolidayView }, async ({ params }) => presentHoliday(await findHoliday(params.id)))
    .put(
      '/admin/leave-holidays/{id}',
      { summary: 'Move or rename a public holiday (an estimated date becomes a confirmed one)', access: MANAGE, params: IdParams, body: HolidayBody, response: HolidayView },
      async ({ params, body }) => presentHoliday(await updateHoliday(params.id, body)),
    )
    .delete('/admin/leave-holidays/{id}', { summary: 'Remove a public holiday', access: MANAGE, params: IdParams, response: z.object({ result: z.literal('DELETED') }) }, async ({ params }) => {
      await deleteHoliday(params.id);
      return { result: 'DELETED' as const };
    })
    .post(
      '/admin/leave-holidays/reset',
      { summary: 'Drop the edits of a year and write the country’s calendar again', access: MANAGE, query: RequiredYearQuery, response: HolidayYearView },
      async ({ query }) => {
        await resetHolidayYear(query.year);
        return year(query.year);
      },
    );
}
