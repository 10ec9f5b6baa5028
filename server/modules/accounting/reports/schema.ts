import { z } from 'zod';
import { isoDate } from '../../../platform/http/validate';

/** Request and response shapes of the reports (the same schemas describe them in /openapi.json). */

const accountPrefix = z
  .string()
  .regex(/^[0-9A-Za-z]{1,20}$/, 'Letters and digits of an account code, 1 to 20')
  .optional()
  .describe('Only accounts whose code starts with this prefix');

const period = {
  from: isoDate().optional().describe('First day (default: 1 January of the current year)'),
  to: isoDate().optional().describe('Last day (default: 31 December of the current year)'),
};

function fromNotAfterTo<T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
}

const thirdPartyId = z.uuid().optional().describe('Only the lines of this third party');
const format = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).default(values[0] as T[number]).describe('csv (French conventions when Accept-Language prefers French: BOM, ;, 1 234,56) or xlsx');

export const PeriodQuery = z.object({ ...period, accountPrefix }).superRefine(fromNotAfterTo);
export const LedgerExportQuery = z.object({ ...period, accountPrefix, thirdPartyId, format: format(['csv', 'xlsx'] as const) }).superRefine(fromNotAfterTo);
export const BalanceExportQuery = z.object({ ...period, accountPrefix, format: format(['csv', 'xlsx'] as const) }).superRefine(fromNotAfterTo);
export const JournalExportQuery = z
  .object({ ...period, journalCode: z.string().trim().toUpperCase().max(8).optional().describe('Only this journal'), format: format(['csv', 'xlsx'] as const) })
  .superRefine(fromNotAfterTo);

export const GRAND_LIVRE_MAX_PAGE_SIZE = 5000;
export const GrandLivreQuery = z
  .object({
    ...period,
    accountPrefix,
    thirdPartyId,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(GRAND_LIVRE_MAX_PAGE_SIZE).default(500).describe('Lines per page (max 5000)'),
  })
  .superRefine(fromNotAfterTo);

const comparative = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true')
  .describe('Add the same period of the previous year and the variation %');
export const ResultatQuery = z.object({ ...period, comparative }).superRefine(fromNotAfterTo);
export const ResultatExportQuery = z
  .object({ ...period, format: format(['csv', 'xlsx', 'pdf'] as const).describe('csv, xlsx or pdf; always with the previous year side by side') })
  .superRefine(fromNotAfterTo);

export const AsOfQuery = z.object({ asOf: isoDate().optional().describe('Date of the report (default: today)') });
export const BilanExportQuery = z.object({
  asOf: isoDate().optional().describe('Date of the report (default: today)'),
  format: format(['csv', 'xlsx', 'pdf'] as const).describe('csv, xlsx or pdf; always with the previous year side by side'),
});
export const AgingExportQuery = z.object({ asOf: isoDate().optional().describe('Date of the report (default: today)'), format: format(['csv', 'xlsx'] as const) });

const amount = z.string().meta({ example: '1180.00' });
const percent = z.string().nullable().meta({ example: '12.50', description: 'null when the previous amount is zero' });

const trialBalanceColumns = {
  openingDebit: amount,
  openingCredit: amount,
  periodDebit: amount,
  periodCredit: amount,
  closingDebit: amount,
  closingCredit: amount,
};

export const BalanceResponse = z.object({
  from: z.string(),
  to: z.string(),
  accountPrefix: z.string().nullable(),
  accounts: z.array(z.object({ accountCode: z.string(), accountTitle: z.string().nullable(), ...trialBalanceColumns })),
  totals: z.object({ ...trialBalanceColumns, balanced: z.boolean() }),
});

export const GrandLivreResponse = z.object({
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

export const ResultatResponse = z.object({
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
export const BilanResponse = z.object({
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
export const AgingResponse = z.object({
  asOf: z.string(),
  kind: z.enum(['receivable', 'payable']),
  parties: z.array(z.object({ thirdPartyId: z.string().nullable(), thirdParty: z.string().nullable(), ...agingColumns })),
  totals: z.object(agingColumns),
});
