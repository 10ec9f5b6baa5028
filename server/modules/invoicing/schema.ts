import { z } from 'zod';
import { DOCUMENT_TYPES, INVOICE_STATUSES } from '../../../shared/invoicing';
import { isoDateSchema } from '../../../shared/schemas/accounting';
import { booleanQuery, enumListQuery, listQuery } from '../../platform/http/list';

const statusList = enumListQuery(INVOICE_STATUSES, 'Comma-separated statuses (DRAFT, SENT, PARTIALLY_PAID, PAID, CANCELLED)');

const flag = booleanQuery();

export const InvoiceListQuery = listQuery(['issueDate', 'dueDate', 'pieceNumber', 'customerName', 'amountInclTax', 'remainingAmount', 'status'], {
  status: statusList,
  documentType: z.enum(DOCUMENT_TYPES).optional(),
  customerId: z.uuid().optional(),
  overdue: flag.meta({ description: 'true: open invoices past their due date' }),
  q: z.string().trim().max(100).optional().meta({ description: 'Piece number, customer name or description' }),
  from: isoDateSchema().optional().meta({ description: 'Issued on or after' }),
  to: isoDateSchema().optional().meta({ description: 'Issued on or before' }),
}).superRefine((v, ctx) => {
  if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
});

export const TotalsQuery = z.object({ customerId: z.uuid().optional() });

export const CustomerListQuery = listQuery(['name'], {
  q: z.string().trim().max(100).optional().meta({ description: 'Words of the name, the email or the tax id' }),
  active: flag,
});

export const PaymentParams = z.object({ id: z.uuid(), paymentId: z.uuid() });

export const PdfQuery = z.object({ disposition: z.enum(['attachment', 'inline']).optional().meta({ description: 'inline: shown in the browser (preview)' }) });
