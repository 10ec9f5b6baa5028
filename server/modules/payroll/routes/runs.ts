import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { invalidState } from '../../../platform/http/problem';
import { permission } from '../../../platform/http/requirements';
import { presentEntry, presentEntryDetail, presentJournal, presentRuns } from '../presenter';
import {
  CreateRunBody,
  EntryList,
  EntryListQuery,
  EntryParams,
  PayRunBody,
  PayrollEntryDetail,
  PayrollJournalView,
  PayrollRunDetail,
  PayrollRunView,
  RunList,
  RunListQuery,
  RunParams,
} from '../schema';
import { computeRun } from '../services/compute';
import { entriesOf, findEntry, pageEntries, payslipCounts } from '../services/queries';
import { createRun, deleteRun, findRun, listRuns } from '../services/runs';
import { closeRun, payRun, validateRun } from '../services/transitions';
import type { PayrollRun } from '../models';

export const READ = permission('accounting.read');
export const MANAGE = permission('accounting.manage');

/** One run as the API answers it. */
export async function runAnswer(run: PayrollRun) {
  const [view] = await presentRuns([run], await payslipCounts([run.id]));
  return view;
}

const STATES =
  'DRAFT → VALIDATED → PAID → CLOSED, strictly forward; a transition not allowed from the run’s status answers 409 INVALID_STATE with currentStatus.';

/** Payroll runs: list, creation, detail with entries, the state transitions and the journal entry. */
export function runRoutes(): ApiRouter {
  const action = (path: string, summary: string, description: string, run: (id: string) => Promise<PayrollRun>) =>
    [path, { summary, description: `${description} ${STATES}`, access: MANAGE, params: RunParams, response: PayrollRunView }, async ({ params }: { params: { runId: string } }) => runAnswer(await run(params.runId))] as const;

  return new ApiRouter('Payroll')
    .get('/accounting/payroll', { summary: 'Payroll runs (latest period first)', access: READ, query: RunListQuery, response: RunList }, async ({ query }) => {
      const { rows, count } = await listRuns(query);
      return envelope(await presentRuns(rows, await payslipCounts(rows.map((r) => r.id))), count, query);
    })
    .post(
      '/accounting/payroll',
      {
        summary: 'Create the run of a month (DRAFT, no entry until computed)',
        description: 'One run per month (409 DUPLICATE). The rules are those of the tenant’s country (SN, CI or FR; any other country: 422 BUSINESS_RULE), which must be in force for the month.',
        access: MANAGE,
        body: CreateRunBody,
        status: 201,
        response: PayrollRunView,
      },
      async ({ body }) => runAnswer(await createRun(body)),
    )
    .get('/accounting/payroll/{runId}', { summary: 'A run with its entries', access: READ, params: RunParams, response: PayrollRunDetail }, async ({ params }) => {
      const run = await findRun(params.runId);
      return { ...(await runAnswer(run)), entries: (await entriesOf(run.id)).map(presentEntry) };
    })
    .delete('/accounting/payroll/{runId}', { summary: 'Delete a DRAFT run with its entries and variable inputs', description: STATES, access: MANAGE, params: RunParams, status: 204 }, async ({ params }) => {
      await deleteRun(params.runId);
    })
    .get('/accounting/payroll/{runId}/entries', { summary: 'A page of the run’s entries', access: READ, params: RunParams, query: EntryListQuery, response: EntryList }, async ({ params, query }) => {
      await findRun(params.runId);
      const { rows, count } = await pageEntries(params.runId, query);
      return envelope(rows.map(presentEntry), count, query);
    })
    .get(
      '/accounting/payroll/{runId}/entries/{entryId}',
      { summary: 'One entry with its computation (earnings, contribution lines, income taxes)', access: READ, params: EntryParams, response: PayrollEntryDetail },
      async ({ params }) => presentEntryDetail(await findEntry(params.runId, params.entryId)),
    )
    .post(
      ...action(
        '/accounting/payroll/{runId}/compute',
        'Compute the entries of a DRAFT run',
        'Every ACTIVE employee with a contract in force in the month (and anyone whose contract ended during it), the contract salary prorated by calendar days for arrivals and departures, plus the run’s variable inputs, under the month’s rules and the tenant’s overrides. All or nothing: employees who cannot be computed are listed in `errors` (422 BUSINESS_RULE).',
        computeRun,
      ),
    )
    .post(
      ...action(
        '/accounting/payroll/{runId}/validate',
        'Validate a computed run and post its journal entry (DRAFT → VALIDATED)',
        'Refused without entries and when variable inputs changed since the last computation (422 BUSINESS_RULE). Posts the journal entry (source PAYROLL, dated the last day of the month): 661x/641x gross and 664x/645x employer charges in debit, 422/421 net pay per employee, 431x/437 contributions and 447x/4421 income tax in credit; a closed period answers 422 PERIOD_CLOSED and nothing changes. When the company requires accounting.write for posting steps (separation of duties), a caller without it gets 403 PERMISSION_DENIED.',
        validateRun,
      ),
    )
    .post(
      '/accounting/payroll/{runId}/pay',
      {
        summary: 'Record the payment of a validated run (VALIDATED → PAID)',
        description: `Posts the bank payment dated paymentDate (not before the month starts): the net-pay account in debit per employee, the default bank account in credit. When the company requires accounting.write for posting steps (separation of duties), a caller without it gets 403 PERMISSION_DENIED. ${STATES}`,
        access: MANAGE,
        params: RunParams,
        body: PayRunBody,
        response: PayrollRunView,
      },
      async ({ params, body }) => runAnswer(await payRun(params.runId, body.paymentDate)),
    )
    .post(...action('/accounting/payroll/{runId}/close', 'Close a paid run for good (PAID → CLOSED)', '', closeRun))
    .get('/accounting/payroll/{runId}/journal', { summary: 'The journal entry the run posted when it left DRAFT', description: 'A DRAFT run has none yet: 409 INVALID_STATE.', access: READ, params: RunParams, response: PayrollJournalView }, async ({ params }) => {
      const run = await findRun(params.runId);
      const journal = await presentJournal(run);
      if (!journal) throw invalidState(run.status, 'read the journal entry (validate the run first)');
      return journal;
    });
}
