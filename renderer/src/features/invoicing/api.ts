/** Shapes and paths of the invoicing API (server/modules/invoicing), read from the shared views. */
import type { z } from 'zod';
import type { InvoiceAction } from '../../../../shared/invoicing';
import type {
  CustomerView,
  DunningConfigView,
  InvoiceSummaryView,
  InvoiceTotalsView,
  InvoiceView,
} from '../../../../shared/schemas/invoicing-views';

export { INVOICE_STATUSES, PAYMENT_MODES, type InvoiceAction, type InvoiceStatus, type PaymentMode } from '../../../../shared/invoicing';

export type Customer = z.infer<typeof CustomerView>;
export type InvoiceSummary = z.infer<typeof InvoiceSummaryView>;
export type Invoice = z.infer<typeof InvoiceView>;
export type InvoiceTotals = z.infer<typeof InvoiceTotalsView>;
export type DunningConfig = z.infer<typeof DunningConfigView>;

export const PATHS = {
  invoices: '/accounting/invoices',
  totals: '/accounting/invoices/totals',
  invoice: (id: string) => `/accounting/invoices/${id}`,
  action: (id: string, action: Exclude<InvoiceAction, 'edit' | 'credit-note'> | 'pdf') => `/accounting/invoices/${id}/${action}`,
  creditNote: '/accounting/invoices/credit-note',
  reversePayment: (id: string, paymentId: string) => `/accounting/invoices/${id}/payments/${paymentId}/reverse`,
  customers: '/accounting/customers',
  customer: (id: string) => `/accounting/customers/${id}`,
  dunning: '/accounting/dunning/config',
  bankAccounts: '/accounting/config/bank-accounts',
};

export const ROUTES = {
  invoices: '/accounting/invoices',
  newInvoice: '/accounting/invoices/new',
  invoice: (id: string) => `/accounting/invoices/${id}`,
  customers: '/accounting/customers',
  dunning: '/accounting/dunning',
};

export const ACCESS = {
  read: { module: 'ACCOUNTING', permissions: ['accounting.read'] },
  write: { module: 'ACCOUNTING', permissions: ['accounting.write'] },
  writePermission: 'accounting.write',
  managePermission: 'accounting.manage',
  pdfPermission: 'accounting.invoicing.read',
} as const;

export const STATUS_TONES = {
  DRAFT: 'default',
  SENT: 'info',
  PARTIALLY_PAID: 'warning',
  PAID: 'success',
  CANCELLED: 'error',
} as const;
