import { formatCents, type Cents } from '../../../../shared/money';
import { optionalPort } from '../../../platform/modules';
import { agingBucketOfDate, type AgingBucket } from './computations';
import type { IsoDate } from './dates';

/**
 * What the accounting reports read from invoices, through the invoicing port, when the app has the
 * invoicing module; each function answers undefined without it and the reports keep their ledger
 * figures alone.
 */

export interface InvoiceAgingItem {
  invoiceId: string;
  pieceNumber: string;
  customerName: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  remaining: string;
  bucket: AgingBucket;
}

/** The invoices open at asOf, each in its aging bucket (the aged receivables' invoice detail). */
export async function openInvoiceItems(asOf: IsoDate): Promise<InvoiceAgingItem[] | undefined> {
  const invoicing = optionalPort('invoicing');
  if (!invoicing) return undefined;
  return (await invoicing.openInvoices(asOf)).map((i) => ({
    invoiceId: i.invoiceId,
    pieceNumber: i.pieceNumber,
    customerName: i.customerName,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    remaining: formatCents(i.remainingCents),
    bucket: agingBucketOfDate(i.dueDate, asOf),
  }));
}

/** Number and total of the invoices past due at asOf that still owe something (the dashboard). */
export async function overdueInvoices(asOf: IsoDate): Promise<{ count: number; total: Cents } | undefined> {
  const invoicing = optionalPort('invoicing');
  if (!invoicing) return undefined;
  const overdue = await invoicing.overdue(asOf);
  return { count: overdue.count, total: overdue.totalCents };
}

/** VAT invoiced in the period by rate (the VAT declaration's breakdown of what was collected). */
export async function invoicedSales(from: IsoDate, to: IsoDate): Promise<{ byRate: Array<{ rate: string; base: string; vat: string }>; totalVat: string } | undefined> {
  const invoicing = optionalPort('invoicing');
  if (!invoicing) return undefined;
  const byRate = await invoicing.invoicedVat(from, to);
  return {
    byRate: byRate.map((r) => ({ rate: r.rate, base: formatCents(r.baseCents), vat: formatCents(r.vatCents) })),
    totalVat: formatCents(byRate.reduce((s, r) => s + r.vatCents, 0)),
  };
}
