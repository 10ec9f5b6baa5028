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

export const PeriodQuery = z.object({ ...period, accountPrefix }).superRefine(fromNotAfterTo);
export const JournalExportQuery = z.object(period).superRefine(fromNotAfterTo);

export const GRAND_LIVRE_MAX_PAGE_SIZE = 5000;
export const GrandLivreQuery = z
  .object({
    ...period,
    accountPrefix,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(GRAND_LIVRE_MAX_PAGE_SIZE).default(500).describe('Lines per page (max 5000)'),
  })
  .superRefine(fromNotAfterTo);

export const ResultatQuery = z
  .object({ ...period, comparative: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true')
      .describe('Add the same period of the previous year and the variation %') })
  .superRefine(fromNotAfterTo);

export const AsOfQuery = z.object({ asOf: isoDate().optional().describe('Date of the report (default: today)') });

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
        entryId: z.string(),
        label: z.string().nullable(),
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

export const ResultatResponse = z.object({
  from: z.string(),
  to: z.string(),
  comparative: z.boolean(),
  previousPeriod: z.object({ from: z.string(), to: z.string() }).optional(),
  charges: resultatSection,
  products: resultatSection,
  ordinaryResult: z.object(comparableAmount),
  haoResult: z.object(comparableAmount),
  netResult: z.object(comparableAmount),
});

const bilanAccount = z.object({ accountCode: z.string(), accountTitle: z.string().nullable(), accountClass: z.number().int(), amount });
export const BilanResponse = z.object({
  asOf: z.string(),
  assets: z.object({ accounts: z.array(bilanAccount), total: amount }),
  liabilities: z.object({ accounts: z.array(bilanAccount), resultOfYear: amount, priorYearsResult: amount, total: amount }),
  balanced: z.boolean(),
});

const agingColumns = { current: amount, days1To30: amount, days31To60: amount, days61To90: amount, over90: amount, unappliedCredit: amount, total: amount };
export const AgingResponse = z.object({
  asOf: z.string(),
  kind: z.enum(['receivable', 'payable']),
  parties: z.array(z.object({ thirdParty: z.string().nullable(), ...agingColumns })),
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
