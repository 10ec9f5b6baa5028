import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { envelope, pageArray } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from '../../../../shared/reconciliation';
import { presentCandidate, presentImport, presentImports, presentLine, presentLines } from '../presenter';
import {
  AutoMatchView,
  ImportBody,
  ImportList,
  ImportsQuery,
  ImportView,
  LineList,
  LinesQuery,
  LineView,
  MatchBody,
  ProposalList,
  ProposalsQuery,
  UnmatchedQuery,
} from '../schema';
import { readStatement, writeStatement, type StatementParser } from '../services/imports';
import { parseStatement } from '../parsers/detect';
import { autoMatch, findImport, findLine, matchLine, proposalsOf, unmatchLine } from '../services/matching';
import { listImportLines, listImports, listUnmatched } from '../services/queries';

const MANAGE_CODE = 'accounting.reconciliation.manage';
// accounting.read "consults reconciliation" in the specification's permission table (the CFO).
const READ = permission('accounting.reconciliation.read', 'accounting.read', MANAGE_CODE);
const MANAGE = permission(MANAGE_CODE);
const canManage = (permissions: ReadonlySet<string>) => permissions.has(MANAGE_CODE);

/**
 * Bank statement imports, their lines, match proposals, automatic and manual matching. The
 * statement parser can be replaced (tests slow it down to show it runs outside the writer lock).
 */
export function reconciliationRoutes(options: { parse?: StatementParser } = {}): ApiRouter {
  const parse = options.parse ?? parseStatement;
  return new ApiRouter('Bank reconciliation')
    .get(
      '/accounting/reconciliation/imports',
      { summary: 'Imported bank statements (filter bankAccountId), latest period first', access: READ, query: ImportsQuery, response: ImportList },
      async ({ query }) => {
        const { rows, count } = await listImports(query);
        return envelope(await presentImports(rows), count, query);
      },
    )
    .post(
      '/accounting/reconciliation/imports/parse',
      {
        summary: 'Import a bank statement file (CSV, OFX 1.x/2.x or MT940, detected from the content)',
        description:
          'Multipart form: bankAccountId, periodStart, periodEnd and the statement in field `file` (5 MB at most). An unreadable file answers 400 VALIDATION_FAILED listing each problem; an MT940 file whose opening balance + movements ≠ closing balance, or a movement dated outside the period, 422 BUSINESS_RULE; movements already imported for the bank account (same FITID, bank reference, or for CSV the same date, amount, label and reference) 409 DUPLICATE naming them. Nothing is written unless the whole file is accepted. At most ' + STATEMENT_MAX_LINES + ' movements per import (more: 413 PAYLOAD_TOO_LARGE). The file is read before the writing transaction opens.',
        access: MANAGE,
        body: ImportBody,
        upload: { field: 'file', maxBytes: STATEMENT_MAX_BYTES },
        prepare: ({ body, file }) => readStatement(body, file!, parse),
        status: 201,
        response: ImportView,
      },
      async ({ body, file, prepared }) => presentImport(await writeStatement(body, file!, prepared)),
    )
    .get(
      '/accounting/reconciliation/imports/{id}',
      { summary: 'One imported statement', access: READ, params: IdParams, response: ImportView },
      async ({ params }) => presentImport(await findImport(params.id)),
    )
    .get(
      '/accounting/reconciliation/imports/{id}/lines',
      { summary: 'Lines of an imported statement (filter status)', access: READ, params: IdParams, query: LinesQuery, response: LineList },
      async ({ params, query, ctx }) => {
        await findImport(params.id);
        const { rows, count } = await listImportLines(params.id, query);
        return envelope(await presentLines(rows, canManage(ctx.permissions)), count, query);
      },
    )
    .get(
      '/accounting/reconciliation/imports/{id}/proposals',
      {
        summary: 'Candidate entries of each unmatched line, best first',
        description: 'A candidate is a POSTED entry moving the bank account’s ledger account by exactly the line’s amount (debit for money in, credit for money out), dated within 5 days, not matched to another line. Score: 100 − 10 per day apart, +30 when the line’s reference appears in the entry, up to +20 for shared label words.',
        access: READ,
        params: IdParams,
        query: ProposalsQuery,
        response: ProposalList,
      },
      async ({ params, query, ctx }) => {
        const proposals = await proposalsOf(await findImport(params.id));
        const lines = await presentLines(proposals.map((p) => p.line), canManage(ctx.permissions));
        return pageArray(proposals.map((p, i) => ({ line: lines[i], candidates: p.candidates.map((c) => presentCandidate(p.line, c)) })), query);
      },
    )
    .post(
      '/accounting/reconciliation/imports/{id}/auto-match',
      {
        summary: 'Match every line that has one unambiguous best candidate',
        description: 'Answers the counts: lines matched now, lines left with candidates to choose from (proposed), lines without any candidate (unmatched).',
        access: MANAGE,
        params: IdParams,
        response: AutoMatchView,
      },
      async ({ params }) => autoMatch(await findImport(params.id)),
    )
    .get(
      '/accounting/reconciliation/unmatched',
      { summary: 'Unmatched statement lines (filter bankAccountId, from, to)', access: READ, query: UnmatchedQuery, response: LineList },
      async ({ query, ctx }) => {
        const { rows, count } = await listUnmatched(query);
        return envelope(await presentLines(rows, canManage(ctx.permissions)), count, query);
      },
    )
    .get(
      '/accounting/reconciliation/lines/{id}',
      { summary: 'One statement line', access: READ, params: IdParams, response: LineView },
      async ({ params, ctx }) => presentLine(await findLine(params.id), canManage(ctx.permissions)),
    )
    .post(
      '/accounting/reconciliation/lines/{id}/match',
      {
        summary: 'Match a statement line with a posted journal entry (UNMATCHED → MATCHED)',
        description: 'Refusals: line already matched 409 INVALID_STATE; entry unknown, not POSTED, without a line on the bank account’s ledger account, or moving it by another amount 422 BUSINESS_RULE (extension `reason`: ENTRY_NOT_FOUND, ENTRY_NOT_POSTED, NOT_ON_BANK_ACCOUNT, AMOUNT_MISMATCH); entry already matched to another line 409 DUPLICATE (extension `matchedLineId`).',
        access: MANAGE,
        params: IdParams,
        body: MatchBody,
        response: LineView,
      },
      async ({ params, body }) => presentLine(await matchLine(params.id, body.journalEntryId), true),
    )
    .post(
      '/accounting/reconciliation/lines/{id}/unmatch',
      { summary: 'Undo a match (MATCHED → UNMATCHED; an unmatched line answers 409 INVALID_STATE)', access: MANAGE, params: IdParams, response: LineView },
      async ({ params }) => presentLine(await unmatchLine(params.id), true),
    );
}
