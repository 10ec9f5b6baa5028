import { refusal } from '../../../platform/http/problem';
import { appServices, port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now } from '../../../platform/tenancy/context';
import { Invoice } from '../models';
import { currentUserId, today } from '../runtime';
import { INVOICE_STATES } from '../states';
import '../events';
import { fieldRule } from './invoice-builder';
import { lockInvoice } from './invoices';

/**
 * SENT or PARTIALLY_PAID → CANCELLED (409 from DRAFT, PAID or CANCELLED; 422 when a credit note
 * exists). The issued entry is reversed, dated the day of cancellation. Payments already received
 * stay: the invoice then shows them as a negative remaining amount, a credit to refund.
 */
export async function cancelInvoice(id: string, reason: string | null): Promise<Invoice> {
  const invoice = await lockInvoice(id);
  if (invoice.documentType === 'CREDIT_NOTE') fieldRule('id', 'invoicing.creditNoteNotCancelled');
  const next = transition(INVOICE_STATES, invoice.status, 'cancel');
  const creditNotes = await Invoice.findAll({ where: { originalInvoiceId: invoice.id }, attributes: ['id', 'pieceNumber'] });
  if (creditNotes.length) {
    throw refusal('BUSINESS_RULE', 'invoicing.cancelWithCreditNote', { piece: invoice.pieceNumber, notes: creditNotes.map((c) => c.pieceNumber).join(', ') }, {
      creditNotes: creditNotes.map((c) => ({ id: c.id, pieceNumber: c.pieceNumber })),
    });
  }
  if (!invoice.issuedEntryId) throw new Error(`Invoice ${invoice.id} was sent without an entry`);
  const day = today();
  const reversal = await port('ledger').reverse(invoice.issuedEntryId, { date: day, label: `Annulation de la facture ${invoice.pieceNumber} — ${invoice.customerName}`.slice(0, 255) });
  await invoice.update({
    status: next,
    cancelledAt: now(),
    cancelledOn: day,
    cancelledBy: currentUserId(),
    cancelReason: reason,
    cancelEntryId: reversal.id,
    remainingCents: -invoice.paidCents,
  });
  await appServices().events.publish('invoice.cancelled', { invoiceId: invoice.id, entryId: reversal.id });
  return invoice;
}
