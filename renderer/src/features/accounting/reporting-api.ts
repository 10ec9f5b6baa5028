/** Endpoints and answers of the accounting reports, declarations and dashboard (amounts are decimal strings). */
import type { StatementLine } from './reports/StatementTable';

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

export interface TrialBalanceColumns {
  openingDebit: string;
  openingCredit: string;
  periodDebit: string;
  periodCredit: string;
  closingDebit: string;
  closingCredit: string;
}

export interface BalanceReport {
  from: string;
  to: string;
  accountPrefix: string | null;
  accounts: Array<TrialBalanceColumns & { accountCode: string; accountTitle: string | null }>;
  totals: TrialBalanceColumns & { balanced: boolean };
}

export interface GrandLivreAccount {
  accountCode: string;
  accountTitle: string | null;
  openingBalance: string;
  totalDebit: string;
  totalCredit: string;
  closingBalance: string;
  lineCount: number;
}

export interface GrandLivreLine {
  id: string;
  accountCode: string;
  date: string;
  pieceNumber: string | null;
  entryId: string;
  label: string | null;
  debit: string;
  credit: string;
  balance: string;
}

export interface GrandLivreReport {
  from: string;
  to: string;
  accountPrefix: string | null;
  accounts: GrandLivreAccount[];
  totals: { openingBalance: string; debit: string; credit: string; closingBalance: string; lineCount: number };
  lines: { items: GrandLivreLine[]; page: number; pageSize: number; total: number };
}

export interface Comparable {
  amount: string;
  previousAmount?: string;
  variationPercent?: string | null;
}

export interface ResultatAccount extends Comparable {
  accountCode: string;
  accountTitle: string | null;
  accountClass: number;
  side: 'CHARGE' | 'PRODUCT';
}

export interface ResultatSection {
  accounts: ResultatAccount[];
  total: string;
  previousTotal?: string;
  variationPercent?: string | null;
}

export interface ResultatReport {
  from: string;
  to: string;
  comparative: boolean;
  statement: StatementLine[];
  previousPeriod?: { from: string; to: string };
  charges: ResultatSection;
  products: ResultatSection;
  ordinaryResult: Comparable;
  haoResult: Comparable;
  netResult: Comparable;
}

export interface BilanAccount {
  accountCode: string;
  accountTitle: string | null;
  accountClass: number;
  amount: string;
}

export interface BilanReport {
  asOf: string;
  standard: 'SYSCOHADA' | 'PCG';
  assets: { lines: StatementLine[]; accounts: BilanAccount[]; total: string };
  liabilities: { lines: StatementLine[]; accounts: BilanAccount[]; resultOfYear: string; priorYearsResult: string; total: string };
  balanced: boolean;
}

export const AGING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgingColumns = Record<(typeof AGING_BUCKETS)[number] | 'unappliedCredit' | 'total', string>;

export interface AgingReport {
  asOf: string;
  kind: 'receivable' | 'payable';
  parties: Array<AgingColumns & { thirdParty: string | null }>;
  totals: AgingColumns;
}

export type DeclarationAction = 'edit' | 'submit' | 'delete';

interface DeclarationRecord {
  id: string;
  periodLabel: string;
  startDate: string;
  endDate: string;
  status: 'DRAFT' | 'SUBMITTED';
  submittedAt: string | null;
  createdAt: string;
  allowedActions: DeclarationAction[];
}

export const TAX_DECLARATION_TYPES = ['VAT_MONTHLY', 'VAT_QUARTERLY', 'VAT_ANNUAL'] as const;

export interface TaxDeclarationRecord extends DeclarationRecord {
  declarationType: (typeof TAX_DECLARATION_TYPES)[number];
  collectedVat: string;
  deductibleVat: string;
  vatPayable: string;
  creditToCarryForward: string;
}

export interface SocialDeclarationRecord extends DeclarationRecord {
  socialBody: string;
  employeeCount: number;
  grossPayroll: string;
  employerContributions: string;
  employeeContributions: string;
  totalContributions: string;
}

export interface VatDeclaration {
  from: string;
  to: string;
  collectedVat: string;
  deductibleVat: string;
  vatPayable: string;
  creditToCarryForward: string;
  accounts: Array<{ accountCode: string; accountTitle: string | null; kind: 'COLLECTED' | 'DEDUCTIBLE'; amount: string }>;
}

export interface SocialAuto {
  period: string;
  periodLabel: string;
  startDate: string;
  endDate: string;
  socialBody: string;
  employeeCount: number;
  grossPayroll: string;
  employerContributions: string;
  employeeContributions: string;
  totalContributions: string;
}

export interface AccountingDashboard {
  asOf: string;
  month: string;
  revenue: string;
  expenses: string;
  netResult: string;
  draftEntries: number;
  overdueInvoices: number;
  pendingExpenseClaims: number;
  unreconciledBankLines: number;
  overdueReceivables: string;
  history: Array<{ month: string; revenue: string; expenses: string }>;
}
