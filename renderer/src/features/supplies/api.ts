/** Shapes (inferred from shared/views/supplies.ts) and paths of the supplies API. */
import type { z } from 'zod';
import type { PurchaseRequestAction } from '../../../../shared/supplies';
import type { PurchaseRequestDetailView, PurchaseRequestView, VendorCodeSuggestionView, VendorOptionList, VendorView } from '../../../../shared/views/supplies';

export { PURCHASE_REQUEST_STATUSES, suggestVendorCode, type PurchaseRequestAction, type PurchaseRequestStatus } from '../../../../shared/supplies';

export type Vendor = z.infer<typeof VendorView>;
export type VendorOptions = z.infer<typeof VendorOptionList>;
export type CodeSuggestion = z.infer<typeof VendorCodeSuggestionView>;
export type PurchaseRequest = z.infer<typeof PurchaseRequestView>;
export type PurchaseRequestDetail = z.infer<typeof PurchaseRequestDetailView>;

export const PATHS = {
  vendors: '/supplies/vendors',
  activeVendors: '/supplies/vendors/active',
  codeSuggestion: '/supplies/vendors/code-suggestion',
  vendor: (id: string) => `/supplies/vendors/${id}`,
  vendorAction: (id: string, action: 'activate' | 'deactivate') => `/supplies/vendors/${id}/${action}`,
  mine: '/supplies/purchase-requests/mine',
  requests: '/supplies/purchase-requests',
  request: (id: string) => `/supplies/purchase-requests/${id}`,
  requestAction: (id: string, action: PurchaseRequestAction) => `/supplies/purchase-requests/${id}/${action}`,
};

export const ROUTES = {
  vendors: '/supplies/vendors',
  vendor: (id: string) => `/supplies/vendors/${id}`,
  mine: '/supplies/my-requests',
  toProcess: '/supplies/purchase-requests',
  request: (id: string) => `/supplies/purchase-requests/${id}`,
};

export const ACCESS = {
  request: { module: 'SUPPLIES', permissions: ['supplies.request'] },
  manage: { module: 'SUPPLIES', permissions: ['supplies.manage'] },
  read: { module: 'SUPPLIES', permissions: ['supplies.request', 'supplies.manage'] },
  /** The detail: its requester, supplies.manage, and the approvers of its circuit (who may hold neither). */
  detail: { module: 'SUPPLIES' },
  managePermission: 'supplies.manage',
} as const;

export const STATUS_TONES = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  ORDERED: 'info',
  RECEIVED: 'success',
  CANCELLED: 'default',
} as const;
