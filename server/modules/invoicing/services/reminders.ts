import { Customer, InvoiceReminder, type Invoice } from '../models';
import { currentUserId, daysBetween } from '../runtime';
import { fieldRule } from './invoice-builder';
import { assertRemindable, dunningSettings, renderReminder, templateOf } from './dunning';
import { readDocument } from './documents';
import { mailReminder } from './mail';
import { companyProfile } from './settings';

/** Where a reminder goes: the customer's address in the register, else the one copied on the invoice. */
export async function reminderRecipient(invoice: Invoice): Promise<string | null> {
  const customer = invoice.customerId ? await Customer.findByPk(invoice.customerId, { attributes: ['email'] }) : null;
  return customer?.email ?? invoice.customerEmail ?? null;
}

export async function lastReminderLevel(invoiceId: string): Promise<number> {
  return (await InvoiceReminder.max<number, InvoiceReminder>('level', { where: { invoiceId } })) ?? 0;
}

/**
 * Mails reminder `level` of an invoice (its template in the customer's language, the invoice's
 * PDF attached) and records it, inside the caller's transaction: the mail leaves at commit. The
 * unique (invoice, level) index makes a second reminder of the same level fail, whoever sends it.
 */
export async function sendReminder(invoice: Invoice, level: number, options: { manual: boolean; at: Date; day: string }): Promise<InvoiceReminder> {
  assertRemindable(invoice.remainingCents, invoice.pieceNumber);
  const to = await reminderRecipient(invoice);
  if (!to) fieldRule('customerEmail', 'invoicing.noEmail', { name: invoice.customerName });
  const settings = await dunningSettings();
  const company = await companyProfile();
  const template = templateOf(settings.levels, level);
  const { subject, text } = renderReminder(template, invoice.customerLanguage === 'en' ? 'en' : 'fr', {
    customerName: invoice.customerName,
    pieceNumber: invoice.pieceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    amountInclTaxCents: invoice.amountInclTaxCents,
    amountDueCents: invoice.remainingCents,
    currency: invoice.currency,
    daysOverdue: daysBetween(invoice.dueDate, options.day),
    level,
    companyName: company.legalName,
  });
  const reminder = await InvoiceReminder.create({
    invoiceId: invoice.id,
    level,
    sentAt: options.at,
    sentTo: to,
    manual: options.manual,
    feeCents: template.feeCents,
    subject,
    createdBy: options.manual ? currentUserId() : null,
  });
  await mailReminder(to, subject, text, invoice.pdfDocumentId ? await readDocument(invoice) : null);
  return reminder;
}
