import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { AuditChange } from '../../../platform/audit/model';
import { recordAuditEvents } from '../../../platform/audit/record';
import { sqlTimestamp } from '../../../platform/db/columns';
import { TenantContextMissing } from '../../../platform/db/tenant-scope';
import { requireContext } from '../../../platform/tenancy/context';
import { STATEMENT_LINE_ENTITY, StatementLine } from '../models';
import type { ParsedLine } from '../parsers/detect';

/** A statement line as the import writes it: UNMATCHED, no entry. */
export interface NewStatementLine {
  id: string;
  lineNo: number;
  lineDate: string;
  label: string;
  reference: string | null;
  amountCents: number;
  externalId: string;
}

/** The rows of a read statement's movements, ids minted here (numbered from 1 in file order). */
export function newStatementLines(lines: readonly ParsedLine[]): NewStatementLine[] {
  return lines.map((line, i) => ({
    id: randomUUID(),
    lineNo: i + 1,
    lineDate: line.date,
    label: line.label,
    reference: line.reference,
    amountCents: line.amountCents,
    externalId: line.externalId.slice(0, 100),
  }));
}

/** Lines written per INSERT. */
const CHUNK = 500;

/**
 * The CREATE event the model's audit hook writes for a created line: its non-null fields in the
 * model's attribute order, bookkeeping (id, tenant, timestamps, matchedAt) left out.
 */
export function createdLineChanges(importId: string, bankAccountId: string, line: NewStatementLine): AuditChange[] {
  const values: Array<[string, unknown]> = [
    ['importId', importId],
    ['bankAccountId', bankAccountId],
    ['lineNo', line.lineNo],
    ['lineDate', line.lineDate],
    ['label', line.label],
    ['reference', line.reference],
    ['amountCents', line.amountCents],
    ['externalId', line.externalId],
    ['status', 'UNMATCHED'],
  ];
  return values.filter(([, value]) => value !== null && value !== undefined).map(([field, after]) => ({ field, before: null, after }));
}

/**
 * Writes the lines of an import without model instances: multi-row INSERTs of CHUNK lines, then
 * one CREATE audit event per line in multi-row inserts, in the request's transaction. A line
 * whose bank id is already imported for the account makes the INSERT fail with the unique
 * index's UniqueConstraintError (the caller's refusal).
 */
export async function insertStatementLines(importId: string, bankAccountId: string, lines: readonly NewStatementLine[]): Promise<void> {
  const sequelize = StatementLine.sequelize!;
  const tenantId = requireContext().tenantId;
  if (!tenantId) throw new TenantContextMissing('Statement lines written without a tenant context');
  const at = sqlTimestamp(new Date());
  for (let i = 0; i < lines.length; i += CHUNK) {
    const chunk = lines.slice(i, i + CHUNK);
    const replacements: Record<string, unknown> = { tenantId, importId, bankAccountId, status: 'UNMATCHED', at };
    const rows = chunk.map((line, k) => {
      replacements[`i${k}`] = line.id;
      replacements[`n${k}`] = line.lineNo;
      replacements[`d${k}`] = line.lineDate;
      replacements[`l${k}`] = line.label;
      replacements[`r${k}`] = line.reference;
      replacements[`a${k}`] = line.amountCents;
      replacements[`x${k}`] = line.externalId;
      return `(:i${k}, :tenantId, :importId, :bankAccountId, :n${k}, :d${k}, :l${k}, :r${k}, :a${k}, :x${k}, :status, :at, :at)`;
    });
    await sequelize.query(
      `INSERT INTO bank_statement_lines (id, tenant_id, import_id, bank_account_id, line_no, line_date, label, reference, amount_cents, external_id, status, created_at, updated_at)
       VALUES ${rows.join(', ')}`,
      { type: QueryTypes.INSERT, replacements },
    );
  }
  await recordAuditEvents(lines.map((line) => ({ tenantId, entityType: STATEMENT_LINE_ENTITY, entityId: line.id, action: 'CREATE', changes: createdLineChanges(importId, bankAccountId, line) })));
}
