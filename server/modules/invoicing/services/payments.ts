import { formatCents } from '../../../../shared/money';
import type { RecordPaymentInput } from '../../../../shared/schemas/invoicing';
import { renderMessage } from '../../../platform/http/messages';
import { Problem, notFound, refusal } from '../../../platform/http/problem';
import { appServices, port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now } from '../../../platform/tenancy/context';
import { InvoicePayment, type Invoice } from '../models';
import { currentUserId, today } from '../runtime';
import { INVOICE_STATES } from '../states';
import '../events';
import { fieldRule } from './invoice-builder';
import { lockInvoice } from './invoices';
import { postPayment, treasuryOf } from './ledger-posting';

/**
 * Records one payment (SENT or PARTIALLY_PAID; 409 otherwise): dated on or after the invoice and
 * not in the future, never above what remains (422 OVERPAYMENT). The invoice row is locked first,
 * so two payments at once are checked one after the other: together they never exceed the
 * remainder. Posts the paid entry (treasury in debit, customer in credit) in the same transaction.
 * With the tenant's "posting steps need accounting.write" on, a caller without it is refused (403).
 */
export async function recordPayment(id: string, input: RecordPaymentInput): Promise<Invoice> {
  const invoice = await lockInvoice(id);
  if (invoice.documentType === 'CREDIT_NOTE') fieldRule('id', 'invoicing.creditNoteNotPaid');
  const full = input.amount === invoice.remainingCents;
  transition(INVOICE_STATES, invoice.status, full ? 'pay-in-full' : 'pay-in-part');
  // Separation of duties, a tenant option: the payment posts, so it may need accounting.write.
  await port('ledger').assertMayPost();
  if (input.paymentDate < invoice.issueDate) fieldRule('paymentDate', 'invoicing.paymentBeforeInvoice', { date: invoice.issueDate });
  if (input.paymentDate > today()) fieldRule('paymentDate', 'invoicing.paymentInFuture');
  if (input.amount > invoice.remainingCents) {
    const remaining = formatCents(Math.max(invoice.remainingCents, 0));
    throw refusal('OVERPAYMENT', 'invoicing.overpayment', { amount: formatCents(input.amount), remaining, piece: invoice.pieceNumber }, {
      remainingAmount: remaining,
      errors: [{ path: 'amount', message: renderMessage('invoicing.atMost', { amount: remaining }), rule: 'invoicing.atMost', params: { amount: remaining } }],
    });
  }
  const next = transition(INVOICE_STATES, invoice.status, full ? 'pay-in-full' : 'pay-in-part');
  const mode = input.mode ?? 'BANK_TRANSFER';
  const treasury = await treasuryOf(mode, input.bankAccountId);
  const entry = await postPayment(invoice, { amountCents: input.amount, paymentDate: input.paymentDate, treasury: treasury.account, reference: input.reference });
  const payment = await InvoicePayment.create({
    invoiceId: invoice.id,
    paymentDate: input.paymentDate,
    amountCents: input.amount,
    mode,
    bankAccountId: treasury.bankAccountId,
    treasuryAccount: treasury.account.code,
    reference: input.reference,
    entryId: entry.id,
    createdBy: currentUserId(),
  });
  await invoice.update({ status: next, paidCents: invoice.paidCents + input.amount, remainingCents: invoice.remainingCents - input.amount });
  await appServices().events.publish('invoice.paid', { invoiceId: invoice.id, paymentId: payment.id, entryId: entry.id, fullyPaid: full });
  return invoice;
}

/**
 * Reverses a payment recorded by mistake (beyond the specification): its entry is reversed today,
 * the payment stays listed as reversed, and the invoice goes back to PARTIALLY_PAID or SENT. Not
 * on a cancelled invoice, and a payment is reversed once.
 */
export async function reversePayment(invoiceId: string, paymentId: string, reason: string | null): Promise<Invoice> {
  const invoice = await lockInvoice(invoiceId);
  const payment = await InvoicePayment.findOne({ where: { id: paymentId, invoiceId } });
  if (!payment) throw notFound('Payment', paymentId);
  if (payment.reversedAt) throw new Problem('INVALID_STATE', 'This payment is already reversed', { currentStatus: 'REVERSED' });
  const paid = invoice.paidCents - payment.amountCents;
  const next = transition(INVOICE_STATES, invoice.status, paid > 0 ? 'unpay-in-part' : 'unpay-all');
  if (!payment.entryId) throw new Error(`Payment ${payment.id} has no journal entry`);
  const day = today();
  const reversal = await port('ledger').reverse(payment.entryId, { date: day, label: `Annulation du règlement de ${invoice.pieceNumber}${reason ? ` : ${reason}` : ''}`.slice(0, 255) });
  await payment.update({ reversedAt: now(), reversedOn: day, reversedBy: currentUserId(), reversalEntryId: reversal.id, reversalReason: reason });
  await invoice.update({ status: next, paidCents: paid, remainingCents: invoice.remainingCents + payment.amountCents });
  return invoice;
}
