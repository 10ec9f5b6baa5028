/**
 * Invoicing's domain events (the specification's CustomerInvoice… events). Each is published
 * after the journal entry it stands for was posted in the same transaction through the ledger
 * port; subscribers run once that transaction commits.
 */
declare module '../../platform/modules/contract' {
  interface DomainEvents {
    /** CustomerInvoiceIssuedEvent: DRAFT → SENT, PDF stored, entry posted. */
    'invoice.issued': { invoiceId: string; pieceNumber: string; entryId: string };
    /** CustomerInvoicePaidEvent: a payment was recorded (`fullyPaid` when it settled the invoice). */
    'invoice.paid': { invoiceId: string; paymentId: string; entryId: string; fullyPaid: boolean };
    /** CustomerInvoiceCreditedEvent: a credit note was issued against the invoice. */
    'invoice.credited': { invoiceId: string; creditNoteId: string; entryId: string };
    /** CustomerInvoiceCancelledEvent: the issued entry was reversed on the cancellation day. */
    'invoice.cancelled': { invoiceId: string; entryId: string };
  }
}

export {};
