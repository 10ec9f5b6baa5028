import { UniqueConstraintError } from 'sequelize';
import { recordAuditEvents } from '../../../platform/audit/record';
import type { AuditChange } from '../../../platform/audit/model';
import { sqlTimestamp } from '../../../platform/db/columns';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { Problem, invalidState } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { STATEMENT_LINE_ENTITY, StatementLine } from '../models';
import { STATEMENT_LINE_STATES } from '../states';
import type { LineFacts } from './candidates';

/** An unmatched line as the auto-match reads it: no model instance, only what it compares and what its audit event shows. */
export interface UnmatchedLine extends LineFacts {
  journalEntryId: string | null;
  matchedBy: string | null;
}

export interface PlannedMatch {
  line: UnmatchedLine;
  entryId: string;
}

/** PostgreSQL answers BIGINT as text; amounts stay far below 2^53. */
function asCents(value: unknown): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${String(value)} is not a safe integer of cents`);
  return n;
}

const orNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The statement's unmatched lines in statement order, read as plain rows. */
export async function unmatchedLines(importId: string): Promise<UnmatchedLine[]> {
  const rows = (await StatementLine.findAll({
    where: { importId, status: 'UNMATCHED' },
    attributes: ['id', 'lineDate', 'label', 'reference', 'amountCents', 'journalEntryId', 'matchedBy'],
    order: [['lineNo', 'ASC']],
    raw: true,
  })) as unknown as Array<Record<keyof UnmatchedLine, unknown>>;
  return rows.map((r) => ({
    id: String(r.id),
    lineDate: String(r.lineDate),
    label: String(r.label),
    reference: orNull(r.reference),
    amountCents: asCents(r.amountCents),
    journalEntryId: orNull(r.journalEntryId),
    matchedBy: orNull(r.matchedBy),
  }));
}

/** Lines written per UPDATE. */
const CHUNK = 500;

/**
 * The audit event a matched line gets, as the model's audit hook writes it for a match by hand:
 * the changed fields in the order the match sets them (matchedAt is bookkeeping, left out).
 */
function matchChanges(line: UnmatchedLine, status: string, entryId: string, userId: string | null): AuditChange[] {
  const changes: AuditChange[] = [
    { field: 'status', before: 'UNMATCHED', after: status },
    { field: 'journalEntryId', before: line.journalEntryId, after: entryId },
    { field: 'matchedBy', before: line.matchedBy, after: userId },
  ];
  return changes.filter((c) => c.before !== c.after);
}

/**
 * Writes planned matches: one UPDATE per chunk of lines (each line its own entry, the pairs joined
 * as a VALUES list), guarded by the line's status, then one audit event per match in multi-row
 * inserts, all in the request's transaction. A line no longer unmatched (matched by hand meanwhile) refuses the whole run with
 * 409 INVALID_STATE, as matching it alone would; an entry matched to another line meanwhile, with
 * 409 DUPLICATE (the unique index on the entry). Nothing is written then.
 */
export async function writeMatches(matches: readonly PlannedMatch[]): Promise<void> {
  if (matches.length === 0) return;
  const ctx = requireContext();
  const sequelize = StatementLine.sequelize!;
  const status = transition(STATEMENT_LINE_STATES, 'UNMATCHED', 'match');
  const uuid = (name: string) => (sequelize.getDialect() === 'postgres' ? `CAST(:${name} AS UUID)` : `:${name}`);
  const common = { status, unmatched: 'UNMATCHED', userId: ctx.userId, matchedAt: sqlTimestamp(now()), updatedAt: sqlTimestamp(new Date()) };
  for (let i = 0; i < matches.length; i += CHUNK) {
    const chunk = matches.slice(i, i + CHUNK);
    const replacements: Record<string, unknown> = { ...common };
    // The pairs as a VALUES list joined on the primary key: a CASE of CHUNK branches cost SQLite
    // a comparison per branch and row (200 ms per 500 lines against 10 ms for the join).
    const pairs = chunk.map((m, k) => {
      replacements[`l${k}`] = m.line.id;
      replacements[`e${k}`] = m.entryId;
      return `(${uuid(`l${k}`)}, ${uuid(`e${k}`)})`;
    });
    let updated: Array<{ id: string }>;
    try {
      updated = await tenantQuery<{ id: string }>(
        sequelize,
        `WITH m (line_id, entry_id) AS (VALUES ${pairs.join(', ')})
         UPDATE bank_statement_lines SET status = :status, journal_entry_id = m.entry_id, matched_by = :userId, matched_at = :matchedAt, updated_at = :updatedAt
         FROM m WHERE bank_statement_lines.id = m.line_id AND bank_statement_lines.tenant_id = :tenantId AND bank_statement_lines.status = :unmatched
         RETURNING bank_statement_lines.id`,
        replacements,
      );
    } catch (err) {
      if (err instanceof UniqueConstraintError) {
        throw new Problem('DUPLICATE', 'A journal entry of these matches was matched to another statement line meanwhile: run the auto-match again', {
          errors: [{ path: 'journalEntryId', message: 'Already matched' }],
        });
      }
      throw err;
    }
    if (updated.length !== chunk.length) throw invalidState('MATCHED', 'match');
  }
  const tenantId = ctx.tenantId!;
  await recordAuditEvents(
    matches.map((m) => ({ tenantId, entityType: STATEMENT_LINE_ENTITY, entityId: m.line.id, action: 'STATE_CHANGE', changes: matchChanges(m.line, status, m.entryId, ctx.userId) })),
  );
}
