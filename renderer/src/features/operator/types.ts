import type { z } from 'zod';
import type {
  AddOnView,
  FeatureView,
  HistoryView,
  LicenseInfoView,
  MetricsView,
  NoteView,
  OperatorAuditView,
  OperatorView,
  PaymentAuditView,
  PaymentView,
  PlanChangeView,
  PlanView,
  PromoCodeView,
  PublicPlansView,
  SubscriptionView,
  TenantView,
} from '../../../../shared/schemas/operator';

/** Views of the operator space as the server describes them (shared zod schemas). */
export type AddOnViewT = z.infer<typeof AddOnView>;
export type FeatureViewT = z.infer<typeof FeatureView>;
export type HistoryViewT = z.infer<typeof HistoryView>;
export type LicenseInfoViewT = z.infer<typeof LicenseInfoView>;
export type MetricsViewT = z.infer<typeof MetricsView>;
export type NoteViewT = z.infer<typeof NoteView>;
export type OperatorAuditViewT = z.infer<typeof OperatorAuditView>;
export type OperatorViewT = z.infer<typeof OperatorView>;
export type PaymentAudit = z.infer<typeof PaymentAuditView>;
export type PaymentViewT = z.infer<typeof PaymentView>;
export type PlanChangeViewT = z.infer<typeof PlanChangeView>;
export type PlanViewT = z.infer<typeof PlanView>;
export type PromoCodeViewT = z.infer<typeof PromoCodeView>;
export type PublicPlansViewT = z.infer<typeof PublicPlansView>;
export type SubscriptionViewT = z.infer<typeof SubscriptionView>;

/** A tenant as /admin-platform/tenants presents it. */
export type TenantRecord = z.infer<typeof TenantView>;
