import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  ACCOUNTING_CURRENCIES,
  CHART_STANDARDS,
  DECLARATION_ACTIONS,
  DECLARATION_STATUSES,
  ENTRY_ACTIONS,
  ENTRY_SOURCES,
  ENTRY_STATUSES,
  PERIOD_ACTIONS,
  PERIOD_STATUSES,
  SOCIAL_BODIES,
  TAX_DECLARATION_TYPES,
  TAX_REGIMES,
  VAT_PERIODICITIES,
} from '../accounting';
import { listOf } from './list';

/**
 * Response views of the accounting module: the presenters answer them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 * Amounts are decimal strings with two decimals.
 */

const amount = z.string().meta({ example: '1180.00' });
const percent = z.string().nullable().meta({ example: '12.50', description: 'null when the previous amount is zero' });

// Chart of accounts

export const AccountView = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  accountClass: z.number().int(),
  type: z.enum(ACCOUNT_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  isSystem: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

// Journal

export const JournalLineView = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  accountCode: z.string(),
  accountTitle: z.string().nullable(),
  label: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  thirdParty: z.string().nullable(),
  thirdPartyId: z.string().nullable(),
  thirdPartyCode: z.string().nullable(),
  dueDate: z.string().nullable(),
  reference: z.string().nullable(),
  letterId: z.string().nullable(),
  letterCode: z.string().nullable().meta({ description: 'Letter code of the lettering the line belongs to, if any' }),
});

export const EntryAttachmentView = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const JournalEntryView = z.object({
  id: z.string(),
  pieceNumber: z.string(),
  date: z.string(),
  label: z.string(),
  source: z.enum(ENTRY_SOURCES),
  sourceRef: z.string().nullable(),
  journalId: z.string(),
  journalCode: z.string(),
  journalName: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  reversalOfId: z.string().nullable(),
  reversedById: z.string().nullable(),
  postedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  lines: z.array(JournalLineView),
  attachments: z.array(EntryAttachmentView),
  actions: z.array(z.enum(ENTRY_ACTIONS)).meta({ description: 'What the caller may do next' }),
});

// Settings

/** What a bulk posting of a source's drafts posted. */
export const BulkPostView = z.object({ posted: z.number().int(), pieceNumbers: z.array(z.string()) });

export const ConfigView = z.object({
  chartStandard: z.enum(CHART_STANDARDS),
  country: z.string(),
  currency: z.enum(ACCOUNTING_CURRENCIES),
  taxRegime: z.enum(TAX_REGIMES),
  standardVatRate: z.string().meta({ example: '18.00' }),
  vatPeriodicity: z.enum(VAT_PERIODICITIES),
  socialBody: z.enum(SOCIAL_BODIES),
  postingRequiresWrite: z.boolean().meta({ description: 'Separation of duties: posting steps also need accounting.write' }),
  updatedAt: z.string(),
});

export const BankAccountView = z.object({
  id: z.string(),
  accountCode: z.string(),
  title: z.string(),
  bank: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});

// Fiscal periods

export const FiscalPeriodView = z.object({
  id: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  period: z.string().meta({ description: 'YYYY-MM' }),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(PERIOD_STATUSES),
  closedAt: z.string().nullable(),
  draftEntries: z.number().int(),
  actions: z.array(z.enum(PERIOD_ACTIONS)),
});

// Reports

const trialBalanceColumns = {
  openingDebit: amount,
  openingCredit: amount,
  periodDebit: amount,
  periodCredit: amount,
  closingDebit: amount,
  closingCredit: amount,
};

export const BalanceView = z.object({
  from: z.string(),
  to: z.string(),
  accountPrefix: z.string().nullable(),
  accounts: z.array(z.object({ accountCode: z.string(), accountTitle: z.string().nullable(), ...trialBalanceColumns })),
  totals: z.object({ ...trialBalanceColumns, balanced: z.boolean() }),
});

