import { Op, type WhereOptions } from 'sequelize';
import { normalizeRate } from '../../../../shared/invoice-amounts';
import { OPEN_INVOICE_STATUSES, type DocumentType, type InvoiceStatus } from '../../../../shared/invoicing';
import type { Cents } from '../../../../shared/money';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { currentApp } from '../../../platform/tenancy/context';
import { Invoice } from '../models';
import { today } from '../runtime';

export interface InvoiceListQuery extends PageQuery {
  q?: string;
  status?: InvoiceStatus[];
  documentType?: DocumentType;
  customerId?: string;
  overdue?: boolean;
  from?: string;
  to?: string;
}

const SORT_COLUMNS = { amountInclTax: 'amountInclTaxCents', remainingAmount: 'remainingCents' };

/** An invoice still owed something past its due date. */
export function isOverdue(invoice: Pick<Invoice, 'documentType' | 'status' | 'remainingCents' | 'dueDate'>, day = today()): boolean {
  return invoice.documentType === 'INVOICE' && OPEN_INVOICE_STATUSES.includes(invoice.status) && invoice.remainingCents > 0 && invoice.dueDate < day;
}

export async function listInvoices(q: InvoiceListQuery): Promise<{ rows: Invoice[]; count: number }> {
  const conditions: WhereOptions<Invoice>[] = [];
  if (q.status?.length) conditions.push({ status: { [Op.in]: q.status } });
  if (q.documentType) conditions.push({ documentType: q.documentType });
  if (q.customerId) conditions.push({ customerId: q.customerId });
  if (q.from) conditions.push({ issueDate: { [Op.gte]: q.from } });
  if (q.to) conditions.push({ issueDate: { [Op.lte]: q.to } });
  if (q.overdue) conditions.push({ documentType: 'INVOICE', status: { [Op.in]: [...OPEN_INVOICE_STATUSES] }, remainingCents: { [Op.gt]: 0 }, dueDate: { [Op.lt]: today() } });
  if (q.q) {
    const like = `%${q.q}%`;
    conditions.push({ [Op.or]: [{ pieceNumber: { [Op.like]: like } }, { customerName: { [Op.like]: like } }, { description: { [Op.like]: like } }] });
  }
  return Invoice.findAndCountAll({ where: conditions.length ? { [Op.and]: conditions } : {}, ...pageOptions(q, [['issueDate', 'DESC'], ['pieceNumber', 'DESC']], SORT_COLUMNS) });
}

export interface OpenInvoice {
  invoiceId: string;
  pieceNumber: string;
  customerName: string;
  issueDate: string;
  dueDate: string;
  remainingCents: Cents;
}

/**
 * Invoices open at `asOf` and what each still owed that day: issued on or before it, not
 * cancelled by then, less the payments received by then (and not reversed by then) and the credit
 * notes issued by then. One aggregate, the same on SQLite and PostgreSQL.
 */
