import { z } from 'zod';
import { PURCHASE_REQUEST_ACTIONS, PURCHASE_REQUEST_STATUSES } from '../supplies';
import { InstanceView } from './workflow';
import { listOf } from './list';

/**
 * Response views of the supplies module: the presenters answer them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */

const amount = z.string().meta({ example: '125000.00' });
const person = z.object({ id: z.string(), name: z.string() });

export const VendorView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  accountingCode: z.string(),
  paymentTermsDays: z.number().int(),
  active: z.boolean(),
  notes: z.string().nullable(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorViewT = z.infer<typeof VendorView>;
export const VendorList = listOf(VendorView);

/** What an order form needs of an active vendor. */
export const VendorOptionView = z.object({ id: z.string(), code: z.string(), name: z.string(), paymentTermsDays: z.number().int() });
export const VendorOptionList = z.object({ items: z.array(VendorOptionView) });

export const VendorCodeSuggestionView = z.object({ code: z.string(), taken: z.boolean() });

export const PurchaseItemView = z.object({ description: z.string(), quantity: z.number().int(), unitPrice: amount, total: amount });

export const PurchaseRequestView = z.object({
  id: z.string(),
  reference: z.string().meta({ example: 'DA-2026-00001' }),
  status: z.enum(PURCHASE_REQUEST_STATUSES),
  requester: person,
  vendor: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  neededBy: z.string(),
  justification: z.string(),
  accountCode: z.string().nullable(),
  items: z.array(PurchaseItemView),
  total: amount,
  currency: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: person.nullable(),
  decisionComment: z.string().nullable(),
  orderedAt: z.string().nullable(),
  orderedBy: person.nullable(),
  orderNote: z.string().nullable(),
  receivedAt: z.string().nullable(),
  receivedBy: person.nullable(),
  receiptNote: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  allowedActions: z.array(z.enum(PURCHASE_REQUEST_ACTIONS)).describe('What the caller may do next'),
});
export type PurchaseRequestViewT = z.infer<typeof PurchaseRequestView>;
export const PurchaseRequestList = listOf(PurchaseRequestView);

/** The detail: the request and its approval circuit (steps, approvers, decisions) as a timeline. */
export const PurchaseRequestDetailView = PurchaseRequestView.extend({ workflow: InstanceView.nullable() });
