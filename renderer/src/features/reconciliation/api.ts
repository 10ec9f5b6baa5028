/** Shapes (inferred from shared/views/reconciliation.ts) and paths of the bank reconciliation API. */
import type { z } from 'zod';
import type { AutoMatchView, EntrySummaryView, ImportView, LineView, ProposalView } from '../../../../shared/views/reconciliation';

export {
  STATEMENT_LINE_STATUSES,
  STATEMENT_MAX_BYTES,
  type StatementFormat,
  type StatementLineAction,
  type StatementLineStatus,
} from '../../../../shared/reconciliation';

export type StatementImport = z.infer<typeof ImportView>;
export type EntrySummary = z.infer<typeof EntrySummaryView>;
export type StatementLine = z.infer<typeof LineView>;
export type LineProposals = z.infer<typeof ProposalView>;
export type Candidate = LineProposals['candidates'][number];
export type AutoMatchResult = z.infer<typeof AutoMatchView>;

const BASE = '/accounting/reconciliation';

export const PATHS = {
  imports: `${BASE}/imports`,
  unmatched: `${BASE}/unmatched`,
  parse: `${BASE}/imports/parse`,
  import: (id: string) => `${BASE}/imports/${id}`,
  lines: (id: string) => `${BASE}/imports/${id}/lines`,
  proposals: (id: string) => `${BASE}/imports/${id}/proposals`,
  autoMatch: (id: string) => `${BASE}/imports/${id}/auto-match`,
  match: (lineId: string) => `${BASE}/lines/${lineId}/match`,
  unmatch: (lineId: string) => `${BASE}/lines/${lineId}/unmatch`,
};

/** Screen routes. */
export const ROUTES = {
  imports: '/accounting/reconciliation',
  unmatched: '/accounting/reconciliation/unmatched',
  import: (id: string) => `/accounting/reconciliation/${id}`,
};

/** The server lets accounting.read consult reconciliation too (the CFO). */
export const ACCESS = {
  read: { module: 'ACCOUNTING', permissions: ['accounting.reconciliation.read', 'accounting.read', 'accounting.reconciliation.manage'] },
  manage: 'accounting.reconciliation.manage',
};

export const LINE_TONES = { UNMATCHED: 'warning', MATCHED: 'success' } as const;