export async function openInvoicesAt(asOf: string, options: { overdueOnly?: boolean } = {}): Promise<OpenInvoice[]> {
  const rows = await tenantQuery<{ id: string; piece_number: string; customer_name: string; issue_date: string; due_date: string; remaining: unknown }>(
    currentApp().sequelize,
    `SELECT x.id, x.piece_number, x.customer_name, x.issue_date, x.due_date, x.remaining FROM (
      SELECT i.id, i.piece_number, i.customer_name, CAST(i.issue_date AS VARCHAR(10)) AS issue_date, CAST(i.due_date AS VARCHAR(10)) AS due_date,
        i.amount_incl_tax_cents - COALESCE(p.paid, 0) - COALESCE(c.credited, 0) AS remaining
      FROM invoices i
      LEFT JOIN (
        SELECT invoice_id, SUM(amount_cents) AS paid FROM invoice_payments
        WHERE tenant_id = :tenantId AND payment_date <= :asOf AND (reversed_on IS NULL OR reversed_on > :asOf)
        GROUP BY invoice_id
      ) p ON p.invoice_id = i.id
      LEFT JOIN (
        SELECT original_invoice_id, SUM(-amount_incl_tax_cents) AS credited FROM invoices
        WHERE tenant_id = :tenantId AND document_type = 'CREDIT_NOTE' AND issue_date <= :asOf
        GROUP BY original_invoice_id
      ) c ON c.original_invoice_id = i.id
      WHERE i.tenant_id = :tenantId AND i.document_type = 'INVOICE' AND i.status <> 'DRAFT'
        AND i.issue_date <= :asOf AND (i.cancelled_on IS NULL OR i.cancelled_on > :asOf)${options.overdueOnly ? ' AND i.due_date < :asOf' : ''}
    ) x WHERE x.remaining > 0
    ORDER BY x.due_date, x.piece_number`,
    { asOf },
  );
  return rows.map((r) => ({ invoiceId: r.id, pieceNumber: r.piece_number, customerName: r.customer_name, issueDate: r.issue_date, dueDate: r.due_date, remainingCents: Number(r.remaining) }));
}

export interface InvoicedVat {
  rate: string;
  baseCents: Cents;
  vatCents: Cents;
}

/**
 * VAT invoiced in a period, by rate: invoices and credit notes issued in it, less the invoices
 * cancelled in it (their issued entry is reversed on that day) — what invoicing posted to VAT
 * collected over the period.
 */
export async function invoicedVat(from: string, to: string): Promise<InvoicedVat[]> {
  const inPeriod = { [Op.between]: [from, to] };
  const docs = await Invoice.findAll({
    where: { status: { [Op.ne]: 'DRAFT' }, [Op.or]: [{ issueDate: inPeriod }, { cancelledOn: inPeriod }] },
    attributes: ['issueDate', 'cancelledOn', 'vatBreakdown'],
  });
  const byRate = new Map<string, { base: number; vat: number }>();
  const add = (rate: string, base: number, vat: number) => {
    const key = normalizeRate(rate);
    const current = byRate.get(key) ?? { base: 0, vat: 0 };
    byRate.set(key, { base: current.base + base, vat: current.vat + vat });
  };
  for (const doc of docs) {
    const issued = doc.issueDate >= from && doc.issueDate <= to;
    const cancelled = doc.cancelledOn !== null && doc.cancelledOn >= from && doc.cancelledOn <= to;
    for (const g of doc.vatBreakdown) {
      if (issued) add(g.rate, g.baseCents, g.vatCents);
      if (cancelled) add(g.rate, -g.baseCents, -g.vatCents);
    }
  }
  return [...byRate.entries()].map(([rate, v]) => ({ rate, baseCents: v.base, vatCents: v.vat })).sort((a, b) => Number(b.rate) - Number(a.rate));
}

export interface InvoiceTotals {
  dueCount: number;
  dueCents: Cents;
  overdueCount: number;
  overdueCents: Cents;
  draftCount: number;
}

/** What is due on sent invoices today, the overdue part of it, and the drafts waiting to be sent. */
export async function invoiceTotals(customerId?: string): Promise<InvoiceTotals> {
  const day = today();
  const where = { documentType: 'INVOICE' as const, status: { [Op.in]: [...OPEN_INVOICE_STATUSES] }, remainingCents: { [Op.gt]: 0 }, ...(customerId ? { customerId } : {}) };
  const overdue = { ...where, dueDate: { [Op.lt]: day } };
  const dueCount = await Invoice.count({ where });
  const dueCents = await Invoice.sum('remainingCents', { where });
  const overdueCount = await Invoice.count({ where: overdue });
  const overdueCents = await Invoice.sum('remainingCents', { where: overdue });
  const draftCount = await Invoice.count({ where: { status: 'DRAFT', ...(customerId ? { customerId } : {}) } });
  return { dueCount, dueCents: Number(dueCents ?? 0), overdueCount, overdueCents: Number(overdueCents ?? 0), draftCount };
}
