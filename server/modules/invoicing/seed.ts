import { Op } from 'sequelize';
import type { SeedContext } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import { port } from '../../platform/modules';
import { Invoice } from './models';
import { addDays, today } from './runtime';
import { DEMO_CUSTOMERS, DEMO_SERVICES } from './seed-data';
import { cancelInvoice } from './services/cancel';
import { createCreditNote } from './services/credit-notes';
import { createCustomer } from './services/customers';
import { DEFAULT_DUNNING_LEVELS, saveDunning } from './services/dunning';
import { createInvoice } from './services/invoices';
import { recordPayment } from './services/payments';
import { sendReminder } from './services/reminders';
import { saveSettings } from './services/settings';
import { sendInvoice } from './services/send-invoice';

/** The same invoices at every demo: a small deterministic generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

const INVOICES = 36;

/**
 * The demo company's invoicing: its identity on invoices, eight customers, dunning on, and three
 * dozen invoices over the last five months of the current year (earlier months are closed) in every
 * state — drafts, sent and overdue, partly and fully paid, two cancelled, one credited — each posted
 * to the ledger through its own service, payments into the demo bank account (5211) or the till.
 */
export async function seedDemoInvoicing(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  await asTenant(
    ctx.demoTenantId,
    async () => {
      await saveSettings({
        legalName: null,
        addressLine: 'Rue des Jardins, Cocody Deux-Plateaux',
        postalCode: '08 BP 1234',
        city: 'Abidjan',
        taxId: 'CI-1234567 X',
        registrationNumber: 'CI-ABJ-2019-B-12345',
        legalForm: 'SARL au capital de 10 000 000 F CFA',
        email: 'facturation@demo.local',
        phone: '+225 27 22 00 00 00',
        paymentTermsDays: 30,
        legalMentions: null,
      });
      await saveDunning({
        enabled: true,
        levels: DEFAULT_DUNNING_LEVELS.map((l) => ({ daysAfterDue: l.daysAfterDue, fee: l.feeCents, subjectFr: l.subjectFr, bodyFr: l.bodyFr, subjectEn: l.subjectEn, bodyEn: l.bodyEn })),
      });
      const customers = [];
      for (const c of DEMO_CUSTOMERS) customers.push(await createCustomer(c));
      const [bank] = await port('ledger').bankAccounts();
      const rnd = generator(2026);
      const day = today();
      const start = [addDays(day, -150), `${day.slice(0, 4)}-01-01`].sort()[1];
      const span = Math.max(0, Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000));
      const issueDates = Array.from({ length: INVOICES }, () => addDays(start, rnd.int(0, span))).sort();
      let cancelled = 0;
      let credited = false;
      for (const [i, issueDate] of issueDates.entries()) {
        const customer = rnd.pick(customers);
        const lines = Array.from({ length: rnd.int(1, 3) }, () => {
          const s = rnd.pick(DEMO_SERVICES);
          return { description: s.description, quantity: String(rnd.int(s.quantities[0], s.quantities[1])), unitPrice: s.price * 100, accountCode: s.account };
        });
        const invoice = await createInvoice({ customerId: customer.id, issueDate, lines, description: null });
        // The most recent few stay drafts; the rest are sent.
        if (i >= INVOICES - 3) continue;
        await sendInvoice(invoice.id, { mail: false });
        const age = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${issueDate}T00:00:00Z`)) / 86_400_000);
        const roll = rnd.int(0, 9);
        if (cancelled < 2 && roll === 0 && age > 10) {
          cancelled++;
          await cancelInvoice(invoice.id, 'Commande annulée par le client');
          continue;
        }
        if (age < 12 || roll <= 2) continue;
        const paid = await invoiceTotal(invoice.id);
        const paymentDate = addDays(issueDate, Math.min(age, rnd.int(5, 40)));
        const partial = roll <= 4;
        const amount = partial ? Math.round(paid / 200) * 100 : paid;
        const cash = rnd.int(0, 4) === 0;
        await recordPayment(invoice.id, {
          amount,
          paymentDate,
          mode: cash ? 'CASH' : 'BANK_TRANSFER',
          bankAccountId: cash ? null : (bank?.id ?? null),
          reference: `VIR-${invoice.pieceNumber.slice(-5)}`,
        });
        if (!credited && !partial && age > 30) {
          credited = true;
          await createCreditNote({ invoiceId: invoice.id, amount: Math.round(paid / 1000) * 100, date: addDays(paymentDate, 3) > day ? day : addDays(paymentDate, 3), reason: 'Remise commerciale accordée après livraison' });
        }
      }
      await remindTwoOverdue(day);
    },
    { now: ctx.now },
  );
}

async function invoiceTotal(id: string): Promise<number> {
  return (await Invoice.findByPk(id, { attributes: ['remainingCents'] }))?.remainingCents ?? 0;
}

/** The first level of dunning for the two oldest overdue invoices with an address (shown on the invoice). */
async function remindTwoOverdue(day: string): Promise<void> {
  const overdue = await Invoice.findAll({
    where: { documentType: 'INVOICE', status: { [Op.in]: ['SENT', 'PARTIALLY_PAID'] }, dueDate: { [Op.lt]: addDays(day, -7) }, customerEmail: { [Op.ne]: null } },
    order: [['dueDate', 'ASC']],
    limit: 2,
  });
  for (const invoice of overdue) {
    if (invoice.remainingCents > 0) await sendReminder(invoice, 1, { manual: false, at: new Date(`${addDays(invoice.dueDate, 7)}T07:00:00Z`), day: addDays(invoice.dueDate, 7) });
  }
}
