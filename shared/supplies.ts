/** Enumerations and rules of the supplies module (vendors, purchase requests), shared by the server and the renderer. */

/** The specification's vendor defaults (Limits). */
export const DEFAULT_VENDOR_ACCOUNTING_CODE = '401';
export const DEFAULT_VENDOR_PAYMENT_TERMS_DAYS = 30;
export const VENDOR_CODE_MAX = 20;

/**
 * The code a form suggests from a vendor's name: its first three words, six characters at most
 * each, accents dropped, letters and digits only, upper case (`Société Ivoirienne de Bureautique`
 * → `SOCIET-IVOIRI-DE`). Words that keep no letter or digit are skipped.
 */
export function suggestVendorCode(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Z0-9]/g, ''))
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word.slice(0, 6))
    .join('-');
}

export const PURCHASE_REQUEST_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'ORDERED', 'RECEIVED', 'CANCELLED'] as const;
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number];

/** Actions of the state machine: submit/cancel by the requester, approve/reject by the circuit, order/receive by supplies.manage. */
export const PURCHASE_REQUEST_ACTIONS = ['submit', 'approve', 'reject', 'order', 'receive', 'cancel'] as const;
export type PurchaseRequestAction = (typeof PURCHASE_REQUEST_ACTIONS)[number];

/** Approved and not yet received: what the budget variance shows as committed. */
export const COMMITTED_PURCHASE_STATUSES: readonly PurchaseRequestStatus[] = ['APPROVED', 'ORDERED'];

/** Piece prefix of the references (`DA-2026-00001`, demande d'achat). */
export const PURCHASE_REQUEST_PREFIX = 'DA';
export const PURCHASE_ITEMS_MAX = 50;
export const PURCHASE_QUANTITY_MAX = 1_000_000;
