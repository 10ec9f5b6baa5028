import { DEFAULT_VAT_RATE } from '../../../../shared/accounting';
import { computeInvoiceAmounts, normalizeRate, type InvoiceAmounts } from '../../../../shared/invoice-amounts';
import type { InvoiceLineInput } from '../../../../shared/schemas/invoicing';
import { renderMessage, type MessageKey, type MessageParams } from '../../../platform/http/messages';
import { refusal, type FieldError } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { INVOICING_ACCOUNTS } from '../accounts';
import { Customer } from '../models';

export interface LineValues {
  lineNo: number;
  description: string;
  quantity: string;
  unitPriceCents: number;
  vatRate: string;
  accountCode: string;
  amountExclTaxCents: number;
  sourceLineId?: string | null;
}

export interface BuiltLines {
  lines: LineValues[];
  amounts: InvoiceAmounts;
}

/**
 * A 422 naming the field a rule against stored data refuses (the body itself was well-formed),
 * its message from the catalog in the caller's language.
 */
export function fieldRule(path: string, rule: MessageKey, params: MessageParams = {}): never {
  const errors: FieldError[] = [{ path, message: renderMessage(rule, params), rule, params }];
  throw refusal('BUSINESS_RULE', rule, params, { errors });
}

/** The tenant's standard VAT rate ("18.00" when the configuration has none). */
export async function defaultVatRate(): Promise<string> {
  const config = await port('ledger').config();
  return normalizeRate(config.standardVatRate || DEFAULT_VAT_RATE);
}

export async function defaultSalesAccount(): Promise<string> {
  return INVOICING_ACCOUNTS[(await port('ledger').config()).chartStandard].sales.code;
}

/**
 * The lines of an invoice from the request: given lines (each at its rate or the invoice's, on its
 * sales account or the default one), or one line of `amountExclTax`. Refuses an invoice whose
 * total is not above zero.
 */
export async function buildLines(
  input: { lines?: InvoiceLineInput[]; amountExclTax?: number; description?: string | null },
  vatRate: string,
): Promise<BuiltLines> {
  const salesAccount = await defaultSalesAccount();
  const given: InvoiceLineInput[] = input.lines ?? [
    { description: input.description || 'Prestation', quantity: '1', unitPrice: input.amountExclTax ?? 0 },
  ];
  const partial = given.map((line, i) => ({
    lineNo: i + 1,
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPrice,
    vatRate: line.vatRate ?? vatRate,
    accountCode: line.accountCode ?? salesAccount,
  }));
  const amounts = computeInvoiceAmounts(partial);
  if (amounts.amountInclTaxCents <= 0) fieldRule('lines', 'invoicing.totalAboveZero');
  return { lines: partial.map((l, i) => ({ ...l, amountExclTaxCents: amounts.lineNets[i] })), amounts };
}

/** A customer of the register that may be invoiced (active). */
export async function invoicableCustomer(id: string): Promise<Customer> {
  const customer = await Customer.findByPk(id);
  if (!customer) fieldRule('customerId', 'invoicing.unknownCustomer');
  if (!customer.active) fieldRule('customerId', 'invoicing.inactiveCustomer', { name: customer.name });
  return customer;
}

/** The customer's block as copied on a document. */
export function customerSnapshot(customer: Customer) {
  return {
    customerId: customer.id,
    customerName: customer.name,
    customerAddressLine: customer.addressLine,
    customerPostalCode: customer.postalCode,
    customerCity: customer.city,
    customerCountry: customer.country,
    customerTaxId: customer.taxId,
    customerEmail: customer.email,
    customerLanguage: customer.language,
    receivableAccount: customer.receivableAccount,
  };
}
