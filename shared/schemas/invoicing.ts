import Big from 'big.js';
import { z } from 'zod';
import { CUSTOMER_LANGUAGES, INVOICE_LIMITS, PAYMENT_MODES, unknownPlaceholders } from '../invoicing';
import { MAX_AMOUNT, type Cents } from '../money';
import { isoDateSchema } from './accounting';

/**
 * Request schemas of customer invoicing, shared by the server (validation, OpenAPI) and the
 * renderer's forms. Unlike journal amounts, invoice amounts are refused (not rounded) when they
 * carry more than two decimals: what the customer reads must be what was typed.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

/** A number or a decimal string with a dot; answers integer cents. Never negative, two decimals at most. */
export const exactAmountSchema = () =>
  z
    .union([z.number(), z.string()])
    .transform((value, ctx): Cents => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value.trim();
      if (text.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: 'Amounts cannot be negative' });
        return z.NEVER;
      }
      if (!DECIMAL.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Expected an amount with a dot, like 1180.00' });
        return z.NEVER;
      }
      const big = new Big(text);
      if (big.round(2).cmp(big) !== 0) {
        ctx.addIssue({ code: 'custom', message: 'An amount has at most two decimals' });
        return z.NEVER;
      }
      if (big.gt(MAX_AMOUNT)) {
        ctx.addIssue({ code: 'custom', message: `An amount is at most ${MAX_AMOUNT.toFixed(0)}` });
        return z.NEVER;
      }
      return Number(big.times(100).toFixed(0));
    })
    .meta({ description: 'Amount: a number or a decimal string with a dot ("1180.00"), two decimals at most' });

export const positiveAmountSchema = () => exactAmountSchema().refine((cents) => cents > 0, 'The amount must be above zero');

/** A VAT rate in percent: 0 to 100, two decimals at most; answers "18.00". */
export const vatRateSchema = () =>
  z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value.trim();
      if (!DECIMAL.test(text) || new Big(text).gt(100) || new Big(text).round(2).cmp(new Big(text)) !== 0) {
        ctx.addIssue({ code: 'custom', message: 'A VAT rate is a percentage between 0 and 100 with two decimals at most' });
        return z.NEVER;
      }
      return new Big(text).toFixed(2);
    })
    .meta({ description: 'Percent, 0 to 100 ("18" or "18.00")' });

/** A quantity above zero with three decimals at most; answers its decimal text ("2.5"). */
export const quantitySchema = () =>
  z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value.trim();
      if (text.startsWith('-') || (DECIMAL.test(text) && new Big(text).eq(0))) {
        ctx.addIssue({ code: 'custom', message: 'The quantity must be above zero' });
        return z.NEVER;
      }
      if (!DECIMAL.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Expected a number with a dot, like 2.5' });
        return z.NEVER;
      }
      const big = new Big(text);
      if (big.round(INVOICE_LIMITS.quantityDecimals).cmp(big) !== 0) {
        ctx.addIssue({ code: 'custom', message: 'A quantity has at most three decimals' });
        return z.NEVER;
      }
      if (big.gt(INVOICE_LIMITS.maxQuantity)) {
        ctx.addIssue({ code: 'custom', message: 'The quantity is too large' });
        return z.NEVER;
      }
      return big.toString();
    })
    .meta({ description: 'Above zero, three decimals at most' });

/** Sales accounts are class 70 (ventes) in both charts. */
export const salesAccountSchema = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^70[0-9A-Z]{0,18}$/, 'A sales account starts with 70');

export const receivableAccountSchema = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^411[0-9A-Z]{0,17}$/, 'A customer account starts with 411');

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const CustomerBody = z.object({
  name: text(INVOICE_LIMITS.customerName).min(1, 'Give the customer’s name'),
  addressLine: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code (CI, SN, FR…)')
    .optional()
    .meta({ description: 'ISO 3166 code; the company’s country when omitted' }),
  taxId: optionalText(INVOICE_LIMITS.taxId).meta({ description: 'Tax identifier (NCC, NINEA, VAT number…)' }),
  email: z
    .email('Expected an email address')
    .max(200)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  phone: optionalText(40),
  paymentTermsDays: z.coerce.number().int().min(0).max(INVOICE_LIMITS.paymentTermsDays).optional().meta({ description: 'Days from the invoice date to its due date (default 30)' }),
  receivableAccount: receivableAccountSchema().optional().meta({ description: 'Customer account, 4111 by default (411 in the PCG)' }),
  language: z.enum(CUSTOMER_LANGUAGES).optional().meta({ description: 'Language of the mails and reminders (default fr)' }),
  active: z.boolean().optional(),
});
export type CustomerInput = z.infer<typeof CustomerBody>;
export const UpdateCustomerBody = CustomerBody.partial();
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerBody>;

export const InvoiceLineBody = z.object({
  description: text(INVOICE_LIMITS.lineDescription).min(1, 'Describe the line'),
  quantity: quantitySchema(),
  unitPrice: exactAmountSchema().meta({ description: 'Unit price excluding tax' }),
  vatRate: vatRateSchema().optional().meta({ description: 'The invoice’s rate when omitted' }),
  accountCode: salesAccountSchema().optional().meta({ description: 'Sales account credited (7061 services by default; PCG 706)' }),
});
export type InvoiceLineInput = z.infer<typeof InvoiceLineBody>;

