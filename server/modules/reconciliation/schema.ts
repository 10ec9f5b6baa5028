import { z } from 'zod';
import { STATEMENT_LINE_STATUSES } from '../../../shared/reconciliation';
import { listQuery } from '../../platform/http/list';
import { isoDate } from '../../platform/http/validate';

export { AutoMatchView, ImportList, ImportView, LineList, LineView, ProposalList } from '../../../shared/views/reconciliation';

export const ImportBody = z
  .object({
    bankAccountId: z.uuid(),
    periodStart: isoDate(),
    periodEnd: isoDate(),
  })
  .refine((b) => b.periodStart <= b.periodEnd, { path: ['periodEnd'], message: 'The period ends before it starts' });

export const ImportsQuery = listQuery(['periodStart', 'importedAt', 'fileName'], { bankAccountId: z.uuid().optional() });
export const LinesQuery = listQuery(['lineNo', 'date', 'amount'], { status: z.enum(STATEMENT_LINE_STATUSES).optional() });
export const UnmatchedQuery = listQuery(['date', 'amount'], {
  bankAccountId: z.uuid().optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export const ProposalsQuery = listQuery([]);

export const MatchBody = z.object({ journalEntryId: z.uuid() });
