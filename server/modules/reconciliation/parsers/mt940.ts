import { Parser, type Mt940Statement } from 'mt940js';
import { bankAmountToCents } from './amounts';
import { digestIds } from './digest';
import { StatementFormatError, type ParsedStatement } from './types';

const REQUIRED_TAGS = [':20:', ':25:', ':60', ':62'];

function cents(value: number): number {
  const parsed = bankAmountToCents(value.toFixed(2));
  if (parsed === null) throw new StatementFormatError(`MT940: unreadable amount ${value}`);
  return parsed;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * SWIFT MT940 through mt940js (tags :20: :25: :28C: :60F: :61: :86: :62F:), then the balance
 * check again in integer cents: opening balance + movements must equal the closing balance of
 * every statement of the file, or the file is refused.
 */
export function parseMt940(text: string): ParsedStatement {
  const missing = REQUIRED_TAGS.filter((tag) => !text.includes(tag));
  if (missing.length) {
    throw new StatementFormatError('MT940: required tags are missing', missing.map((tag) => ({ path: 'file', message: `Tag ${tag} is missing` })));
  }
  let statements: Mt940Statement[];
  try {
    statements = new Parser({ no86Structure: true }).parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // mt940js runs the same balance check (with a float tolerance) before ours.
    throw new StatementFormatError(`MT940: ${message}`, [{ path: 'file', message }], /turnover/.test(message));
  }
  if (statements.length === 0) throw new StatementFormatError('MT940: the file holds no statement', [{ path: 'file', message: 'No statement' }]);
  const errors: Array<{ path: string; message: string }> = [];
  statements.forEach((s, i) => {
    const movements = s.transactions.reduce((sum, t) => sum + cents(t.amount), 0);
    const expected = cents(s.openingBalance) + movements;
    if (expected !== cents(s.closingBalance)) {
      errors.push({
        path: `statement[${i + 1}]`,
        message: `Opening balance ${s.openingBalance.toFixed(2)} + movements ${(movements / 100).toFixed(2)} ≠ closing balance ${s.closingBalance.toFixed(2)}`,
      });
    }
  });
  if (errors.length) throw new StatementFormatError('MT940: the balances do not add up', errors, true);
  const first = statements[0];
  const last = statements[statements.length - 1];
  const lines = statements.flatMap((s) =>
    s.transactions.map((t) => {
      const reference = t.reference && t.reference !== 'NONREF' ? t.reference : null;
      const label = (t.details || t.extraDetails || t.transactionType || reference || 'Mouvement').replace(/\s*\n\s*/g, ' ').trim();
      return {
        date: isoDay(t.date),
        label: label.slice(0, 500),
        reference,
        amountCents: cents(t.amount),
        externalId: t.bankReference ? `${t.bankReference}` : null,
      };
    }),
  );
  return {
    format: 'MT940',
    currency: first.currency || null,
    openingBalanceCents: cents(first.openingBalance),
    closingBalanceCents: cents(last.closingBalance),
    lines: digestIds(lines),
  };
}
