import { openInvoicesAt, invoicedVat, type InvoicedVat, type OpenInvoice } from './services/queries';

/**
 * The invoicing port: what the accounting reports read from invoices (the dashboard's overdue
 * figures, the aged receivables' invoice detail, the VAT declaration's breakdown by rate). Plain
 * objects, amounts in cents. The accounting module reads it only when an app has invoicing.
 */
export const invoicing = {
  /** Invoices past due at `asOf` that still owe something, and how much in all. */
  async overdue(asOf: string): Promise<{ count: number; totalCents: number }> {
    const open = await openInvoicesAt(asOf, { overdueOnly: true });
    return { count: open.length, totalCents: open.reduce((s, i) => s + i.remainingCents, 0) };
  },
  /** Every invoice open at `asOf` with what it still owed that day. */
  openInvoices(asOf: string): Promise<OpenInvoice[]> {
    return openInvoicesAt(asOf);
  },
  /** VAT invoiced in a period, by rate (credit notes and cancellations deducted). */
  invoicedVat(from: string, to: string): Promise<InvoicedVat[]> {
    return invoicedVat(from, to);
  },
};

export type InvoicingPort = typeof invoicing;
export type { InvoicedVat, OpenInvoice };
