/** Enumerations of the general ledger, shared by server, renderer and other modules. */

export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'EXPENSE', 'REVENUE', 'OFF_BALANCE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Charts of accounts shipped in resources/accounting. */
export const CHART_STANDARDS = ['SYSCOHADA', 'PCG'] as const;
export type ChartStandard = (typeof CHART_STANDARDS)[number];

export const ENTRY_SOURCES = ['MANUAL', 'PAYROLL', 'INVOICE', 'PAYMENT', 'CREDIT_NOTE', 'EXPENSE', 'BANK', 'REVERSAL', 'IMPORT'] as const;
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
