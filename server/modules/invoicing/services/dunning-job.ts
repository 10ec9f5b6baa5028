import { Op } from 'sequelize';
import { OPEN_INVOICE_STATUSES } from '../../../../shared/invoicing';
import type { ScheduledJob } from '../../../platform/modules';
import { Customer, Invoice, InvoiceReminder } from '../models';
import { dueLevel, dunningSettings } from './dunning';
import { lockInvoice } from './invoices';
import { lastReminderLevel, sendReminder } from './reminders';

export const DUNNING_JOB = 'invoicing.dunning';

interface DueReminder {
  invoiceId: string;
  pieceNumber: string;
  level: number;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every morning, each overdue invoice with an address gets the next level it is due for, once:
 * the item key is the invoice and the level, recorded in the item's transaction by the job runner
 * (so a second run, or a second server process, skips it), and the reminder's unique (invoice,
 * level) index refuses a duplicate whoever writes it.
 */
export const dunningJob: ScheduledJob<DueReminder> = {
  name: DUNNING_JOB,
  schedule: '0 7 * * *',
  scope: 'tenant',
  async items({ now }) {
    const settings = await dunningSettings();
    if (!settings.enabled || !settings.levels.length) return [];
    const day = dayOf(now);
    const overdue = await Invoice.findAll({
      where: { documentType: 'INVOICE', status: { [Op.in]: [...OPEN_INVOICE_STATUSES] }, remainingCents: { [Op.gt]: 0 }, dueDate: { [Op.lt]: day } },
      attributes: ['id', 'pieceNumber', 'dueDate', 'customerId', 'customerEmail'],
      order: [['dueDate', 'ASC'], ['pieceNumber', 'ASC']],
    });
    if (!overdue.length) return [];
    const ids = overdue.map((i) => i.id);
    const reminders = await InvoiceReminder.findAll({ where: { invoiceId: { [Op.in]: ids } }, attributes: ['invoiceId', 'level'] });
    const last = new Map<string, number>();
    for (const r of reminders) last.set(r.invoiceId, Math.max(last.get(r.invoiceId) ?? 0, r.level));
    const customerIds = [...new Set(overdue.map((i) => i.customerId).filter((id): id is string => Boolean(id)))];
    const customers = customerIds.length ? await Customer.findAll({ where: { id: { [Op.in]: customerIds } }, attributes: ['id', 'email'] }) : [];
    const emails = new Map(customers.map((c) => [c.id, c.email]));
    return overdue.flatMap((invoice) => {
      const address = (invoice.customerId ? emails.get(invoice.customerId) : null) ?? invoice.customerEmail;
      const level = address ? dueLevel(invoice.dueDate, last.get(invoice.id) ?? 0, settings.levels, day) : null;
      return level ? [{ invoiceId: invoice.id, pieceNumber: invoice.pieceNumber, level }] : [];
    });
  },
  onceKey: (item) => `${item.invoiceId}:level-${item.level}`,
  describe: (item) => `${item.pieceNumber} level ${item.level}`,
  async handle(item, { now }) {
    const invoice = await lockInvoice(item.invoiceId);
    if (invoice.remainingCents <= 0 || !OPEN_INVOICE_STATUSES.includes(invoice.status)) return;
    // A user may have sent this level by hand since the items were listed.
    if ((await lastReminderLevel(invoice.id)) + 1 !== item.level) return;
    await sendReminder(invoice, item.level, { manual: false, at: now, day: dayOf(now) });
  },
};
