import { Op, UniqueConstraintError } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import { STATEMENT_MAX_LINES } from '../../../../shared/reconciliation';
import { Problem, businessRule, duplicate, type FieldError } from '../../../platform/http/problem';
import { now, requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import type { BankAccountSummary } from '../../accounting';
import { StatementImport, StatementLine } from '../models';
import { parseStatement, StatementFormatError, type ParsedStatement } from '../parsers/detect';
import { insertStatementLines, newStatementLines } from './import-lines';

export interface ImportRequest {
  bankAccountId: string;
  periodStart: string;
  periodEnd: string;
}

export async function findBankAccount(id: string, path = 'bankAccountId'): Promise<BankAccountSummary> {
  const account = await port('ledger').bankAccount(id);
  if (!account) throw businessRule(`Bank account ${id} is not one of the company's bank accounts`, { errors: [{ path, message: 'Unknown bank account' }] });
  return account;
}

/** Reads a statement file into movements; may be slow (a large file), never touches the database. */
export type StatementParser = (content: Buffer) => ParsedStatement | Promise<ParsedStatement>;

/** Ids looked up per query. */
const CHUNK = 500;

async function read(buffer: Buffer, parse: StatementParser): Promise<ParsedStatement> {
  try {
    return await parse(buffer);
  } catch (err) {
    if (!(err instanceof StatementFormatError)) throw err;
    const errors = err.errors.map((e) => ({ path: `file.${e.path}`, message: e.message }));
    if (err.inconsistent) throw businessRule(err.message, { errors });
    throw new Problem('VALIDATION_FAILED', err.message, { errors });
  }
}

const describe = (l: { lineDate?: string; date?: string; label: string; amountCents: number }) =>
  `${l.lineDate ?? l.date} ${l.label} ${formatCents(l.amountCents)}`;

/** Movements already imported for this bank account (same bank id): the import is refused, naming them. */
async function assertNotImported(bankAccountId: string, parsed: ParsedStatement): Promise<void> {
  const ids = parsed.lines.map((l) => l.externalId.slice(0, 100));
  const existing: StatementLine[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    existing.push(
      ...(await StatementLine.findAll({
        where: { bankAccountId, externalId: { [Op.in]: ids.slice(i, i + CHUNK) } },
        include: [{ model: StatementImport, as: 'statement', attributes: ['fileName'] }],
      })),
    );
  }
  if (existing.length === 0) return;
  const byId = new Map(existing.map((l) => [l.externalId, l]));
  const errors: FieldError[] = [];
  parsed.lines.forEach((line, i) => {
    const previous = byId.get(line.externalId);
    if (!previous) return;
    const file = (previous as StatementLine & { statement?: StatementImport }).statement?.fileName;
    errors.push({ path: `lines[${i + 1}]`, message: `Already imported (${line.externalId}${file ? `, file ${file}` : ''}): ${describe(line)}` });
  });
  throw new Problem('DUPLICATE', `${errors.length} line(s) of this file were already imported for this bank account`, { errors });
}

/**
 * The import's work that needs no database, run before the request's transaction (the route's
 * `prepare`): reads the file, refuses more than STATEMENT_MAX_LINES movements (413) and movements
 * dated outside the declared period (422).
 */
export async function readStatement(input: ImportRequest, file: { buffer: Buffer }, parse: StatementParser = parseStatement): Promise<ParsedStatement> {
  const parsed = await read(file.buffer, parse);
  if (parsed.lines.length > STATEMENT_MAX_LINES) {
    throw new Problem('PAYLOAD_TOO_LARGE', `The statement holds ${parsed.lines.length} movements; an import takes at most ${STATEMENT_MAX_LINES}: import it in shorter periods`, {
      limit: STATEMENT_MAX_LINES,
    });
  }
  const outside = parsed.lines
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => line.date < input.periodStart || line.date > input.periodEnd)
    .map(({ line, i }) => ({ path: `lines[${i + 1}]`, message: `Dated ${line.date}, outside ${input.periodStart} – ${input.periodEnd}: ${describe(line)}` }));
  if (outside.length) throw businessRule(`${outside.length} line(s) of the file fall outside the statement period`, { errors: outside });
  return parsed;
}

/**
 * Writes a read statement (the route's transaction): checks none of its movements was imported
 * before for the account, then writes the import (one instance, its audit event by the model's
 * hook) and its lines set-based, with their audit events in bulk (`insertStatementLines`).
 */
export async function writeStatement(input: ImportRequest, file: { originalname: string }, parsed: ParsedStatement): Promise<StatementImport> {
  const account = await findBankAccount(input.bankAccountId);
  await assertNotImported(account.id, parsed);
  const statement = await StatementImport.create({
    bankAccountId: account.id,
    accountCode: account.accountCode,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    fileName: (file.originalname || 'releve').slice(0, 255),
    format: parsed.format,
    currency: parsed.currency?.slice(0, 3) ?? null,
    openingBalanceCents: parsed.openingBalanceCents,
    closingBalanceCents: parsed.closingBalanceCents,
    lineCount: parsed.lines.length,
    importedBy: requireContext().userId,
    importedAt: now(),
  });
  try {
    await insertStatementLines(statement.id, account.id, newStatementLines(parsed.lines));
  } catch (err) {
    // Another import of the same movements committed meanwhile.
    if (err instanceof UniqueConstraintError) throw duplicate('Lines of this file were imported meanwhile for this bank account');
    throw err;
  }
  return statement;
}
