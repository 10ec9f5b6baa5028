import { z } from 'zod';
import { CUSTOMER_LANGUAGES, DOCUMENT_TYPES, INVOICE_ACTIONS, INVOICE_STATUSES, PAYMENT_MODES } from '../invoicing';

/**
 * Response shapes of customer invoicing: the server declares them on its routes (OpenAPI) and the
 * renderer reads them through `z.infer`.
 */

const money = z.string().meta({ example: '1180.00' });
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const CustomerView = z.object({
  id: z.string(),
  name: z.string(),
  addressLine: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  taxId: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  receivableAccount: z.string(),
  language: z.enum(CUSTOMER_LANGUAGES),
  active: z.boolean(),
  invoiceCount: z.number().int().describe('Invoices and credit notes issued to the customer (drafts included)'),
  openAmount: money.describe('What the customer still owes on sent invoices'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerViewT = z.infer<typeof CustomerView>;
export const CustomerList = list(CustomerView);

export const InvoiceLineView = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unitPrice: money.describe('Excluding tax'),
  vatRate: z.string(),
  accountCode: z.string(),
  amountExclTax: money,
});

export const VatGroupView = z.object({ rate: z.string(), base: money, vat: money });

const ref = z.object({ id: z.string(), pieceNumber: z.string() });

export const PaymentView = z.object({
  id: z.string(),
  paymentDate: z.string(),
  amount: money,
  mode: z.enum(PAYMENT_MODES),
  bankAccount: z.object({ id: z.string(), title: z.string(), accountCode: z.string() }).nullable(),
  reference: z.string().nullable(),
  entry: ref.nullable(),
  reversedAt: z.string().nullable(),
  reversedOn: z.string().nullable(),
  reversalEntry: ref.nullable(),
  reversalReason: z.string().nullable(),
  createdAt: z.string(),
});

export const ReminderView = z.object({
  id: z.string(),
  level: z.number().int(),
  sentAt: z.string(),
  sentTo: z.string(),
  manual: z.boolean(),
  fee: money.nullable(),
  subject: z.string(),
});

export const EntryRefView = z.object({
  id: z.string(),
  pieceNumber: z.string(),
  date: z.string(),
  label: z.string(),
  source: z.string(),
  status: z.string(),
  total: money,
});

const invoiceCore = {
  id: z.string(),
  pieceNumber: z.string().meta({ example: 'FAC-2026-00001' }),
  documentType: z.enum(DOCUMENT_TYPES),
  status: z.enum(INVOICE_STATUSES),
  customerId: z.string().nullable(),
  customerName: z.string(),
  description: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  amountExclTax: money,
  vatRate: z.string().describe('Default rate of the lines'),
  vatAmount: money,
  amountInclTax: money,
  paidAmount: money,
  creditedAmount: money.describe('Credit notes issued against the invoice (including tax)'),
  remainingAmount: money.describe('amountInclTax − paid − credited; a cancelled invoice keeps only what was paid, as a negative amount to refund'),
  overdue: z.boolean(),
  originalInvoice: ref.nullable().describe('Credit notes: the invoice credited'),
  sentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  allowedActions: z.array(z.enum(INVOICE_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const InvoiceSummaryView = z.object(invoiceCore);
export type InvoiceSummary = z.infer<typeof InvoiceSummaryView>;
export const InvoiceList = list(InvoiceSummaryView);

export const InvoiceView = z.object({
  ...invoiceCore,
  customer: z.object({
    name: z.string(),
    addressLine: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    taxId: z.string().nullable(),
    email: z.string().nullable(),
  }).describe('The customer as printed on the invoice (copied when it was sent)'),
  lines: z.array(InvoiceLineView),
  vatBreakdown: z.array(VatGroupView),
  payments: z.array(PaymentView),
  creditNotes: z.array(z.object({ id: z.string(), pieceNumber: z.string(), issueDate: z.string(), amountInclTax: money })),
  reminders: z.array(ReminderView),
  entries: z.array(EntryRefView).describe('Journal entries of the invoice: issued, payments, reversals, credit notes, cancellation'),
  cancelReason: z.string().nullable(),
  creditReason: z.string().nullable(),
  pdf: z.object({ available: z.boolean(), facturX: z.boolean(), filename: z.string().nullable() }),
  nextReminderLevel: z.number().int().nullable(),
});
export type InvoiceViewT = z.infer<typeof InvoiceView>;

export const InvoiceTotalsView = z.object({
  currency: z.string(),
  dueCount: z.number().int(),
  due: money.describe('Still owed on sent and partially paid invoices'),
  overdueCount: z.number().int(),
  overdue: money.describe('The part of it past its due date'),
  draftCount: z.number().int(),
});

export const DunningLevelView = z.object({
  level: z.number().int(),
  daysAfterDue: z.number().int(),
  fee: money.nullable(),
  subjectFr: z.string(),
  bodyFr: z.string(),
  subjectEn: z.string(),
  bodyEn: z.string(),
});
export const DunningConfigView = z.object({
  enabled: z.boolean(),
  levels: z.array(DunningLevelView),
  placeholders: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type DunningConfigViewT = z.infer<typeof DunningConfigView>;

export const InvoicingSettingsView = z.object({
  companyName: z.string(),
  country: z.string(),
  currency: z.string(),
  legalName: z.string().nullable(),
  addressLine: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  taxId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  legalForm: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  legalMentions: z.string().nullable(),
  standardVatRate: z.string(),
  facturX: z.boolean().describe('French tenants: sent PDFs embed the EN 16931 XML (Factur-X)'),
});
export type InvoicingSettingsViewT = z.infer<typeof InvoicingSettingsView>;
