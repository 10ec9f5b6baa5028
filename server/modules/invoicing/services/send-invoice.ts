import { Problem } from '../../../platform/http/problem';
import { appServices } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { currentApp, now } from '../../../platform/tenancy/context';
import { inTransaction } from '../../../platform/db/transaction';
import { Customer, type Invoice } from '../models';
import { currentUserId } from '../runtime';
import { INVOICE_STATES } from '../states';
import '../events';
import { documentData, renderDocument, storeDocument, usesFacturX, type DocumentSource } from './documents';
import { customerSnapshot } from './invoice-builder';
import { findInvoice, linesOf, lockInvoice } from './invoices';
import { postDocument } from './ledger-posting';
import { mailDocument } from './mail';
import { companyProfile } from './settings';

/**
 * DRAFT → SENT. The customer's current name, address and tax id are copied on the invoice, the
 * PDF (Factur-X for a French company) is rendered before the transaction opens, then in one
 * transaction: the issued entry is posted, the PDF stored, the invoice frozen, the mail queued
 * (it leaves at commit) and the issued event published. An invoice changed while its PDF was
 * being rendered is refused (409) rather than sent with a PDF that does not match it.
 */
export async function sendInvoice(id: string, options: { mail?: boolean } = {}): Promise<Invoice> {
  const draft = await findInvoice(id);
  transition(INVOICE_STATES, draft.status, 'send');
  const company = await companyProfile();
  const customer = draft.customerId ? await Customer.findByPk(draft.customerId) : null;
  const snapshot = customer ? customerSnapshot(customer) : {};
  const lines = draft.lines ?? (await linesOf(draft.id));
  const printed = { ...(draft.get({ plain: true }) as DocumentSource), ...snapshot };
  const rendered = await renderDocument(documentData(printed, lines, null, usesFacturX(company)), company);

  return inTransaction(currentApp().sequelize, async () => {
    const invoice = await lockInvoice(id);
    transition(INVOICE_STATES, invoice.status, 'send');
    if (invoice.updatedAt.getTime() !== draft.updatedAt.getTime()) {
      throw new Problem('INVALID_STATE', `${invoice.pieceNumber} changed while it was being sent: send it again`, { currentStatus: invoice.status });
    }
    invoice.set(snapshot);
    const entry = await postDocument(invoice, lines);
    const pdfDocumentId = await storeDocument(rendered);
    await invoice.update({
      ...snapshot,
      status: 'SENT',
      sentAt: now(),
      sentBy: currentUserId(),
      issuedEntryId: entry.id,
      pdfDocumentId,
      pdfFilename: rendered.filename,
      facturx: rendered.facturX,
      remainingCents: invoice.amountInclTaxCents - invoice.paidCents - invoice.creditedCents,
    });
    if (options.mail !== false && invoice.customerEmail) await mailDocument(invoice, company, rendered, invoice.customerEmail);
    await appServices().events.publish('invoice.issued', { invoiceId: invoice.id, pieceNumber: invoice.pieceNumber, entryId: entry.id });
    return invoice;
  });
}
