import { computeInvoiceAmounts, type InvoiceAmounts } from '../../../../shared/invoice-amounts';
import { formatCents, toCents } from '../../../../shared/money';
import type { Invoice } from './api';

export interface LineValues {
  description: string;
  quantity: string;
  unitPrice: string;
  /** '' takes the invoice's rate. */
  vatRate: string;
}

export interface InvoiceValues {
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  issueDate: string;
  dueDate: string;
  description: string;
  vatRate: string;
  lines: LineValues[];
}

export const EMPTY_LINE: LineValues = { description: '', quantity: '1', unitPrice: '', vatRate: '' };

const DECIMAL = /^\d+(\.\d+)?$/;
const asDecimal = (text: string) => text.trim().replace(',', '.');

export function valuesOf(invoice: Invoice | null, today: string, standardRate: string): InvoiceValues {
  if (!invoice) return { customerId: null, customerName: '', customerEmail: '', issueDate: today, dueDate: '', description: '', vatRate: standardRate, lines: [{ ...EMPTY_LINE }] };
  return {
    customerId: invoice.customerId,
    customerName: invoice.customerName,
    customerEmail: invoice.customer.email ?? '',
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    description: invoice.description ?? '',
    vatRate: invoice.vatRate,
    lines: invoice.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, vatRate: l.vatRate === invoice.vatRate ? '' : l.vatRate })),
  };
}

/** The live totals of the editor, computed like the server does; lines not yet valid count as zero. */
export function liveAmounts(values: InvoiceValues): InvoiceAmounts {
  const rate = DECIMAL.test(asDecimal(values.vatRate)) ? asDecimal(values.vatRate) : '0';
  return computeInvoiceAmounts(
    values.lines.map((l) => {
      const quantity = asDecimal(l.quantity);
      const price = asDecimal(l.unitPrice);
      const lineRate = asDecimal(l.vatRate);
      return {
        quantity: DECIMAL.test(quantity) ? quantity : '0',
        unitPriceCents: DECIMAL.test(price) ? toCents(price) : 0,
        vatRate: DECIMAL.test(lineRate) ? lineRate : rate,
      };
    }),
  );
}

export const centsText = (cents: number) => formatCents(cents);

/** What the API takes: the server validates and refuses with field paths matching these names. */
export function toInvoiceBody(values: InvoiceValues) {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    customerId: values.customerId ?? undefined,
    customerName: values.customerId ? undefined : values.customerName.trim(),
    customerEmail: values.customerId ? undefined : text(values.customerEmail),
    issueDate: text(values.issueDate),
    dueDate: text(values.dueDate),
    description: text(values.description),
    vatRate: text(asDecimal(values.vatRate)),
    lines: values.lines.map((l) => ({ description: l.description.trim(), quantity: asDecimal(l.quantity), unitPrice: asDecimal(l.unitPrice), vatRate: text(asDecimal(l.vatRate)) })),
  };
}
