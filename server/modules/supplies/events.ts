/**
 * The supplies module's domain events. They carry what a budget needs to show commitments
 * (approved, not yet received) beside actuals: the amount in cents, the account charged (when the
 * requester named one), and the day of the change.
 */
export interface PurchaseCommitment {
  purchaseRequestId: string;
  reference: string;
  amountCents: number;
  currency: string;
  accountCode: string | null;
  /** ISO day of the change (approval, receipt or cancellation). */
  date: string;
}

declare module '../../platform/modules/contract' {
  interface DomainEvents {
    /** The circuit approved the request: its amount becomes committed. */
    'purchase-request.approved': PurchaseCommitment;
    /** supplies.manage placed the order (still committed). */
    'purchase-request.ordered': PurchaseCommitment;
    /** The goods arrived: the amount is no longer committed. */
    'purchase-request.received': PurchaseCommitment;
    /** An approved request was cancelled before its order: its commitment is released. */
    'purchase-request.released': PurchaseCommitment;
  }
}