const invoiceFields = {
  customerId: z.uuid().nullish().meta({ description: 'A customer of the register; its name, address and tax id are copied' }),
  customerName: text(INVOICE_LIMITS.customerName).min(1).optional().meta({ description: 'Without customerId: the name printed on the invoice' }),
  customerEmail: z.email('Expected an email address').max(200).nullish().meta({ description: 'Without customerId: where the invoice is mailed' }),
  description: optionalText(INVOICE_LIMITS.description),
  issueDate: isoDateSchema().optional().meta({ description: 'Invoice date (today when omitted); the piece number takes its year' }),
  dueDate: isoDateSchema().optional().meta({ description: 'Issue date + the customer’s payment terms when omitted' }),
  vatRate: vatRateSchema().optional().meta({ description: 'Default rate of the lines: the tenant’s standard rate, 18 % when unset' }),
  lines: z.array(InvoiceLineBody).min(1, 'An invoice has at least one line').max(INVOICE_LIMITS.lines).optional(),
  amountExclTax: positiveAmountSchema().optional().meta({ description: 'Instead of lines: one line of this amount' }),
};

function invoiceRules(value: { customerId?: string | null; customerName?: string; lines?: unknown[]; amountExclTax?: number; issueDate?: string; dueDate?: string }, ctx: z.RefinementCtx, creating: boolean) {
  if (creating && !value.customerId && !value.customerName) ctx.addIssue({ code: 'custom', path: ['customerName'], message: 'Give customerName or customerId' });
  if (value.lines && value.amountExclTax !== undefined) ctx.addIssue({ code: 'custom', path: ['amountExclTax'], message: 'Give lines or amountExclTax, not both' });
  if (creating && !value.lines && value.amountExclTax === undefined) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Give lines or amountExclTax' });
  if (value.issueDate && value.dueDate && value.dueDate < value.issueDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date cannot be before the issue date' });
}

export const CreateInvoiceBody = z.object(invoiceFields).superRefine((v, ctx) => invoiceRules(v, ctx, true));
export type CreateInvoiceInput = z.infer<typeof CreateInvoiceBody>;
export const UpdateInvoiceBody = z.object(invoiceFields).superRefine((v, ctx) => invoiceRules(v, ctx, false));
export type UpdateInvoiceInput = z.infer<typeof UpdateInvoiceBody>;

export const SendInvoiceBody = z.object({
  mail: z.boolean().optional().meta({ description: 'Mail the PDF to the customer (default true when an address is known)' }),
});

export const RecordPaymentBody = z.object({
  amount: positiveAmountSchema(),
  paymentDate: isoDateSchema(),
  mode: z.enum(PAYMENT_MODES).optional().meta({ description: 'BANK_TRANSFER by default' }),
  bankAccountId: z.uuid().nullish().meta({ description: 'Transfers and cheques: the tenant’s bank account (its default one when omitted)' }),
  reference: optionalText(INVOICE_LIMITS.reference),
});
export type RecordPaymentInput = z.infer<typeof RecordPaymentBody>;

export const ReversePaymentBody = z.object({
  reason: optionalText(500),
});

export const CreditNoteBody = z.object({
  invoiceId: z.uuid(),
  amount: positiveAmountSchema().optional().meta({ description: 'Amount including tax to credit; everything still creditable when omitted' }),
  date: isoDateSchema().optional().meta({ description: 'Date of the credit note (today when omitted)' }),
  reason: optionalText(500),
});
export type CreditNoteInput = z.infer<typeof CreditNoteBody>;

export const CancelInvoiceBody = z.object({ reason: optionalText(500) });

const placeholderText = (max: number, min: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .superRefine((value, ctx) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown placeholders: ${unknown.map((u) => `{${u}}`).join(', ')}` });
    });

export const DunningLevelBody = z.object({
  daysAfterDue: z.coerce.number().int().min(0).max(365),
  fee: exactAmountSchema().nullish().meta({ description: 'Fixed recovery fee mentioned in the reminder' }),
  subjectFr: placeholderText(INVOICE_LIMITS.templateSubject, 1),
  bodyFr: placeholderText(INVOICE_LIMITS.templateBody, 1),
  subjectEn: placeholderText(INVOICE_LIMITS.templateSubject, 1),
  bodyEn: placeholderText(INVOICE_LIMITS.templateBody, 1),
});

export const DunningConfigBody = z.object({
  enabled: z.boolean(),
  levels: z
    .array(DunningLevelBody)
    .max(INVOICE_LIMITS.dunningLevels)
    .superRefine((levels, ctx) => {
      levels.forEach((level, i) => {
        if (i > 0 && level.daysAfterDue <= levels[i - 1].daysAfterDue) {
          ctx.addIssue({ code: 'custom', path: [i, 'daysAfterDue'], message: 'Each level comes more days after the due date than the previous one' });
        }
      });
    }),
});
export type DunningConfigInput = z.infer<typeof DunningConfigBody>;

export const InvoicingSettingsBody = z.object({
  legalName: optionalText(200).meta({ description: 'Name printed on invoices (the company’s name when empty)' }),
  addressLine: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  taxId: optionalText(50).meta({ description: 'NCC, NINEA or VAT number' }),
  registrationNumber: optionalText(50).meta({ description: 'RCCM or SIREN' }),
  legalForm: optionalText(200).meta({ description: 'e.g. SARL au capital de 1 000 000 F CFA' }),
  email: z.email('Expected an email address').max(200).nullish().or(z.literal('').transform(() => null)).transform((v) => v ?? null),
  phone: optionalText(40),
  paymentTermsDays: z.coerce.number().int().min(0).max(INVOICE_LIMITS.paymentTermsDays),
  legalMentions: optionalText(1000).meta({ description: 'Footer of every invoice (late penalties, recovery fee…)' }),
});
export type InvoicingSettingsInput = z.infer<typeof InvoicingSettingsBody>;
