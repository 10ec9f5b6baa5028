/** Endpoints and answers of the accounting reports, declarations and dashboard (amounts are decimal strings). */
import type { z } from 'zod';
import { TAX_DECLARATION_TYPES, type DeclarationAction } from '../../../../shared/accounting';
import type {
  AgingView,
  BalanceView,
  BilanView,
  DashboardView,
  GrandLivreView,
  ResultatView,
  SocialAutoView,
  SocialDeclarationView,
  TaxDeclarationView,
  VatDeclarationView,
} from '../../../../shared/views/accounting';

export const REPORT_PATHS = {
  balance: '/accounting/reports/balance',
  grandLivre: '/accounting/reports/grand-livre',
  resultat: '/accounting/reports/resultat',
  bilan: '/accounting/reports/bilan',
  agingReceivable: '/accounting/reports/aging/receivable',
  agingPayable: '/accounting/reports/aging/payable',
  balanceExport: '/accounting/reports/balance/export',
  grandLivreExport: '/accounting/reports/grand-livre/export',
  journalExport: '/accounting/reports/journal/export',
  resultatExport: '/accounting/reports/resultat/export',
  bilanExport: '/accounting/reports/bilan/export',
  agingReceivableExport: '/accounting/reports/aging/receivable/export',
  agingPayableExport: '/accounting/reports/aging/payable/export',
} as const;

export const DECLARATION_PATHS = {
  vat: '/accounting/vat/declaration',
  vatExport: '/accounting/vat/declaration/export/electronic',
  socialAuto: '/accounting/social/declaration/auto',
  socialExport: '/accounting/social/declaration/export/electronic',
  tax: '/accounting/tax-declarations',
  social: '/accounting/social-declarations',
} as const;

export const DASHBOARD_PATH = '/accounting/dashboard';

export const ACCESS = {
  reports: { permissions: ['accounting.report.read'], module: 'ACCOUNTING' },
  declarations: { permissions: ['accounting.declaration.read'], module: 'ACCOUNTING' },
  dashboard: { permissions: ['accounting.dashboard.read'], module: 'ACCOUNTING' },
} as const;

export const DECLARATION_MANAGE = 'accounting.declaration.manage';

export type BalanceReport = z.infer<typeof BalanceView>;
export type TrialBalanceColumns = Omit<BalanceReport['totals'], 'balanced'>;
export type GrandLivreReport = z.infer<typeof GrandLivreView>;
export type GrandLivreAccount = GrandLivreReport['accounts'][number];
export type GrandLivreLine = GrandLivreReport['lines']['items'][number];
export type ResultatReport = z.infer<typeof ResultatView>;
export type ResultatSection = ResultatReport['charges'];
export type ResultatAccount = ResultatSection['accounts'][number];
export type Comparable = ResultatReport['netResult'];
export type BilanReport = z.infer<typeof BilanView>;
export type BilanAccount = BilanReport['assets']['accounts'][number];

export const AGING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgingReport = z.infer<typeof AgingView>;
export type AgingColumns = AgingReport['totals'];

export type { DeclarationAction };
export { TAX_DECLARATION_TYPES };
export type TaxDeclarationRecord = z.infer<typeof TaxDeclarationView>;
export type SocialDeclarationRecord = z.infer<typeof SocialDeclarationView>;
export type VatDeclaration = z.infer<typeof VatDeclarationView>;
export type SocialAuto = z.infer<typeof SocialAutoView>;
export type AccountingDashboard = z.infer<typeof DashboardView>;
