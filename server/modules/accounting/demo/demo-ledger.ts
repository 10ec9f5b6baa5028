import type { EntrySource } from '../../../../shared/accounting';
import { percentOf, type Cents } from '../../../../shared/money';
import type { LedgerLineInput } from '../journal/entry-rules';

/** One entry of the demo ledger, already balanced, amounts in cents (XOF). */
export interface DemoEntry {
  date: string;
  label: string;
  source: EntrySource;
  lines: LedgerLineInput[];
  draft?: boolean;
}

const CUSTOMERS = [
  'Boulangerie Assoum',
  'Transports Bamba & Fils',
  'Clinique Les Palmiers',
  'Yao Consulting',
  'Pharmacie du Plateau',
  'Groupe Traoré BTP',
  'Hôtel Lagune Cocody',
  'Coopérative Agri-Sud',
];
const SUPPLIERS = ['Bureau Plus Abidjan', 'Ivoire Informatique', 'Grossiste Koné Import', 'Imprimerie du Golfe', 'Sotra Logistique'];
const VAT = '18';
const BANK = '5211';
const CASH = '5711';

/** A small deterministic generator so that every demo has the same books. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** An amount in whole francs between min and max, rounded to 500 F, as cents. */
    francs: (min: number, max: number) => Math.round((min + next() * (max - min)) / 500) * 500 * 100,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

function dayOf(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month - 1, Math.min(day, last))));
}

const debit = (accountCode: string, cents: Cents, extra: Partial<LedgerLineInput> = {}): LedgerLineInput => ({ accountCode, debitCents: cents, ...extra });
const credit = (accountCode: string, cents: Cents, extra: Partial<LedgerLineInput> = {}): LedgerLineInput => ({ accountCode, creditCents: cents, ...extra });

/**
 * Twelve months of books of a small Ivorian services company up to `today`: capital and
 * equipment at the start, then each month sales with VAT (4431) and their collection, purchases
 * with deductible VAT (4452/4454) and their payment, rent, utilities, telephone, bank fees, petty
 * cash, salaries with social charges and income tax withheld, depreciation, and the VAT return of
 * the previous month. A few entries of the current month stay drafts. Nothing is dated after today.
 */
