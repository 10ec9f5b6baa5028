import { CancelInvoiceBody, CreditNoteBody, RecordPaymentBody, ReversePaymentBody, SendInvoiceBody } from '../../../../shared/schemas/invoicing';
import { InvoiceView } from '../../../../shared/schemas/invoicing-views';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { now } from '../../../platform/tenancy/context';
import { transition } from '../../../platform/state-machine';
import { presentInvoice } from '../presenter';
import { PaymentParams } from '../schema';
import { cancelInvoice } from '../services/cancel';
import { createCreditNote } from '../services/credit-notes';
import { findInvoice, lockInvoice } from '../services/invoices';
import { recordPayment, reversePayment } from '../services/payments';
import { lastReminderLevel, sendReminder } from '../services/reminders';
import { sendInvoice } from '../services/send-invoice';
import { fieldRule } from '../services/invoice-builder';
import { today } from '../runtime';
import { INVOICE_STATES } from '../states';

const WRITE = permission('accounting.write');
const answer = async (id: string) => presentInvoice(await findInvoice(id));

/** The moves of an invoice: send, payments and their reversal, cancellation, credit notes, reminders. */
export function invoiceActionRoutes(): ApiRouter {
  return new ApiRouter('Invoicing')
    .post(
      '/accounting/invoices/credit-note',
      {
        summary: 'Issue a credit note (AVOIR-YYYY-NNNNN) against a SENT, PARTIALLY_PAID or PAID invoice',
        description:
          'Full (amount omitted: everything still creditable) or partial (amount including tax, 422 BUSINESS_RULE above what remains creditable). Lines copied pro rata and negated; posted at once (source CREDIT_NOTE), PDF stored and mailed. The invoice’s remaining amount is reduced; its status is unchanged. 409 INVALID_STATE for a DRAFT or CANCELLED invoice.',
        access: WRITE,
        body: CreditNoteBody,
        status: 201,
        response: InvoiceView,
      },
      async ({ body }) => answer((await createCreditNote(body)).id),
    )
    .post(
      '/accounting/invoices/{id}/send',
      {
        summary: 'Send a DRAFT invoice (DRAFT → SENT)',
        description:
          'Copies the customer’s current name, address and tax id, posts the issued entry (customer account in debit, sales and VAT collected in credit, source INVOICE), stores the PDF (Factur-X EN 16931 for French companies) and mails it to the customer when an address is known (mail: false to skip).',
        access: WRITE,
        params: IdParams,
        body: SendInvoiceBody,
        response: InvoiceView,
        transaction: false,
      },
      async ({ params, body }) => answer((await sendInvoice(params.id, body)).id),
    )
    .post(
      '/accounting/invoices/{id}/record-payment',
      {
        summary: 'Record a payment (SENT or PARTIALLY_PAID → PARTIALLY_PAID or PAID)',
        description:
          'One record per payment: amount (422 OVERPAYMENT above what remains), date (not before the invoice, not in the future), mode (BANK_TRANSFER by default) and bank account (the default one). Posts the paid entry (bank or cash in debit, customer account in credit, source PAYMENT).',
        access: WRITE,
        params: IdParams,
        body: RecordPaymentBody,
        response: InvoiceView,
      },
      async ({ params, body }) => answer((await recordPayment(params.id, body)).id),
    )
    .post(
      '/accounting/invoices/{id}/payments/{paymentId}/reverse',
      { summary: 'Reverse a payment recorded by mistake (not on a cancelled invoice)', description: 'Its entry is reversed today; the invoice goes back to PARTIALLY_PAID or SENT.', access: WRITE, params: PaymentParams, body: ReversePaymentBody, response: InvoiceView },
      async ({ params, body }) => answer((await reversePayment(params.id, params.paymentId, body.reason)).id),
    )
    .post(
      '/accounting/invoices/{id}/cancel',
      {
        summary: 'Cancel a SENT or PARTIALLY_PAID invoice without credit note (→ CANCELLED)',
        description: 'The issued entry is reversed, dated the day of cancellation. 409 INVALID_STATE from DRAFT, PAID or CANCELLED; 422 BUSINESS_RULE when a credit note exists.',
        access: WRITE,
        params: IdParams,
        body: CancelInvoiceBody,
        response: InvoiceView,
      },
      async ({ params, body }) => answer((await cancelInvoice(params.id, body.reason)).id),
    )
    .post(
      '/accounting/invoices/{id}/remind',
      { summary: 'Send a reminder now', description: 'Mails the next dunning level (the last level’s text once all were sent) with the PDF to the customer; 422 without an address or when nothing is due.', access: WRITE, params: IdParams, response: InvoiceView },
      async ({ params }) => {
        const invoice = await lockInvoice(params.id);
        if (invoice.documentType !== 'INVOICE') fieldRule('id', 'invoicing.creditNoteNotReminded');
        transition(INVOICE_STATES, invoice.status, 'remind');
        await sendReminder(invoice, (await lastReminderLevel(invoice.id)) + 1, { manual: true, at: now(), day: today() });
        return answer(invoice.id);
      },
    );
}
