import { Op, UniqueConstraintError } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import { Problem, businessRule, duplicate, type FieldError } from '../../../platform/http/problem';
import { now, requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import type { BankAccountSummary } from '../../accounting';
import { StatementImport, StatementLine } from '../models';
import { parseStatement, StatementFormatError, type ParsedStatement } from '../parsers/detect';

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

function read(buffer: Buffer): ParsedStatement {
  try {
    return parseStatement(buffer);
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
  const ids = parsed.lines.map((l) => l.externalId);
  const existing = await StatementLine.findAll({
    where: { bankAccountId, externalId: { [Op.in]: ids } },
    include: [{ model: StatementImport, as: 'statement', attributes: ['fileName'] }],
  });
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
 * Reads the file, checks every movement falls inside the declared period and none was imported
 * before for the account, then writes the import and its lines (the route's transaction).
 */
export async function importStatement(input: ImportRequest, file: { buffer: Buffer; originalname: string }): Promise<StatementImport> {
  const account = await findBankAccount(input.bankAccountId);
  const parsed = read(file.buffer);
  const outside = parsed.lines
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => line.date < input.periodStart || line.date > input.periodEnd)
    .map(({ line, i }) => ({ path: `lines[${i + 1}]`, message: `Dated ${line.date}, outside ${input.periodStart} – ${input.periodEnd}: ${describe(line)}` }));
  if (outside.length) throw businessRule(`${outside.length} line(s) of the file fall outside the statement period`, { errors: outside });
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
    await StatementLine.bulkCreate(
      parsed.lines.map((line, i) => ({
        importId: statement.id,
        bankAccountId: account.id,
        lineNo: i + 1,
        lineDate: line.date,
        label: line.label,
        reference: line.reference,
        amountCents: line.amountCents,
        externalId: line.externalId.slice(0, 100),
      })),
    );
  } catch (err) {
    // Another import of the same movements committed meanwhile.
    if (err instanceof UniqueConstraintError) throw duplicate('Lines of this file were imported meanwhile for this bank account');
    throw err;
  }
  return statement;
}