export function demoLedger(today: string, options: { payrollMonths?: readonly string[] } = {}): DemoEntry[] {
  const payrollMonths = new Set(options.payrollMonths ?? []);
  const rnd = generator(20261121);
  const entries: DemoEntry[] = [];
  const add = (e: DemoEntry) => {
    if (e.date <= today) entries.push(e);
  };
  const now = new Date(`${today}T00:00:00Z`);
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  });

  const start = dayOf(months[0].year, months[0].month, 1);
  add({ date: start, label: 'Apport en capital des associés', source: 'MANUAL', lines: [debit(BANK, 1_500_000_000), credit('1013', 1_500_000_000)] });
  add({ date: addDays(start, 2), label: 'Alimentation de la caisse', source: 'BANK', lines: [debit(CASH, 50_000_000), credit(BANK, 50_000_000)] });
  const equipment = 450_000_000;
  add({
    date: addDays(start, 4),
    label: 'Achat matériel informatique — Ivoire Informatique',
    source: 'MANUAL',
    lines: [debit('2442', equipment), debit('4451', percentOf(equipment, VAT)), credit(BANK, equipment + percentOf(equipment, VAT))],
  });

  // VAT of the month in progress, by account, settled by the next month's return.
  let vat = { collected: 0, purchases: 0, services: 0, assets: percentOf(equipment, VAT) };
  let vatCredit = 0;
  let payrollDue = { social: 0, pension: 0, tax: 0 };

  months.forEach(({ year, month }, index) => {
    const label = `${String(month).padStart(2, '0')}/${year}`;
    const isLast = index === months.length - 1;

    if (index > 0) {
      // Last month's VAT return on the 15th: collected − deductible; a credit is carried forward (4449).
      const date = dayOf(year, month, 15);
      const previous = months[index - 1];
      const due = vat.collected - vat.purchases - vat.services - vat.assets - vatCredit;
      const lines = [
        vat.collected && debit('4431', vat.collected),
        due < 0 && debit('4449', -due),
        vatCredit && credit('4449', vatCredit),
        vat.purchases && credit('4452', vat.purchases),
        vat.services && credit('4454', vat.services),
        vat.assets && credit('4451', vat.assets),
        due > 0 && credit('4441', due),
      ].filter((l): l is LedgerLineInput => Boolean(l));
      add({ date, label: `Déclaration de TVA ${String(previous.month).padStart(2, '0')}/${previous.year}`, source: 'MANUAL', lines });
      if (due > 0) add({ date: addDays(date, 1), label: 'Paiement de la TVA due', source: 'BANK', lines: [debit('4441', due), credit(BANK, due)] });
      vatCredit = due < 0 ? -due : 0;
      vat = { collected: 0, purchases: 0, services: 0, assets: 0 };

      // Last month's social charges and income tax withheld, paid on the 10th.
      const d = dayOf(year, month, 10);
      if (payrollDue.pension + payrollDue.social > 0) {
        add({
          date: d,
          label: 'Règlement CNPS (retraite, prestations familiales)',
          source: 'BANK',
          lines: [debit('4313', payrollDue.pension), debit('4311', payrollDue.social), credit(BANK, payrollDue.pension + payrollDue.social)],
        });
      }
      if (payrollDue.tax > 0) add({ date: d, label: 'Règlement ITS retenu sur salaires', source: 'BANK', lines: [debit('4472', payrollDue.tax), credit(BANK, payrollDue.tax)] });
    }

    // Sales invoices and their collection 20–50 days later (the last ones stay open).
    const invoices = rnd.int(6, 9);
    for (let i = 0; i < invoices; i++) {
      const draft = isLast && i < 2;
      const date = draft ? today : dayOf(year, month, rnd.int(2, 27));
      const customer = rnd.pick(CUSTOMERS);
      const net = rnd.francs(350_000, 4_800_000);
      const tax = percentOf(net, VAT);
      const revenue = rnd.int(0, 3) === 0 ? '7011' : '7061';
      const dueDate = addDays(date, 30);
      add({
        date,
        label: `Facture ${customer}${revenue === '7011' ? ' — vente de marchandises' : ' — prestations'}`,
        source: 'INVOICE',
        draft,
        lines: [debit('4111', net + tax, { thirdParty: customer, dueDate }), credit(revenue, net), credit('4431', tax)],
      });
      if (draft) continue;
      vat.collected += tax;
      const paidOn = addDays(date, rnd.int(20, 50));
      if (paidOn <= today && rnd.int(0, 5) > 0) {
        add({ date: paidOn, label: `Encaissement ${customer}`, source: 'PAYMENT', lines: [debit(BANK, net + tax), credit('4111', net + tax, { thirdParty: customer })] });
      }
    }

    // Purchases from suppliers with deductible VAT, paid at 30 days.
    const purchases = rnd.int(2, 4);
    for (let i = 0; i < purchases; i++) {
      const draft = isLast && i === 0;
      const date = draft ? today : dayOf(year, month, rnd.int(3, 26));
      const supplier = rnd.pick(SUPPLIERS);
      const net = rnd.francs(150_000, 1_600_000);
      const tax = percentOf(net, VAT);
      const account = supplier === 'Bureau Plus Abidjan' || supplier === 'Imprimerie du Golfe' ? '6047' : '6011';
      add({
        date,
        label: `Facture fournisseur ${supplier}`,
        source: 'MANUAL',
        draft,
        lines: [debit(account, net), debit('4452', tax), credit('4011', net + tax, { thirdParty: supplier, dueDate: addDays(date, 30) })],
      });
      if (draft) continue;
      vat.purchases += tax;
      const paidOn = addDays(date, 30);
      if (paidOn <= today) {
        add({ date: paidOn, label: `Règlement ${supplier}`, source: 'BANK', lines: [debit('4011', net + tax, { thirdParty: supplier }), credit(BANK, net + tax)] });
      }
    }

    // Overheads.
    add({ date: dayOf(year, month, 5), label: `Loyer des bureaux ${label}`, source: 'BANK', lines: [debit('6222', 85_000_000), credit(BANK, 85_000_000)] });
    const power = rnd.francs(180_000, 320_000);
    const water = rnd.francs(25_000, 60_000);
    add({
      date: dayOf(year, month, 12),
      label: `Électricité et eau ${label}`,
      source: 'BANK',
      lines: [debit('6052', power), debit('6051', water), debit('4454', percentOf(power + water, VAT)), credit(BANK, power + water + percentOf(power + water, VAT))],
    });
    vat.services += percentOf(power + water, VAT);
    const phone = rnd.francs(90_000, 160_000);
    add({
      date: dayOf(year, month, 18),
      label: `Téléphone et internet ${label}`,
      source: 'BANK',
      lines: [debit('6281', phone), debit('4454', percentOf(phone, VAT)), credit(BANK, phone + percentOf(phone, VAT))],
    });
    vat.services += percentOf(phone, VAT);
    add({ date: dayOf(year, month, 28), label: `Frais bancaires ${label}`, source: 'BANK', lines: [debit('6318', 1_250_000), credit(BANK, 1_250_000)] });
    const supplies = rnd.francs(20_000, 75_000);
    add({ date: dayOf(year, month, 9), label: 'Petites fournitures payées en espèces', source: 'MANUAL', lines: [debit('6047', supplies), credit(CASH, supplies)] });

    // Payroll at month end: gross, employer charges, net due, CNPS and ITS withheld; net paid at
    // once. The months the payroll module's demo pays with its runs (payrollMonths) are left to it.
    const paidByPayroll = payrollMonths.has(`${year}-${String(month).padStart(2, '0')}`);
    const gross = 420_000_000 + index * 1_000_000;
    const employeePension = percentOf(gross, '6.3');
    const employerPension = percentOf(gross, '7.7');
    const employerSocial = percentOf(gross, '4.3');
    const incomeTax = percentOf(gross, '9');
    const net = gross - employeePension - incomeTax;
    const payday = dayOf(year, month, 28);
    if (!paidByPayroll) {
      add({
        date: payday,
        label: `Salaires ${label}`,
        source: 'PAYROLL',
        lines: [
          debit('6611', gross),
          debit('6641', employerPension + employerSocial),
          credit('422', net),
          credit('4313', employeePension + employerPension),
          credit('4311', employerSocial),
          credit('4472', incomeTax),
        ],
      });
      add({ date: payday, label: `Virement des salaires nets ${label}`, source: 'BANK', lines: [debit('422', net), credit(BANK, net)] });
    }
    payrollDue = paidByPayroll ? { social: 0, pension: 0, tax: 0 } : { social: employerSocial, pension: employeePension + employerPension, tax: incomeTax };

    const depreciation = Math.round(equipment / 36);
    add({ date: dayOf(year, month, 31), label: `Dotation aux amortissements ${label}`, source: 'MANUAL', lines: [debit('6813', depreciation), credit('2844', depreciation)] });
    if (month % 3 === 0) {
      add({ date: dayOf(year, month, 20), label: 'Réapprovisionnement de la caisse', source: 'BANK', lines: [debit(CASH, 15_000_000), credit(BANK, 15_000_000)] });
    }
  });

  return entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
