/** Enumerations of the general ledger, shared by server, renderer and other modules. */

export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'EXPENSE', 'REVENUE', 'OFF_BALANCE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Charts of accounts shipped in resources/accounting. */
export const CHART_STANDARDS = ['SYSCOHADA', 'PCG'] as const;
export type ChartStandard = (typeof CHART_STANDARDS)[number];

export const ENTRY_SOURCES = [
  'MANUAL',
  'PAYROLL',
  'INVOICE',
  'PAYMENT',
  'CREDIT_NOTE',
  'EXPENSE',
  'BANK',
  'REVERSAL',
  'IMPORT',
  'PURCHASE',
  'CLOSING',
  'OPENING',
] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

export const ENTRY_STATUSES = ['DRAFT', 'POSTED'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
/** What may be done to a journal entry (its `actions`, filtered by the caller's permissions). */
export const ENTRY_ACTIONS = ['edit', 'delete', 'post', 'reverse'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

export const PERIOD_STATUSES = ['OPEN', 'CLOSED', 'REOPENED'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export const PERIOD_ACTIONS = ['close', 'reopen'] as const;
export type PeriodAction = (typeof PERIOD_ACTIONS)[number];

/** VAT and social declarations: DRAFT until submitted, SUBMITTED is final. */
export const DECLARATION_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];
export const DECLARATION_ACTIONS = ['edit', 'submit', 'delete'] as const;
export type DeclarationAction = (typeof DECLARATION_ACTIONS)[number];
export const TAX_DECLARATION_TYPES = ['VAT_MONTHLY', 'VAT_QUARTERLY', 'VAT_ANNUAL'] as const;
export type TaxDeclarationType = (typeof TAX_DECLARATION_TYPES)[number];

export const ACCOUNTING_CURRENCIES = ['XOF', 'EUR', 'USD'] as const;
export type AccountingCurrency = (typeof ACCOUNTING_CURRENCIES)[number];

export const TAX_REGIMES = ['NORMAL_REAL', 'SIMPLIFIED_REAL', 'MICRO'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

export const VAT_PERIODICITIES = ['MONTHLY', 'QUARTERLY'] as const;
export type VatPeriodicity = (typeof VAT_PERIODICITIES)[number];

export const SOCIAL_BODIES = ['CNPS', 'IPRES', 'CSS', 'CNSS', 'URSSAF'] as const;
export type SocialBody = (typeof SOCIAL_BODIES)[number];

/** Sources only the ledger itself writes: reversals, the year-end result entry and the à-nouveaux. */
export const SYSTEM_ENTRY_SOURCES = ['REVERSAL', 'CLOSING', 'OPENING'] as const satisfies readonly EntrySource[];

/** Journals (journaux): each entry belongs to one; one bank journal per tenant bank account. */
export const JOURNAL_KINDS = ['SALES', 'PURCHASES', 'BANK', 'CASH', 'MISC', 'OPENING'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** Customers, suppliers, employees and other debtors or creditors of the third-party accounts. */
export const THIRD_PARTY_KINDS = ['CUSTOMER', 'SUPPLIER', 'EMPLOYEE', 'OTHER'] as const;
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number];

/** Fiscal years: closed with their result entry and the next year's à-nouveaux, reopened while nothing else was posted after. */
export const FISCAL_YEAR_STATUSES = ['OPEN', 'CLOSED', 'REOPENED'] as const;
export type FiscalYearStatus = (typeof FISCAL_YEAR_STATUSES)[number];

/** Prefixes of the third-party accounts (auxiliary detail, lettering): SYSCOHADA 40, 41, 42, 47; PCG 40, 41, 42, 46. */
export const THIRD_PARTY_PREFIXES: Record<ChartStandard, readonly string[]> = {
  SYSCOHADA: ['40', '41', '42', '47'],
  PCG: ['40', '41', '42', '46'],
};

export function isThirdPartyAccount(code: string, standard: ChartStandard = 'SYSCOHADA'): boolean {
  return THIRD_PARTY_PREFIXES[standard].some((p) => code.startsWith(p));
}

/** The kind of third party an account's lines usually name: 40 suppliers, 41 customers, 42 employees. */
export function thirdPartyKindOf(code: string): ThirdPartyKind {
  if (code.startsWith('40')) return 'SUPPLIER';
  if (code.startsWith('41')) return 'CUSTOMER';
  if (code.startsWith('42')) return 'EMPLOYEE';
  return 'OTHER';
}

/** Journal codes: capital letters and digits, 1 to 8; entries are numbered `CODE-YYYY-00001`. */
export const JOURNAL_CODE_PATTERN = /^[A-Z][A-Z0-9]{0,7}$/;

/** Piece-number prefixes of the shared counter (journal entries, invoices, credit notes). */
export const PIECE_PREFIXES = { JOURNAL: 'JRN', INVOICE: 'FAC', CREDIT_NOTE: 'AVOIR' } as const;

/** Standard VAT rate by country (docs/domain.md); a default the tenant may change. */
export const STANDARD_VAT_RATES: Record<string, string> = {
  CI: '18.00',
  SN: '18.00',
  ML: '18.00',
  BF: '18.00',
  NE: '19.00',
  GN: '18.00',
  TG: '18.00',
  BJ: '18.00',
  FR: '20.00',
};
export const DEFAULT_VAT_RATE = '18.00';

/** Body collecting social contributions by country (docs/domain.md). */
export function defaultSocialBody(country: string): SocialBody {
  if (country === 'CI') return 'CNPS';
  if (country === 'SN') return 'IPRES';
  if (country === 'FR') return 'URSSAF';
  return 'CNSS';
}

export function chartStandardOf(country: string): ChartStandard {
  return country === 'FR' ? 'PCG' : 'SYSCOHADA';
}

/** First digits of a bank account in each chart: SYSCOHADA 521x, PCG 512x. */
export function bankAccountPrefix(standard: ChartStandard): string {
  return standard === 'PCG' ? '512' : '521';
}

/** The accounting class of a code is its first digit. */
export function accountClassOf(code: string): number {
  return Number(code.charAt(0));
}

/**
 * The default type of an account from its code. Class 4 holds both sides: receivables, advances
 * paid and recoverable VAT are assets, the rest liabilities. Class 8 is income-statement in
 * SYSCOHADA (odd two-digit accounts are charges, even ones products) and special accounts in PCG.
 */
export function deriveAccountType(code: string, standard: ChartStandard = 'SYSCOHADA'): AccountType {
  const cls = accountClassOf(code);
  const starts = (...prefixes: string[]) => prefixes.some((p) => code.startsWith(p));
  switch (cls) {
    case 1:
      return starts('10', '11', '12', '13', '14', '15') ? 'EQUITY' : 'LIABILITY';
    case 2:
    case 3:
      return 'ASSET';
    case 4:
      if (standard === 'PCG') {
        if (starts('419')) return 'LIABILITY';
        return starts('409', '41', '425', '4456', '44567', '4096', '486', '4671') ? 'ASSET' : 'LIABILITY';
      }
      if (starts('419')) return 'LIABILITY';
      return starts('409', '41', '421', '445', '4449', '476', '4711', '485') ? 'ASSET' : 'LIABILITY';
    case 5:
      return starts(standard === 'PCG' ? '519' : '56') ? 'LIABILITY' : 'ASSET';
    case 6:
      return 'EXPENSE';
    case 7:
      return 'REVENUE';
    case 8:
      if (standard === 'PCG') return 'OFF_BALANCE';
      return Number(code.charAt(1)) % 2 === 1 ? 'EXPENSE' : 'REVENUE';
    default:
      return 'OFF_BALANCE';
  }
}

/** Piece number text: `PREFIX-YYYY-00001`. */
export function formatPieceNumber(prefix: string, year: number, value: number): string {
  return `${prefix}-${year}-${String(value).padStart(5, '0')}`;
}
