import type { FieldError } from '../../../platform/http/problem';

export type StatementFormat = 'CSV' | 'OFX' | 'MT940';

/** One movement of a bank statement, amounts in signed integer cents (credit +, debit −). */
export interface ParsedLine {
  date: string;
  label: string;
  reference: string | null;
  amountCents: number;
  /** The bank's own id of the movement (OFX FITID, MT940 bank reference) or a stable digest (CSV). */
  externalId: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  currency: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  lines: ParsedLine[];
}

/** A file that cannot be read as a statement: `errors` lists what is wrong (line or field). */
export class StatementFormatError extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[] = [],
    /** Readable but self-contradictory (MT940 balances): a business rule, not a malformed file. */
    readonly inconsistent = false,
  ) {
    super(message);
  }
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (rejects 2026-02-30). */
export function isRealDate(iso: string): boolean {
  if (!ISO_DATE.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}
