import { z } from 'zod';
import { FISCAL_YEAR_STATUSES, JOURNAL_KINDS, THIRD_PARTY_KINDS } from '../accounting';

/**
 * Views of the accountant's books (journals, third parties, lettering, fiscal years): the
 * server declares its answers with them, the renderer types its screens with `z.infer`.
 */

const amount = z.string().meta({ example: '1180.00' });

export const JournalView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(JOURNAL_KINDS),
  bankAccountId: z.string().nullable(),
  accountCode: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalView = z.infer<typeof JournalView>;

export const ThirdPartyView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(THIRD_PARTY_KINDS),
  employeeId: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThirdPartyView = z.infer<typeof ThirdPartyView>;

export const LetteringLineView = z.object({
  id: z.string(),
  entryId: z.string(),
  pieceNumber: z.string(),
  journalCode: z.string(),
  date: z.string(),
  label: z.string().nullable(),
  debit: amount,
  credit: amount,
  thirdPartyId: z.string().nullable(),
  thirdParty: z.string().nullable(),
  thirdPartyCode: z.string().nullable(),
  dueDate: z.string().nullable(),
  reference: z.string().meta({ description: 'What automatic lettering matches on: the line reference, else the entry sourceRef, else its piece number' }),
  letterId: z.string().nullable(),
  letterCode: z.string().nullable(),
});
export type LetteringLineView = z.infer<typeof LetteringLineView>;

export const LetteringLinesView = z.object({
  items: z.array(LetteringLineView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ debit: amount, credit: amount, balance: amount.meta({ description: 'Debits − credits of every selected line' }) }),
});

export const LetteringView = z.object({
  id: z.string(),
  accountCode: z.string(),
  code: z.string(),
  thirdPartyId: z.string().nullable(),
  letteredOn: z.string(),
  lineCount: z.number().int(),
  total: amount,
  automatic: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lineIds: z.array(z.string()),
});
export type LetteringView = z.infer<typeof LetteringView>;

export const LetterableAccountView = z.object({
  accountCode: z.string(),
  accountTitle: z.string().nullable(),
  openLines: z.number().int(),
  openBalance: amount,
});

export const AutoLetterResult = z.object({ letterings: z.number().int(), lines: z.number().int() });

const entryRef = z.object({ id: z.string(), pieceNumber: z.string() }).nullable();

export const FiscalYearView = z.object({
  year: z.number().int(),
  status: z.enum(FISCAL_YEAR_STATUSES),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  result: amount.nullable().meta({ description: 'Profit (positive) or loss (negative) carried to 131/139 at closing' }),
  resultEntry: entryRef,
  openingEntry: entryRef,
  openPeriods: z.number().int().meta({ description: 'Periods of the year not closed (closing needs none)' }),
  draftEntries: z.number().int(),
  postedEntries: z.number().int(),
  actions: z.array(z.enum(['close', 'reopen'])),
});
export type FiscalYearView = z.infer<typeof FiscalYearView>;
