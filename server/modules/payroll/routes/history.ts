import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { HistoryLineList, HistoryListQuery, HistoryParams, PayrollHistoryLineView } from '../schema';
import { findHistoryLine, listHistory } from '../services/history';
import { READ } from './runs';

/** Months of pay taken over from an earlier system by the bulk import (08_Paie); read only. */
export function historyRoutes(): ApiRouter {
  return new ApiRouter('Payroll history')
    .get('/accounting/payroll-history', { summary: 'Imported months of pay, latest period first', access: READ, query: HistoryListQuery, response: HistoryLineList }, async ({ query }) => {
      const { rows, count } = await listHistory(query);
      return envelope(rows, count, query);
    })
    .get('/accounting/payroll-history/{id}', { summary: 'One imported month of pay', access: READ, params: HistoryParams, response: PayrollHistoryLineView }, ({ params }) => findHistoryLine(params.id));
}
