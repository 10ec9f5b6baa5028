import type { InvoiceStatus } from '../../../shared/invoicing';
import { defineStates } from '../../platform/state-machine';

/**
 * The specification's customer-invoice table. A payment moves to PAID when it settles what remains
 * and to PARTIALLY_PAID otherwise; reversing a payment (beyond the specification) moves back to
 * PARTIALLY_PAID or SENT. A credit note leaves the status unchanged. DRAFT, PAID and CANCELLED
 * cannot be cancelled; DRAFT and CANCELLED cannot be credited.
 */
export type InvoiceTransition =
  | 'edit'
  | 'send'
  | 'pay-in-full'
  | 'pay-in-part'
  | 'unpay-in-part'
  | 'unpay-all'
  | 'cancel'
  | 'credit-note'
  | 'remind';

export const INVOICE_STATES = defineStates<InvoiceStatus, InvoiceTransition>({
  DRAFT: { edit: 'DRAFT', send: 'SENT' },
  SENT: { 'pay-in-full': 'PAID', 'pay-in-part': 'PARTIALLY_PAID', cancel: 'CANCELLED', 'credit-note': 'SENT', remind: 'SENT' },
  PARTIALLY_PAID: {
    'pay-in-full': 'PAID',
    'pay-in-part': 'PARTIALLY_PAID',
    'unpay-in-part': 'PARTIALLY_PAID',
    'unpay-all': 'SENT',
    cancel: 'CANCELLED',
    'credit-note': 'PARTIALLY_PAID',
    remind: 'PARTIALLY_PAID',
  },
  PAID: { 'unpay-in-part': 'PARTIALLY_PAID', 'unpay-all': 'SENT', 'credit-note': 'PAID' },
  CANCELLED: {},
});
