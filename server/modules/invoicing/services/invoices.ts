import { Transaction } from 'sequelize';
import { CREDIT_NOTE_PIECE_PREFIX, INVOICE_PIECE_PREFIX } from '../../../../shared/invoicing';
import type { CreateInvoiceInput, UpdateInvoiceInput } from '../../../../shared/schemas/invoicing';
import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { INVOICING_ACCOUNTS } from '../accounts';
import { Invoice, InvoiceLine } from '../models';
import { addDays, currentUserId, today } from '../runtime';
import { INVOICE_STATES } from '../states';
import { buildLines, customerSnapshot, defaultVatRate, fieldRule, invoicableCustomer } from './invoice-builder';
import { findSettings } from './settings';

export async function findInvoice(id: string): Promise<Invoice> {
  const invoice = await Invoice.findByPk(id, { include: [{ model: InvoiceLine, as: 'lines' }], order: [[{ model: InvoiceLine, as: 'lines' }, 'lineNo', 'ASC']] });
  if (!invoice) throw notFound('Invoice', id);
  return invoice;
}

/** The invoice row-locked (PostgreSQL) for the rest of the transaction: two writes never cross. */
export async function lockInvoice(id: string): Promise<Invoice> {
  const invoice = await Invoice.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!invoice) throw notFound('Invoice', id);
  return invoice;
}

export async function linesOf(invoiceId: string): Promise<InvoiceLine[]> {
  return InvoiceLine.findAll({ where: { invoiceId }, order: [['lineNo', 'ASC']] });
}

/** `FAC-YYYY-NNNNN` or `AVOIR-YYYY-NNNNN` from the ledger's counter, in the request's transaction. */
export function nextNumber(documentType: 'INVOICE' | 'CREDIT_NOTE', date: string): Promise<string> {
  return port('ledger').nextPieceNumber(documentType === 'INVOICE' ? INVOICE_PIECE_PREFIX : CREDIT_NOTE_PIECE_PREFIX, Number(date.slice(0, 4)));
}

async function paymentTermsDays(customerTerms: number | undefined): Promise<number> {
  if (customerTerms !== undefined) return customerTerms;
  return (await findSettings())?.paymentTermsDays ?? 30;
}

/**
 * Creates a DRAFT with its piece number (gapless, never reused). The customer comes from the
 * register (customerId: its name, address, tax id, account and terms are copied) or is only a
 * name (customerName). Due date: given, else issue date + the customer's payment terms.
 */
export async function createInvoice(input: CreateInvoiceInput): Promise<Invoice> {
  const config = await port('ledger').config();
  const customer = input.customerId ? await invoicableCustomer(input.customerId) : null;
  const issueDate = input.issueDate ?? today();
  const dueDate = input.dueDate ?? addDays(issueDate, await paymentTermsDays(customer?.paymentTermsDays));
  if (dueDate < issueDate) fieldRule('dueDate', 'invoicing.dueBeforeIssue');
  const vatRate = input.vatRate ?? (await defaultVatRate());
  const { lines, amounts } = await buildLines(input, vatRate);
  const pieceNumber = await nextNumber('INVOICE', issueDate);
  const invoice = await Invoice.create({
    documentType: 'INVOICE',
    pieceNumber,
    status: 'DRAFT',
    ...(customer
      ? customerSnapshot(customer)
      : {
          customerId: null,
          customerName: input.customerName as string,
          customerAddressLine: null,
          customerPostalCode: null,
          customerCity: null,
          customerCountry: null,
          customerTaxId: null,
          customerEmail: input.customerEmail ?? null,
          customerLanguage: 'fr' as const,
          receivableAccount: INVOICING_ACCOUNTS[config.chartStandard].receivable.code,
        }),
    description: input.description ?? null,
    issueDate,
    dueDate,
    currency: config.currency,
    vatRate,
    amountExclTaxCents: amounts.amountExclTaxCents,
    vatAmountCents: amounts.vatAmountCents,
    amountInclTaxCents: amounts.amountInclTaxCents,
    remainingCents: amounts.amountInclTaxCents,
    vatBreakdown: amounts.vatBreakdown,
    createdBy: currentUserId(),
  });
  await InvoiceLine.bulkCreate(lines.map((l) => ({ ...l, invoiceId: invoice.id })));
  return invoice;
}

/**
 * Changes a DRAFT (409 INVALID_STATE otherwise). Lines, when given, replace all lines. The piece
 * number keeps its year: the issue date may move within that year only.
 */
export async function updateInvoice(id: string, input: UpdateInvoiceInput): Promise<Invoice> {
  const invoice = await lockInvoice(id);
  transition(INVOICE_STATES, invoice.status, 'edit');
  if (invoice.documentType !== 'INVOICE') fieldRule('id', 'invoicing.creditNoteNotEdited');
  const customer = input.customerId ? await invoicableCustomer(input.customerId) : null;
  const issueDate = input.issueDate ?? invoice.issueDate;
  if (issueDate.slice(0, 4) !== invoice.pieceNumber.split('-')[1]) fieldRule('issueDate', 'invoicing.issueYearFixed', { year: invoice.pieceNumber.split('-')[1], piece: invoice.pieceNumber });
  const dueDate = input.dueDate ?? invoice.dueDate;
  if (dueDate < issueDate) fieldRule('dueDate', 'invoicing.dueBeforeIssue');
  const vatRate = input.vatRate ?? invoice.vatRate;
  const patch: Partial<Invoice> = { issueDate, dueDate, vatRate };
  if (customer) Object.assign(patch, customerSnapshot(customer));
  else if (input.customerName) Object.assign(patch, { customerId: null, customerName: input.customerName, customerEmail: input.customerEmail ?? invoice.customerEmail });
  else if (input.customerEmail !== undefined) patch.customerEmail = input.customerEmail ?? null;
  if (input.description !== undefined) patch.description = input.description;

  if (input.lines || input.amountExclTax !== undefined || input.vatRate) {
    const current = await linesOf(invoice.id);
    const source = input.lines || input.amountExclTax !== undefined
      ? input
      : { lines: current.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPriceCents, vatRate: l.vatRate === invoice.vatRate ? undefined : l.vatRate, accountCode: l.accountCode })) };
    const { lines, amounts } = await buildLines({ ...source, description: patch.description ?? invoice.description }, vatRate);
    await InvoiceLine.destroy({ where: { invoiceId: invoice.id } });
    await InvoiceLine.bulkCreate(lines.map((l) => ({ ...l, invoiceId: invoice.id })));
    Object.assign(patch, {
      amountExclTaxCents: amounts.amountExclTaxCents,
      vatAmountCents: amounts.vatAmountCents,
      amountInclTaxCents: amounts.amountInclTaxCents,
      remainingCents: amounts.amountInclTaxCents,
      vatBreakdown: amounts.vatBreakdown,
    });
  }
  await invoice.update(patch);
  return invoice;
}
