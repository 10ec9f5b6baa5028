import { ApiRouter } from '../../../platform/http/api-router';
import { sendCsv, sendFile } from '../../../platform/http/download';
import { pageArray } from '../../../platform/http/list';
import { AUTHENTICATED } from '../../../platform/http/requirements';
import { formatCents } from '../../../../shared/money';
import { payrollPeriod } from '../../../../shared/payroll';
import { EntryParams, InputsList, InputsPutResponse, MyEntryParams, MyPayslipList, PayrollRunView, PutVariableInputsBody, RunParams, SearchListQuery } from '../schema';
import { listInputs, putInputs } from '../services/inputs';
import { myEntries, myPayslip, payslipOf, renderMissingPayslips, storePayslips } from '../services/payslips';
import { CSV_HEADER, csvRows, sepaXml, transfersOf } from '../services/transfer-files';
import { MANAGE, READ, runAnswer } from './runs';

const PDF = 'application/pdf';

/** The caller's own payslips: registered before the `{runId}` routes, whose paths it would otherwise fall into. */
export function myPayslipRoutes(): ApiRouter {
  return new ApiRouter('Payroll')
    .get(
      '/accounting/payroll/my-payslips',
      { summary: 'The caller’s payslips (runs out of DRAFT), latest first', description: 'Any authenticated user: their own entries only, no accounting permission needed.', access: AUTHENTICATED, query: SearchListQuery, response: MyPayslipList },
      async ({ query }) => {
        const items = (await myEntries()).map(({ entry, run }) => ({
          entryId: entry.id,
          runId: run.id,
          year: run.year,
          month: run.month,
          period: payrollPeriod(run.year, run.month),
          runStatus: run.status,
          currency: run.currency,
          adjustedGross: formatCents(entry.adjustedGrossCents),
          netPay: formatCents(entry.netPayCents),
          paymentDate: run.paymentDate ?? null,
          available: Boolean(entry.payslipDocumentId),
        }));
        return pageArray(items, query);
      },
    )
    .get(
      '/accounting/payroll/my-payslips/{entryId}/payslip',
      { summary: 'Download one of the caller’s payslips (PDF)', description: 'Anyone else’s entry, whatever the id, answers 404.', access: AUTHENTICATED, params: MyEntryParams, produces: PDF },
      async ({ params, res }) => {
        const { filename, content } = await myPayslip(params.entryId);
        sendFile(res, filename, PDF, content);
      },
    );
}

/** Variable inputs, payslips and transfer files of a run. */
export function runFileRoutes(): ApiRouter {
  return new ApiRouter('Payroll')
    .get(
      '/accounting/payroll/{runId}/variable-inputs',
      { summary: 'The variable inputs grid of a run', description: 'One row per employee the month pays (the entries once out of DRAFT), plus anyone with inputs; filter q on number or name.', access: READ, params: RunParams, query: SearchListQuery, response: InputsList },
      ({ params, query }) => listInputs(params.runId, query),
    )
    .put(
      '/accounting/payroll/{runId}/variable-inputs',
      {
        summary: 'Set the variable inputs of the employees listed (a DRAFT run)',
        description: 'Bonuses (taxable, contributory), overtime hours by rate, unpaid absence days, advances and benefits in kind, per employee; a row with nothing in it clears the employee’s inputs; employees not listed keep theirs. The run must be computed again before it is validated. Out of DRAFT: 409 INVALID_STATE.',
        access: MANAGE,
        params: RunParams,
        body: PutVariableInputsBody,
        response: InputsPutResponse,
      },
      async ({ params, body }) => {
        const { run, rows } = await putInputs(params.runId, body);
        return { items: rows, run: await runAnswer(run) };
      },
    )
    .post(
      '/accounting/payroll/{runId}/generate-payslips',
      {
        summary: 'Generate the payslips (PDF) the run does not have yet',
        description: 'Out of DRAFT (VALIDATED, PAID or CLOSED; DRAFT answers 409 INVALID_STATE). The PDFs are rendered in a bounded pool before the writing transaction opens, then stored; two requests at once store each payslip once.',
        access: MANAGE,
        params: RunParams,
        response: PayrollRunView,
        prepare: ({ params }) => renderMissingPayslips(params.runId),
      },
      async ({ params, prepared }) => runAnswer(await storePayslips(params.runId, prepared)),
    )
    .get(
      '/accounting/payroll/{runId}/entries/{entryId}/payslip',
      { summary: 'The payslip PDF of an entry', description: 'A DRAFT run has none (409 INVALID_STATE); an entry whose payslip is not generated yet answers 404.', access: READ, params: EntryParams, produces: PDF },
      async ({ params, res }) => {
        const { filename, content } = await payslipOf(params.runId, params.entryId);
        sendFile(res, filename, PDF, content);
      },
    )
    .get(
      '/accounting/payroll/{runId}/transfer-file/csv',
      {
        summary: 'Bank transfer file for local banks (CSV)',
        description: 'Out of DRAFT only (409 INVALID_STATE). One row per employee with a positive net pay: employeeNumber, name, iban, bic, amount, currency, reference. Employees without a valid IBAN are listed as errors (422 BUSINESS_RULE, `errors` and `employees`), never left out.',
        access: MANAGE,
        params: RunParams,
        produces: 'text/csv',
      },
      async ({ params, res }) => {
        const { run, transfers } = await transfersOf(params.runId);
        await sendCsv(res, `virements-salaires-${payrollPeriod(run.year, run.month)}.csv`, CSV_HEADER, csvRows(run, transfers));
      },
    )
    .get(
      '/accounting/payroll/{runId}/transfer-file/sepa',
      {
        summary: 'SEPA credit transfer file (pain.001.001.03) of a EUR run',
        description: 'Out of DRAFT only (409 INVALID_STATE); EUR runs only and a default company bank account with IBAN and BIC (422 BUSINESS_RULE otherwise). Employees without a valid IBAN are listed as errors (422), never left out.',
        access: MANAGE,
        params: RunParams,
        produces: 'application/xml',
      },
      async ({ params, res }) => {
        const { run, xml } = await sepaXml(params.runId);
        sendFile(res, `virements-sepa-${payrollPeriod(run.year, run.month)}.xml`, 'application/xml; charset=utf-8', xml);
      },
    );
}
