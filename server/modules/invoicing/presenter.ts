import { Op } from 'sequelize';
import type { InvoiceAction } from '../../../shared/invoicing';
import { formatCents } from '../../../shared/money';
import type { CustomerViewT, InvoiceSummary, InvoiceViewT } from '../../../shared/schemas/invoicing-views';
import { allowedActions } from '../../platform/state-machine';
import { currentContext } from '../../platform/tenancy/context';
import { port } from '../../platform/modules';
import { Invoice, InvoiceLine, InvoicePayment, InvoiceReminder, type Customer } from './models';
import { today } from './runtime';
import { INVOICE_STATES } from './states';
import { dueLevel, dunningSettings } from './services/dunning';
import type { CustomerStats } from './services/customers';
import { isOverdue } from './services/queries';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function presentCustomer(c: Customer, stats: CustomerStats | undefined): CustomerViewT {
  return {
    id: c.id,
    name: c.name,
    addressLine: c.addressLine,
    postalCode: c.postalCode,
    city: c.city,
    country: c.country,
    taxId: c.taxId,
    email: c.email,
    phone: c.phone,
    paymentTermsDays: c.paymentTermsDays,
    receivableAccount: c.receivableAccount,
    language: c.language,
    active: c.active,
    invoiceCount: stats?.invoiceCount ?? 0,
    openAmount: formatCents(stats?.openCents ?? 0),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The moves the state machine allows from the invoice's status that make sense for its amounts, if the caller writes invoices. */
export function actionsFor(invoice: Invoice): InvoiceAction[] {
  if (invoice.documentType !== 'INVOICE' || !currentContext()?.permissions.has('accounting.write')) return [];
  const moves = new Set(allowedActions(INVOICE_STATES, invoice.status));
  const actions: InvoiceAction[] = [];
  if (moves.has('edit')) actions.push('edit');
  if (moves.has('send')) actions.push('send');
  if (moves.has('pay-in-part') && invoice.remainingCents > 0) actions.push('record-payment');
  if (moves.has('credit-note') && invoice.creditedCents < invoice.amountInclTaxCents) actions.push('credit-note');
  if (moves.has('remind') && invoice.remainingCents > 0) actions.push('remind');
  if (moves.has('cancel') && invoice.creditedCents === 0) actions.push('cancel');
  return actions;
}

function summary(invoice: Invoice, originals: Map<string, string>): InvoiceSummary {
  return {
    id: invoice.id,
    pieceNumber: invoice.pieceNumber,
    documentType: invoice.documentType,
    status: invoice.status,
    customerId: invoice.customerId,
    customerName: invoice.customerName,
    description: invoice.description,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    amountExclTax: formatCents(invoice.amountExclTaxCents),
    vatRate: invoice.vatRate,
    vatAmount: formatCents(invoice.vatAmountCents),
    amountInclTax: formatCents(invoice.amountInclTaxCents),
    paidAmount: formatCents(invoice.paidCents),
    creditedAmount: formatCents(invoice.creditedCents),
    remainingAmount: formatCents(invoice.remainingCents),
    overdue: isOverdue(invoice),
    originalInvoice: invoice.originalInvoiceId ? { id: invoice.originalInvoiceId, pieceNumber: originals.get(invoice.originalInvoiceId) ?? '' } : null,
    sentAt: iso(invoice.sentAt),
    cancelledAt: iso(invoice.cancelledAt),
    allowedActions: actionsFor(invoice),
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

async function originalNumbers(invoices: readonly Invoice[]): Promise<Map<string, string>> {
  const ids = [...new Set(invoices.map((i) => i.originalInvoiceId).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await Invoice.findAll({ where: { id: { [Op.in]: ids } }, attributes: ['id', 'pieceNumber'] });
  return new Map(rows.map((r) => [r.id, r.pieceNumber]));
}

export async function presentSummaries(invoices: Invoice[]): Promise<InvoiceSummary[]> {
  const originals = await originalNumbers(invoices);
  return invoices.map((i) => summary(i, originals));
}

/** The invoice with its lines, VAT by rate, payments, credit notes, reminders and journal entries. */
export async function presentInvoice(invoice: Invoice): Promise<InvoiceViewT> {
  // One query after the other: inside a request's transaction they share one connection.
  const lines = invoice.lines ?? (await InvoiceLine.findAll({ where: { invoiceId: invoice.id }, order: [['lineNo', 'ASC']] }));
  const payments = await InvoicePayment.findAll({ where: { invoiceId: invoice.id }, order: [['paymentDate', 'ASC'], ['createdAt', 'ASC']] });
  const creditNotes = await Invoice.findAll({ where: { originalInvoiceId: invoice.id }, order: [['issueDate', 'ASC'], ['pieceNumber', 'ASC']] });
  const reminders = await InvoiceReminder.findAll({ where: { invoiceId: invoice.id }, order: [['level', 'ASC']] });
  const originals = await originalNumbers([invoice]);
  const dunning = await dunningSettings();
  const ledger = port('ledger');
  const entryIds = [invoice.issuedEntryId, invoice.cancelEntryId, ...payments.flatMap((p) => [p.entryId, p.reversalEntryId]), ...creditNotes.map((c) => c.issuedEntryId)].filter(
    (id): id is string => Boolean(id),
  );
  const entries = await ledger.entries(entryIds);
  const banks = await ledger.bankAccounts(payments.map((p) => p.bankAccountId).filter((id): id is string => Boolean(id)));
  const entryRef = (id: string | null) => {
    const e = id ? entries.find((x) => x.id === id) : undefined;
    return e ? { id: e.id, pieceNumber: e.pieceNumber } : null;
  };
  const lastLevel = reminders.reduce((m, r) => Math.max(m, r.level), 0);
  return {
    ...summary(invoice, originals),
    customer: {
      name: invoice.customerName,
      addressLine: invoice.customerAddressLine,
      postalCode: invoice.customerPostalCode,
      city: invoice.customerCity,
      country: invoice.customerCountry,
      taxId: invoice.customerTaxId,
      email: invoice.customerEmail,
    },
    lines: lines.map((l) => ({
      id: l.id,
      lineNo: l.lineNo,
      description: l.description,
      quantity: l.quantity,
      unitPrice: formatCents(l.unitPriceCents),
      vatRate: l.vatRate,
      accountCode: l.accountCode,
      amountExclTax: formatCents(l.amountExclTaxCents),
    })),
    vatBreakdown: invoice.vatBreakdown.map((g) => ({ rate: g.rate, base: formatCents(g.baseCents), vat: formatCents(g.vatCents) })),
    payments: payments.map((p) => {
      const bank = banks.find((b) => b.id === p.bankAccountId);
      return {
        id: p.id,
        paymentDate: p.paymentDate,
        amount: formatCents(p.amountCents),
        mode: p.mode,
        bankAccount: bank ? { id: bank.id, title: bank.title, accountCode: bank.accountCode } : null,
        reference: p.reference,
        entry: entryRef(p.entryId),
        reversedAt: iso(p.reversedAt),
        reversedOn: p.reversedOn,
        reversalEntry: entryRef(p.reversalEntryId),
        reversalReason: p.reversalReason,
        createdAt: p.createdAt.toISOString(),
      };
    }),
    creditNotes: creditNotes.map((c) => ({ id: c.id, pieceNumber: c.pieceNumber, issueDate: c.issueDate, amountInclTax: formatCents(c.amountInclTaxCents) })),
    reminders: reminders.map((r) => ({ id: r.id, level: r.level, sentAt: r.sentAt.toISOString(), sentTo: r.sentTo, manual: r.manual, fee: r.feeCents === null ? null : formatCents(r.feeCents), subject: r.subject })),
    entries: entries
      .map((e) => ({ id: e.id, pieceNumber: e.pieceNumber, date: e.entryDate, label: e.label, source: e.source, status: e.status, total: formatCents(e.totalDebitCents) }))
      .sort((a, b) => (a.date === b.date ? a.pieceNumber.localeCompare(b.pieceNumber) : a.date.localeCompare(b.date))),
    cancelReason: invoice.cancelReason,
    creditReason: invoice.creditReason,
    pdf: { available: Boolean(invoice.pdfDocumentId), facturX: invoice.facturx, filename: invoice.pdfFilename },
    nextReminderLevel: isOverdue(invoice) && dunning.enabled ? dueLevel(invoice.dueDate, lastLevel, dunning.levels, today()) : null,
  };
}
