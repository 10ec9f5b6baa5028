import Big from 'big.js';
import type { EntrySummary, LedgerLineInput } from '../../accounting';
import { BANK_PAYMENT_MODES, type PaymentMode } from '../../../../shared/invoicing';
import { port } from '../../../platform/modules';
import { INVOICING_ACCOUNTS, salesAccountTitle, type ChartAccountRef } from '../accounts';
import type { Invoice, InvoiceLine } from '../models';
import { fieldRule } from './invoice-builder';

const rateLabel = (rate: string) => `TVA ${new Big(rate).toString().replace('.', ',')} %`;

/** Ensures every account an entry uses exists in the tenant's chart (system accounts otherwise). */
async function ensureAccounts(accounts: ChartAccountRef[]): Promise<void> {
  const ledger = port('ledger');
  const seen = new Set<string>();
  for (const a of accounts) {
    if (seen.has(a.code)) continue;
    seen.add(a.code);
    await ledger.ensureAccount(a.code, a.title);
  }
}

/**
 * The document's entry: for an invoice (issued), the customer account in debit for the total
 * including tax (third party = the customer, due date = the invoice's), each line's sales account
 * in credit and VAT collected per rate in credit; a credit note (credited) is its mirror. Posted at
 * once, in the request's transaction, linked to the document (sourceRef).
 */
export async function postDocument(invoice: Invoice, lines: readonly InvoiceLine[]): Promise<EntrySummary> {
  const ledger = port('ledger');
  const accounts = INVOICING_ACCOUNTS[(await ledger.config()).chartStandard];
  const credit = invoice.documentType === 'CREDIT_NOTE';
  const sign = credit ? -1 : 1;
  const side = (cents: number, invoiceSide: 'debit' | 'credit'): Pick<LedgerLineInput, 'debitCents' | 'creditCents'> =>
    (invoiceSide === 'debit') !== credit ? { debitCents: cents } : { creditCents: cents };
  const label = `${credit ? 'Avoir' : 'Facture'} ${invoice.pieceNumber} — ${invoice.customerName}`.slice(0, 255);
  const entryLines: LedgerLineInput[] = [
    { accountCode: invoice.receivableAccount, ...side(sign * invoice.amountInclTaxCents, 'debit'), label, thirdParty: invoice.customerName.slice(0, 100), dueDate: credit ? null : invoice.dueDate },
  ];
  for (const line of lines) {
    if (line.amountExclTaxCents === 0) continue;
    entryLines.push({ accountCode: line.accountCode, ...side(sign * line.amountExclTaxCents, 'credit'), label: line.description.slice(0, 255) });
  }
  for (const group of invoice.vatBreakdown) {
    if (group.vatCents === 0) continue;
    entryLines.push({ accountCode: accounts.vatCollected.code, ...side(sign * group.vatCents, 'credit'), label: `${rateLabel(group.rate)} — ${invoice.pieceNumber}` });
  }
  await ensureAccounts([
    { code: invoice.receivableAccount, title: accounts.receivable.title },
    accounts.vatCollected,
    ...lines.map((l) => ({ code: l.accountCode, title: salesAccountTitle(l.accountCode) })),
  ]);
  return ledger.record({ date: invoice.issueDate, label, source: credit ? 'CREDIT_NOTE' : 'INVOICE', sourceRef: invoice.id, lines: entryLines }, { post: true });
}

/** The treasury account a payment reaches: the bank account's for transfers and cheques, else cash or mobile money. */
export async function treasuryOf(mode: PaymentMode, bankAccountId: string | null | undefined): Promise<{ account: ChartAccountRef; bankAccountId: string | null }> {
  const ledger = port('ledger');
  const accounts = INVOICING_ACCOUNTS[(await ledger.config()).chartStandard];
  if (!BANK_PAYMENT_MODES.includes(mode)) {
    if (bankAccountId) fieldRule('bankAccountId', 'invoicing.bankOnlyForTransfers');
    return { account: mode === 'CASH' ? accounts.cash : accounts.mobileMoney, bankAccountId: null };
  }
  if (bankAccountId) {
    const bank = await ledger.bankAccount(bankAccountId);
    if (!bank) fieldRule('bankAccountId', 'invoicing.unknownBankAccount');
    return { account: { code: bank.accountCode, title: bank.title }, bankAccountId: bank.id };
  }
  const banks = await ledger.bankAccounts();
  const bank = banks.find((b) => b.isDefault) ?? banks[0];
  return bank ? { account: { code: bank.accountCode, title: bank.title }, bankAccountId: bank.id } : { account: accounts.bank, bankAccountId: null };
}

/** A payment's entry (paid): the treasury account in debit, the customer account in credit. */
export async function postPayment(invoice: Invoice, payment: { amountCents: number; paymentDate: string; treasury: ChartAccountRef; reference: string | null }): Promise<EntrySummary> {
  const ledger = port('ledger');
  const accounts = INVOICING_ACCOUNTS[(await ledger.config()).chartStandard];
  await ensureAccounts([payment.treasury, { code: invoice.receivableAccount, title: accounts.receivable.title }]);
  const label = `Règlement ${invoice.pieceNumber} — ${invoice.customerName}${payment.reference ? ` (${payment.reference})` : ''}`.slice(0, 255);
  return ledger.record(
    {
      date: payment.paymentDate,
      label,
      source: 'PAYMENT',
      sourceRef: invoice.id,
      lines: [
        { accountCode: payment.treasury.code, debitCents: payment.amountCents, label },
        { accountCode: invoice.receivableAccount, creditCents: payment.amountCents, label, thirdParty: invoice.customerName.slice(0, 100) },
      ],
    },
    { post: true },
  );
}
