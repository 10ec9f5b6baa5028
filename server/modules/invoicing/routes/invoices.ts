import { CreateInvoiceBody, UpdateInvoiceBody } from '../../../../shared/schemas/invoicing';
import { InvoiceList, InvoiceTotalsView, InvoiceView } from '../../../../shared/schemas/invoicing-views';
import { formatCents } from '../../../../shared/money';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendFile } from '../../../platform/http/download';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { port } from '../../../platform/modules';
import { presentInvoice, presentSummaries } from '../presenter';
import { InvoiceListQuery, PdfQuery, TotalsQuery } from '../schema';
import { readDocument } from '../services/documents';
import { createInvoice, findInvoice, updateInvoice } from '../services/invoices';
import { invoiceTotals, listInvoices } from '../services/queries';

const READ = permission('accounting.read');
const WRITE = permission('accounting.write');

export const AMOUNTS_RULE =
  'Amounts: each line is quantity × unit price rounded half-up to the cent; VAT is computed per rate on the sum of that rate’s lines and rounded once (never line by line); the total including tax is their sum. Amounts have at most two decimals (400 otherwise), quantities three.';

/** Invoices and credit notes: list, totals, detail, creation and changes of drafts, the stored PDF. */
export function invoiceRoutes(): ApiRouter {
  return new ApiRouter('Invoicing')
    .get(
      '/accounting/invoices',
      { summary: 'Invoices and credit notes (paginated)', access: READ, query: InvoiceListQuery, response: InvoiceList },
      async ({ query }) => {
        const { rows, count } = await listInvoices(query);
        return envelope(await presentSummaries(rows), count, query);
      },
    )
    .get(
      '/accounting/invoices/totals',
      { summary: 'What is due and overdue on sent invoices, and the drafts', access: READ, query: TotalsQuery, response: InvoiceTotalsView },
      async ({ query }) => {
        const t = await invoiceTotals(query.customerId);
        const { currency } = await port('ledger').config();
        return { currency, dueCount: t.dueCount, due: formatCents(t.dueCents), overdueCount: t.overdueCount, overdue: formatCents(t.overdueCents), draftCount: t.draftCount };
      },
    )
    .get('/accounting/invoices/{id}', { summary: 'One invoice or credit note with its payments, credit notes, reminders and journal entries', access: READ, params: IdParams, response: InvoiceView }, async ({ params }) =>
      presentInvoice(await findInvoice(params.id)),
    )
    .post(
      '/accounting/invoices',
      {
        summary: 'Create a DRAFT invoice (its piece number FAC-YYYY-NNNNN is assigned at once)',
        description: `customerName alone, or customerId (a customer of the register). Lines, or amountExclTax for one line. Due date: issue date + the customer’s payment terms when omitted. VAT rate: the tenant’s standard rate (18 % when unset). ${AMOUNTS_RULE}`,
        access: WRITE,
        body: CreateInvoiceBody,
        status: 201,
        response: InvoiceView,
      },
      async ({ body }) => presentInvoice(await findInvoice((await createInvoice(body)).id)),
    )
    .put(
      '/accounting/invoices/{id}',
      { summary: 'Change a DRAFT invoice (409 INVALID_STATE otherwise)', description: `Lines, when given, replace all lines. ${AMOUNTS_RULE}`, access: WRITE, params: IdParams, body: UpdateInvoiceBody, response: InvoiceView },
      async ({ params, body }) => presentInvoice(await findInvoice((await updateInvoice(params.id, body)).id)),
    )
    .get(
      '/accounting/invoices/{id}/pdf',
      { summary: 'The PDF generated when the invoice was sent (credit notes: when issued); never regenerated', access: permission('accounting.invoicing.read'), params: IdParams, query: PdfQuery, produces: 'application/pdf' },
      async ({ params, query, res }) => {
        const { filename, content } = await readDocument(await findInvoice(params.id));
        sendFile(res, filename, 'application/pdf', content, query.disposition ?? 'attachment');
        return undefined;
      },
    );
}
