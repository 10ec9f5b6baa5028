import { formatCents, type Cents } from '../../../../shared/money';
import { MAX_ENTRY_LINES } from '../../../../shared/schemas/accounting';
import { Problem, type FieldError, refusal } from '../../../platform/http/problem';

/** A line as the ledger service takes it: amounts in integer cents, one side only. */
export interface LedgerLineInput {
  accountCode: string;
  debitCents?: Cents;
  creditCents?: Cents;
  label?: string | null;
  /** A third party by name: on a third-party account it resolves to (or creates) the third party of the account's kind. */
  thirdParty?: string | null;
  /** The third party by id (third-party accounts only: 40x, 41x, 42x, 47x). */
  thirdPartyId?: string | null;
  dueDate?: string | null;
  /**
   * What the line settles or is settled by (an invoice number…): automatic lettering pairs the
   * lines of a third party sharing it. Defaults to the entry's sourceRef, then its piece number.
   */
  reference?: string | null;
}

/**
 * Structural errors of an entry's lines, for callers that do not go through the HTTP schemas
 * (other modules posting from their events): at least two lines, each with one positive side.
 */
export function lineErrors(lines: readonly LedgerLineInput[], options: { maxLines?: number } = {}): FieldError[] {
  const errors: FieldError[] = [];
  const maxLines = options.maxLines ?? MAX_ENTRY_LINES;
  if (lines.length < 2) errors.push({ path: 'lines', message: 'An entry needs at least two lines' });
  if (lines.length > maxLines) errors.push({ path: 'lines', message: `An entry has at most ${maxLines} lines` });
  lines.forEach((line, i) => {
    const debit = line.debitCents ?? 0;
    const credit = line.creditCents ?? 0;
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit)) errors.push({ path: `lines.${i}`, message: 'Amounts are integer cents' });
    else if (debit < 0 || credit < 0) errors.push({ path: `lines.${i}`, message: 'Amounts cannot be negative' });
    else if (debit > 0 && credit > 0) errors.push({ path: `lines.${i}.credit`, message: 'A line carries a debit or a credit, not both' });
    else if (debit === 0 && credit === 0) errors.push({ path: `lines.${i}.debit`, message: 'A line needs a debit or a credit amount' });
    if (!line.accountCode) errors.push({ path: `lines.${i}.accountCode`, message: 'Required' });
  });
  const { totalDebitCents, totalCreditCents } = totalsOf(lines);
  if (!Number.isSafeInteger(totalDebitCents) || !Number.isSafeInteger(totalCreditCents)) {
    errors.push({ path: 'lines', message: 'The totals of the entry exceed the supported range' });
  }
  return errors;
}

export function totalsOf(lines: readonly LedgerLineInput[]): { totalDebitCents: Cents; totalCreditCents: Cents } {
  let totalDebitCents = 0;
  let totalCreditCents = 0;
  for (const line of lines) {
    totalDebitCents += line.debitCents ?? 0;
    totalCreditCents += line.creditCents ?? 0;
  }
  return { totalDebitCents, totalCreditCents };
}

/**
 * The refusal of an unbalanced entry: `missingSide` is the side that must grow for the entry to
 * balance, `missingAmount` by how much (two-decimal string).
 */
export function unbalancedProblem(totalDebitCents: Cents, totalCreditCents: Cents): Problem | null {
  if (totalDebitCents === totalCreditCents) return null;
  const missingSide = totalDebitCents < totalCreditCents ? 'DEBIT' : 'CREDIT';
  const missingAmount = formatCents(Math.abs(totalDebitCents - totalCreditCents));
  return refusal(
    'UNBALANCED_ENTRY',
    'ledger.unbalanced',
    {
      debit: formatCents(totalDebitCents),
      credit: formatCents(totalCreditCents),
      missing: missingAmount,
      side: missingSide.toLowerCase(),
      sideFr: missingSide === 'DEBIT' ? 'débit' : 'crédit',
    },
    { missingSide, missingAmount, totalDebit: formatCents(totalDebitCents), totalCredit: formatCents(totalCreditCents) },
  );
}
