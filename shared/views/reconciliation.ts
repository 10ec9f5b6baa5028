import { z } from 'zod';
import { ENTRY_SOURCES } from '../accounting';
import { STATEMENT_FORMATS, STATEMENT_LINE_ACTIONS, STATEMENT_LINE_STATUSES } from '../reconciliation';
import { listOf } from './list';

/**
 * Response views of the bank reconciliation: the presenter answers them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */

const amount = z.string().meta({ description: 'Decimal string with two decimals, signed: + money in, − money out' });

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

export const EntrySummaryView = z.object({
  id: z.uuid(),
  pieceNumber: z.string(),
  date: z.string(),
  label: z.string(),
  source: z.enum(ENTRY_SOURCES),
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
  journalEntry: EntrySummaryView.nullable(),
  matchedBy: z.uuid().nullable(),
  matchedAt: z.string().nullable(),
  actions: z.array(z.enum(STATEMENT_LINE_ACTIONS)),
});

export const ProposalView = z.object({
  line: LineView,
  candidates: z.array(EntrySummaryView.extend({ amount, dayGap: z.number().int(), score: z.number().int() })),
});

export const ImportList = listOf(ImportView);

export const LineList = listOf(LineView);

export const ProposalList = listOf(ProposalView);

export const AutoMatchView = z.object({ matched: z.number().int(), proposed: z.number().int(), unmatched: z.number().int() });