export const GrandLivreView = z.object({
  from: z.string(),
  to: z.string(),
  accountPrefix: z.string().nullable(),
  accounts: z.array(
    z.object({
      accountCode: z.string(),
      accountTitle: z.string().nullable(),
      openingBalance: amount,
      totalDebit: amount,
      totalCredit: amount,
      closingBalance: amount,
      lineCount: z.number().int(),
    }),
  ),
  totals: z.object({ openingBalance: amount, debit: amount, credit: amount, closingBalance: amount, lineCount: z.number().int() }),
  lines: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        accountCode: z.string(),
        date: z.string(),
        pieceNumber: z.string().nullable(),
        journalCode: z.string().nullable(),
        entryId: z.string(),
        label: z.string().nullable(),
        thirdParty: z.string().nullable(),
        letterCode: z.string().nullable(),
        debit: amount,
        credit: amount,
        balance: amount.describe('Running balance of the account (debit − credit), opening included'),
      }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

const comparableAmount = { amount, previousAmount: amount.optional(), variationPercent: percent.optional() };

const resultatSection = z.object({
  accounts: z.array(
    z.object({ accountCode: z.string(), accountTitle: z.string().nullable(), accountClass: z.number().int(), side: z.enum(['CHARGE', 'PRODUCT']), ...comparableAmount }),
  ),
  total: amount,
  previousTotal: amount.optional(),
  variationPercent: percent.optional(),
});

const statementLine = {
  ref: z.string().meta({ description: 'Line reference (SYSCOHADA TA…XI, PCG 2033-B line number)' }),
  label: z.string(),
  labelEn: z.string(),
  kind: z.enum(['LINE', 'TOTAL']),
  grand: z.boolean(),
};

export const ResultatView = z.object({
  from: z.string(),
  to: z.string(),
  comparative: z.boolean(),
  standard: z.enum(['SYSCOHADA', 'PCG']),
  statement: z.array(z.object({ ...statementLine, amount: amount.describe('Credit − debit: products +, charges −'), previousAmount: amount.optional(), variationPercent: percent.optional() })),
  previousPeriod: z.object({ from: z.string(), to: z.string() }).optional(),
  charges: resultatSection,
  products: resultatSection,
  ordinaryResult: z.object(comparableAmount),
  haoResult: z.object(comparableAmount),
  netResult: z.object(comparableAmount),
});

const bilanAccount = z.object({
  accountCode: z.string(),
  accountTitle: z.string().nullable(),
  accountClass: z.number().int(),
  amount: amount.describe('Assets debit − credit (depreciation negative), liabilities credit − debit'),
  ref: z.string(),
  column: z.enum(['gross', 'depreciation', 'amount']),
});
const bilanLine = z.object({ ...statementLine, gross: amount, depreciation: amount, net: amount, previousNet: amount.describe('Net at the same date a year earlier') });

export const BilanView = z.object({
  asOf: z.string(),
  previousAsOf: z.string(),
  standard: z.enum(['SYSCOHADA', 'PCG']),
  assets: z.object({ lines: z.array(bilanLine), accounts: z.array(bilanAccount), total: amount, previousTotal: amount }),
  liabilities: z.object({
    lines: z.array(bilanLine),
    accounts: z.array(bilanAccount),
    resultOfYear: amount,
    priorYearsResult: amount,
    total: amount,
    previousTotal: amount,
  }),
  balanced: z.boolean(),
  unplaced: z.array(z.object({ accountCode: z.string(), net: amount })).describe('Accounts with a balance no line holds (off-balance class 9)'),
});

const agingColumns = { current: amount, days1To30: amount, days31To60: amount, days61To90: amount, over90: amount, unappliedCredit: amount, total: amount };

export const AgingView = z.object({
  asOf: z.string(),
  kind: z.enum(['receivable', 'payable']),
  parties: z.array(z.object({ thirdPartyId: z.string().nullable(), thirdParty: z.string().nullable(), ...agingColumns })),
  totals: z.object(agingColumns),
  invoices: z
    .array(
      z.object({
        invoiceId: z.string(),
        pieceNumber: z.string(),
        customerName: z.string(),
        issueDate: z.string(),
        dueDate: z.string(),
        remaining: amount,
        bucket: z.enum(['current', 'days1To30', 'days31To60', 'days61To90', 'over90']),
      }),
    )
    .optional()
    .describe('Receivables, when the app has invoicing: each invoice open at asOf with what it still owed and its bucket'),
});

// Declarations

const record = {
  id: z.uuid(),
  periodLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: z.array(z.enum(DECLARATION_ACTIONS)),
};

export const TaxDeclarationView = z.object({
  ...record,
  declarationType: z.enum(TAX_DECLARATION_TYPES),
  collectedVat: amount,
  deductibleVat: amount,
  vatPayable: amount,
  creditToCarryForward: amount,
});

export const SocialDeclarationView = z.object({
  ...record,
  socialBody: z.string(),
  employeeCount: z.number().int(),
  grossPayroll: amount,
  employerContributions: amount,
  employeeContributions: amount,
  totalContributions: amount,
});

export const TaxDeclarationListView = listOf(TaxDeclarationView);

export const SocialDeclarationListView = listOf(SocialDeclarationView);

export const VatDeclarationView = z.object({
  from: z.string(),
  to: z.string(),
  collectedVat: amount,
  deductibleVat: amount,
  vatPayable: amount.describe('collected − deductible when positive, else 0.00'),
  creditToCarryForward: amount.describe('deductible − collected when positive, else 0.00'),
  accounts: z.array(z.object({ accountCode: z.string(), accountTitle: z.string().nullable(), kind: z.enum(['COLLECTED', 'DEDUCTIBLE']), amount: amount })),
  invoicedSales: z
    .object({ byRate: z.array(z.object({ rate: z.string(), base: amount, vat: amount })), totalVat: amount })
    .optional()
    .describe('When the app has invoicing: the taxable base and VAT of the invoices and credit notes of the period by rate (cancellations deducted), part of the collected VAT'),
});

export const SocialAutoView = z.object({
  period: z.string(),
  periodLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  socialBody: z.string(),
  employeeCount: z.number().int(),
  grossPayroll: amount,
  employerContributions: amount,
  employeeContributions: amount,
  totalContributions: amount,
  source: z
    .enum(['PAYROLL', 'LEDGER'])
    .describe("PAYROLL: read from the month's validated payroll runs; LEDGER: from posted PAYROLL journal entries (no validated run)"),
  bodies: z
    .array(z.object({ socialBody: z.string(), employeeCount: z.number().int(), grossPayroll: amount, employerContributions: amount, employeeContributions: amount }))
    .describe('Per social body (CNPS, IPRES, URSSAF…), from the payroll runs; empty when read from the ledger'),
});

// Dashboard

export const DashboardView = z.object({
  asOf: z.string(),
  month: z.string().describe('YYYY-MM of the current month'),
  revenue: amount.describe('Class 7 products of the current month'),
  expenses: amount.describe('Class 6 charges of the current month'),
  netResult: amount.describe('Result of the current month (all income-statement classes)'),
  draftEntries: z.number().int(),
  overdueInvoices: z.number().int().describe('Sent invoices past their due date that still owe something (open 411x items past due when the app has no invoicing)'),
  pendingExpenseClaims: z.number().int(),
  unreconciledBankLines: z.number().int(),
  overdueReceivables: amount.describe('Total still owed on those invoices (or items)'),
  history: z.array(z.object({ month: z.string(), revenue: amount, expenses: amount })).describe('Last 6 months, oldest first'),
});
