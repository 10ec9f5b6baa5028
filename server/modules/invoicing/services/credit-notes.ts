import Big from 'big.js';
import { Op } from 'sequelize';
import { normalizeRate, type VatGroup } from '../../../../shared/invoice-amounts';
import { formatCents } from '../../../../shared/money';
import type { CreditNoteInput } from '../../../../shared/schemas/invoicing';
import { renderMessage } from '../../../platform/http/messages';
import { refusal } from '../../../platform/http/problem';
import { appServices } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now } from '../../../platform/tenancy/context';
import { Invoice, InvoiceLine } from '../models';
import { currentUserId, today } from '../runtime';
import { INVOICE_STATES } from '../states';
import '../events';
import { allocateCredit, type CreditableLine } from './credit-allocation';
import { documentData, renderDocument, storeDocument, usesFacturX } from './documents';
import { fieldRule } from './invoice-builder';
import { linesOf, lockInvoice, nextNumber } from './invoices';
import { postDocument } from './ledger-posting';
import { mailDocument } from './mail';
import { companyProfile } from './settings';

/** What remains creditable on an invoice, per line and per VAT rate (earlier credit notes deducted). */
async function creditable(original: Invoice, lines: readonly InvoiceLine[]): Promise<{ lines: CreditableLine[]; groups: VatGroup[] }> {
  const notes = await Invoice.findAll({ where: { originalInvoiceId: original.id }, attributes: ['id', 'vatBreakdown'] });
  const creditedLines = notes.length ? await InvoiceLine.findAll({ where: { sourceLineId: { [Op.in]: lines.map((l) => l.id) } }, attributes: ['sourceLineId', 'amountExclTaxCents'] }) : [];
  const creditedByLine = new Map<string, number>();
  for (const c of creditedLines) creditedByLine.set(c.sourceLineId as string, (creditedByLine.get(c.sourceLineId as string) ?? 0) - c.amountExclTaxCents);
  const creditedByRate = new Map<string, { base: number; vat: number }>();
  for (const note of notes) {
    for (const g of note.vatBreakdown) {
      const current = creditedByRate.get(normalizeRate(g.rate)) ?? { base: 0, vat: 0 };
      creditedByRate.set(normalizeRate(g.rate), { base: current.base - g.baseCents, vat: current.vat - g.vatCents });
    }
  }
  return {
    lines: lines.map((l) => ({ lineId: l.id, vatRate: l.vatRate, netCents: l.amountExclTaxCents - (creditedByLine.get(l.id) ?? 0) })),
    groups: original.vatBreakdown.map((g) => {
      const done = creditedByRate.get(normalizeRate(g.rate)) ?? { base: 0, vat: 0 };
      return { rate: normalizeRate(g.rate), baseCents: g.baseCents - done.base, vatCents: g.vatCents - done.vat };
    }),
  };
}

/**
 * A credit note (AVOIR-YYYY-NNNNN) against a SENT, PARTIALLY_PAID or PAID invoice (409 for DRAFT
 * and CANCELLED): the amount asked including tax (everything still creditable when omitted, never
 * more: 422), its lines copied pro rata from the invoice's and negated. It is issued at once: the
 * credited entry is posted, its PDF stored and mailed, and the invoice's remaining amount reduced;
 * the invoice's status does not change.
 */
export async function createCreditNote(input: CreditNoteInput): Promise<Invoice> {
  const original = await lockInvoice(input.invoiceId);
  if (original.documentType === 'CREDIT_NOTE') fieldRule('invoiceId', 'invoicing.creditOfCreditNote');
  transition(INVOICE_STATES, original.status, 'credit-note');
  const date = input.date ?? today();
  if (date < original.issueDate) fieldRule('date', 'invoicing.creditBeforeInvoice', { date: original.issueDate });
  const lines = await linesOf(original.id);
  const remaining = await creditable(original, lines);
  const creditableCents = remaining.groups.reduce((s, g) => s + g.baseCents + g.vatCents, 0);
  if (creditableCents <= 0) throw refusal('BUSINESS_RULE', 'invoicing.fullyCredited', { piece: original.pieceNumber }, { creditableAmount: '0.00' });
  const amount = input.amount ?? creditableCents;
  if (amount > creditableCents) {
    const most = formatCents(creditableCents);
    throw refusal('BUSINESS_RULE', 'invoicing.creditAboveCreditable', { amount: most, piece: original.pieceNumber }, {
      creditableAmount: most,
      errors: [{ path: 'amount', message: renderMessage('invoicing.atMost', { amount: most }), rule: 'invoicing.atMost', params: { amount: most } }],
    });
  }
  const allocation = allocateCredit(amount, remaining.lines, remaining.groups);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const groups = allocation.groups.map((g) => ({ rate: g.rate, baseCents: -g.baseCents, vatCents: -g.vatCents }));
  const exclTax = groups.reduce((s, g) => s + g.baseCents, 0);
  const vat = groups.reduce((s, g) => s + g.vatCents, 0);
  const note = await Invoice.create({
    documentType: 'CREDIT_NOTE',
    pieceNumber: await nextNumber('CREDIT_NOTE', date),
    status: 'SENT',
    customerId: original.customerId,
    customerName: original.customerName,
    customerAddressLine: original.customerAddressLine,
    customerPostalCode: original.customerPostalCode,
    customerCity: original.customerCity,
    customerCountry: original.customerCountry,
    customerTaxId: original.customerTaxId,
    customerEmail: original.customerEmail,
    customerLanguage: original.customerLanguage,
    description: input.reason ?? `Avoir sur la facture ${original.pieceNumber}`,
    issueDate: date,
    dueDate: date,
    currency: original.currency,
    vatRate: original.vatRate,
    amountExclTaxCents: exclTax,
    vatAmountCents: vat,
    amountInclTaxCents: exclTax + vat,
    remainingCents: 0,
    vatBreakdown: groups,
    receivableAccount: original.receivableAccount,
    originalInvoiceId: original.id,
    creditReason: input.reason,
    sentAt: now(),
    sentBy: currentUserId(),
    createdBy: currentUserId(),
  });
  const noteLines = await InvoiceLine.bulkCreate(
    allocation.lines.map((a, i) => {
      const source = byId.get(a.lineId) as InvoiceLine;
      return {
        invoiceId: note.id,
        lineNo: i + 1,
        description: source.description,
        quantity: new Big(source.quantity).neg().toString(),
        // The line's amount is authoritative; the unit price of a partial credit is its amount per unit, to the cent.
        unitPriceCents: a.netCents === source.amountExclTaxCents ? source.unitPriceCents : Number(new Big(a.netCents).div(source.quantity).round(0, Big.roundHalfUp).toFixed(0)),
        vatRate: source.vatRate,
        accountCode: source.accountCode,
        amountExclTaxCents: -a.netCents,
        sourceLineId: source.id,
      };
    }),
  );
  const entry = await postDocument(note, noteLines);
  const company = await companyProfile();
  const rendered = await renderDocument(documentData(note, noteLines, original.pieceNumber, usesFacturX(company)), company);
  await note.update({ issuedEntryId: entry.id, pdfDocumentId: await storeDocument(rendered), pdfFilename: rendered.filename, facturx: rendered.facturX });
  await original.update({ creditedCents: original.creditedCents + amount, remainingCents: original.remainingCents - amount });
  if (note.customerEmail) await mailDocument(note, company, rendered, note.customerEmail);
  await appServices().events.publish('invoice.credited', { invoiceId: original.id, creditNoteId: note.id, entryId: entry.id });
  return note;
}
