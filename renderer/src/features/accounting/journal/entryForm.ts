import { z } from 'zod';
import { CreateEntryBody } from '../../../../../shared/schemas/accounting';
import { toCents } from '../../../../../shared/money';

/** One row of the line grid: amounts as the API's decimal strings ('' when empty). */
export interface LineValues {
  accountCode: string;
  accountTitle?: string | null;
  label: string;
  debit: string;
  credit: string;
  /** Third party by name, on third-party accounts (40x, 41x, 42x, 47x): the server finds or creates it. */
  thirdParty: string;
  dueDate: string;
}

export interface EntryValues {
  /** '' lets the server file the entry in the journal its source calls for (OD for a manual entry). */
  journalId: string;
  date: string;
  label: string;
  lines: LineValues[];
}

export const EMPTY_LINE: LineValues = { accountCode: '', accountTitle: null, label: '', debit: '', credit: '', thirdParty: '', dueDate: '' };

const AMOUNT = /^\d+(\.\d+)?$/;

/** Cents of a typed amount, 0 when empty or not (yet) an amount. */
export function centsOf(value: string): number {
  return AMOUNT.test(value.trim()) ? toCents(value.trim()) : 0;
}

const isBlank = (line: LineValues) => !line.accountCode && !line.label.trim() && !line.debit && !line.credit && !line.thirdParty.trim();

/** What the API receives: blank rows are dropped, empty sides left out. */
export function toEntryBody(values: EntryValues) {
  return {
    ...(values.journalId ? { journalId: values.journalId } : {}),
    date: values.date,
    label: values.label,
    lines: values.lines.filter((line) => !isBlank(line)).map((line) => ({
      accountCode: line.accountCode,
      ...(line.debit ? { debit: line.debit } : {}),
      ...(line.credit ? { credit: line.credit } : {}),
      ...(line.label.trim() ? { label: line.label.trim() } : {}),
      ...(line.thirdParty.trim() ? { thirdParty: line.thirdParty.trim() } : {}),
      ...(line.dueDate ? { dueDate: line.dueDate } : {}),
    })),
  };
}

/**
 * The balance of the grid as typed: totals, and when they differ the side that must grow and by
 * how much (the same rule as the server's UNBALANCED_ENTRY).
 */
export function balanceOf(lines: readonly LineValues[]): {
  totalDebit: number;
  totalCredit: number;
  missingSide: 'DEBIT' | 'CREDIT' | null;
  missingCents: number;
} {
  let totalDebit = 0;
  let totalCredit = 0;
  for (const line of lines) {
    totalDebit += centsOf(line.debit);
    totalCredit += centsOf(line.credit);
  }
  const missingSide = totalDebit === totalCredit ? null : totalDebit < totalCredit ? 'DEBIT' : 'CREDIT';
  return { totalDebit, totalCredit, missingSide, missingCents: Math.abs(totalDebit - totalCredit) };
}

/**
 * The form's rules are the server's: the values (strings) are checked by the shared request
 * schema after blank rows are dropped, and its messages land on the same fields
 * (`lines.1.credit`…). Blank rows keep their place, so indexes are mapped back.
 */
export const EntryForm = z
  .object({
    journalId: z.string(),
    date: z.string(),
    label: z.string(),
    lines: z.array(
      z.object({ accountCode: z.string(), accountTitle: z.string().nullish(), label: z.string(), debit: z.string(), credit: z.string(), thirdParty: z.string(), dueDate: z.string() }),
    ),
  })
  .superRefine((values, ctx) => {
    const kept = values.lines.map((line, index) => ({ line, index })).filter(({ line }) => !isBlank(line));
    const result = CreateEntryBody.safeParse(toEntryBody(values));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const path = [...issue.path];
      if (path[0] === 'lines' && typeof path[1] === 'number') path[1] = kept[path[1]]?.index ?? path[1];
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  });
