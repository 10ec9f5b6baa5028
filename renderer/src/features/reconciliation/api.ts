/** Shapes and paths of the bank reconciliation API (server/modules/reconciliation), as the screens use them. */
import type { StatementFormat, StatementLineAction, StatementLineStatus } from '../../../../shared/reconciliation';

export {
  STATEMENT_LINE_STATUSES,
  STATEMENT_MAX_BYTES,
  type StatementFormat,
  type StatementLineAction,
  type StatementLineStatus,
} from '../../../../shared/reconciliation';

export interface StatementImport {
  id: string;
  bankAccountId: string;
  bankAccountTitle: string | null;
  accountCode: string;
  periodStart: string;
  periodEnd: string;
  fileName: string;
  format: StatementFormat;
  currency: string | null;
  openingBalance: string | null;
  closingBalance: string | null;
  lineCount: number;
  matchedCount: number;
  totalCredit: string;
  totalDebit: string;
  importedBy: string | null;
  importedAt: string;
}

export interface EntrySummary {
  id: string;
  pieceNumber: string;
  date: string;
  label: string;
  source: string;
}

export interface StatementLine {
  id: string;
  importId: string;
  bankAccountId: string;
  lineNo: number;
  date: string;
  label: string;
  reference: string | null;
  amount: string;
  externalId: string;
  status: StatementLineStatus;
  journalEntryId: string | null;
  journalEntry: EntrySummary | null;
  matchedBy: string | null;
  matchedAt: string | null;
  actions: StatementLineAction[];
}

export interface Candidate extends EntrySummary {
  amount: string;
  dayGap: number;
  score: number;
}

export interface LineProposals {
  line: StatementLine;
  candidates: Candidate[];
}

export interface AutoMatchResult {
  matched: number;
  proposed: number;
  unmatched: number;
}

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
