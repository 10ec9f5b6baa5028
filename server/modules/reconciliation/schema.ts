import { z } from 'zod';
import { STATEMENT_FORMATS, STATEMENT_LINE_STATUSES } from '../../../shared/reconciliation';
import { listOf, listQuery } from '../../platform/http/list';
import { isoDate } from '../../platform/http/validate';

const amount = z.string().meta({ description: 'Decimal string with two decimals, signed: + money in, − money out' });

export const ImportBody = z
  .object({
    bankAccountId: z.uuid(),
    periodStart: isoDate(),
    periodEnd: isoDate(),
  })
  .refine((b) => b.periodStart <= b.periodEnd, { path: ['periodEnd'], message: 'The period ends before it starts' });

export const ImportView = z.object({
  id: z.uuid(),
  bankAccountId: z.uuid(),
  bankAccountTitle: z.string().nullable(),
  accountCode: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  fileName: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  currency: z.string().nullable(),
  openingBalance: amount.nullable(),
  closingBalance: amount.nullable(),
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  totalCredit: amount,
  totalDebit: amount,
  importedBy: z.uuid().nullable(),
  importedAt: z.string(),
});

export const EntrySummary = z.object({
  id: z.uuid(),
  pieceNumber: z.string(),
  date: z.string(),
  label: z.string(),
  source: z.string(),
});

export const LineView = z.object({
  id: z.uuid(),
  importId: z.uuid(),
  bankAccountId: z.uuid(),
  lineNo: z.number().int(),
  date: z.string(),
  label: z.string(),
  reference: z.string().nullable(),
  amount,
  externalId: z.string(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  journalEntryId: z.uuid().nullable(),
  journalEntry: EntrySummary.nullable(),
  matchedBy: z.uuid().nullable(),
  matchedAt: z.string().nullable(),
  actions: z.array(z.enum(['match', 'unmatch'])),
});

export const ProposalView = z.object({
  line: LineView,
  candidates: z.array(EntrySummary.extend({ amount, dayGap: z.number().int(), score: z.number().int() })),
});

export const ImportList = listOf(ImportView);
export const LineList = listOf(LineView);
export const ProposalList = listOf(ProposalView);

export const ImportsQuery = listQuery(['periodStart', 'importedAt', 'fileName'], { bankAccountId: z.uuid().optional() });
export const LinesQuery = listQuery(['lineNo', 'date', 'amount'], { status: z.enum(STATEMENT_LINE_STATUSES).optional() });
export const UnmatchedQuery = listQuery(['date', 'amount'], {
  bankAccountId: z.uuid().optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export const ProposalsQuery = listQuery([]);

export const MatchBody = z.object({ journalEntryId: z.uuid() });
export const AutoMatchView = z.object({ matched: z.number().int(), proposed: z.number().int(), unmatched: z.number().int() });
