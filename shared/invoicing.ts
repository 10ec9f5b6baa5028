/** Enumerations and limits of customer invoicing, shared by the server and the renderer. */

export const INVOICE_STATUSES = ['DRAFT', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Invoices still owed something (dunning, overdue figures, the list's "due" total). */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = ['SENT', 'PARTIALLY_PAID'];

export const DOCUMENT_TYPES = ['INVOICE', 'CREDIT_NOTE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What the caller may do next on an invoice (the renderer shows these buttons only). */
export const INVOICE_ACTIONS = ['edit', 'send', 'record-payment', 'cancel', 'credit-note', 'remind'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** How a customer paid: the first two reach a bank account (521x / 512x), cash the till, mobile money 552. */
export const PAYMENT_MODES = ['BANK_TRANSFER', 'CHECK', 'CASH', 'MOBILE_MONEY'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const BANK_PAYMENT_MODES: readonly PaymentMode[] = ['BANK_TRANSFER', 'CHECK'];

export const CUSTOMER_LANGUAGES = ['fr', 'en'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

export const INVOICE_LIMITS = {
  lines: 200,
  description: 500,
  lineDescription: 500,
  customerName: 200,
  address: 500,
  taxId: 50,
  /** Quantities carry up to three decimals (hours, kilograms). */
  quantityDecimals: 3,
  maxQuantity: 1_000_000_000,
  paymentTermsDays: 365,
  reference: 100,
  dunningLevels: 5,
  templateSubject: 200,
  templateBody: 5000,
} as const;

export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** Piece prefixes of the ledger's counter (FAC-2026-00001, AVOIR-2026-00001). */
export const INVOICE_PIECE_PREFIX = 'FAC';
export const CREDIT_NOTE_PIECE_PREFIX = 'AVOIR';

/** Placeholders a dunning template may use, filled from the invoice, its customer and the company. */
export const DUNNING_PLACEHOLDERS = [
  'customerName',
  'pieceNumber',
  'issueDate',
  'dueDate',
  'amountInclTax',
  'amountDue',
  'currency',
  'daysOverdue',
  'level',
  'fee',
  'companyName',
] as const;
export type DunningPlaceholder = (typeof DUNNING_PLACEHOLDERS)[number];

/** `{name}` tokens of a template that are not placeholders (reported on the field). */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(DUNNING_PLACEHOLDERS);
  return [...template.matchAll(/\{(\w*)\}/g)].map((m) => m[1]).filter((name) => !known.has(name));
}

/** Fills `{name}` tokens; unknown names are left as written. */
export function fillTemplate(template: string, values: Partial<Record<DunningPlaceholder, string>>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? (values[name as DunningPlaceholder] ?? '') : token));
}
