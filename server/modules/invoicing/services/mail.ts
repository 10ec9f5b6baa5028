import { appServices } from '../../../platform/modules';
import type { MailAttachment } from '../../../platform/services';
import { frenchDate, money } from '../pdf/format';
import type { Invoice } from '../models';
import type { CompanyProfile } from './settings';

function attachment(filename: string, content: Buffer): MailAttachment {
  return { filename, content, contentType: 'application/pdf' };
}

/**
 * Mails a sent invoice or a credit note with its PDF to the customer, in the customer's language.
 * Inside the request's transaction: the mail leaves once it commits, never after a rollback.
 */
export async function mailDocument(invoice: Invoice, company: CompanyProfile, pdf: { filename: string; content: Buffer }, to: string): Promise<void> {
  const credit = invoice.documentType === 'CREDIT_NOTE';
  const total = money(Math.abs(invoice.amountInclTaxCents), invoice.currency);
  const fr = invoice.customerLanguage !== 'en';
  const subject = fr
    ? `${credit ? 'Avoir' : 'Facture'} ${invoice.pieceNumber} — ${company.legalName}`
    : `${credit ? 'Credit note' : 'Invoice'} ${invoice.pieceNumber} — ${company.legalName}`;
  const text = fr
    ? credit
      ? `Bonjour,\n\nVeuillez trouver ci-joint notre avoir ${invoice.pieceNumber} d'un montant de ${total}.\n\nCordialement,\n${company.legalName}`
      : `Bonjour,\n\nVeuillez trouver ci-joint notre facture ${invoice.pieceNumber} d'un montant de ${total} TTC, payable au plus tard le ${frenchDate(invoice.dueDate)}.\n\nCordialement,\n${company.legalName}`
    : credit
      ? `Hello,\n\nPlease find attached our credit note ${invoice.pieceNumber} for ${total}.\n\nBest regards,\n${company.legalName}`
      : `Hello,\n\nPlease find attached our invoice ${invoice.pieceNumber} for ${total} including tax, due by ${invoice.dueDate}.\n\nBest regards,\n${company.legalName}`;
  await appServices().mail.send({ to, subject, text, attachments: [attachment(pdf.filename, pdf.content)] });
}

export async function mailReminder(to: string, subject: string, text: string, pdf: { filename: string; content: Buffer } | null): Promise<void> {
  await appServices().mail.send({ to, subject, text, attachments: pdf ? [attachment(pdf.filename, pdf.content)] : [] });
}
