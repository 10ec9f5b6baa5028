import type { AccountType } from '../../../../shared/accounting';
import { ledgerDb } from '../runtime';
import { Account } from '../models';
import { NOT_CLOSING, NOT_OPENING, POSTED_LINES, dateText, num, reportQuery, sumOf } from '../reports/sql';

/** The side an account grows on: assets and charges in debit, the others in credit. */
export type NaturalSide = 'DEBIT' | 'CREDIT';

export const naturalSideOf = (type: AccountType): NaturalSide => (type === 'ASSET' || type === 'EXPENSE' ? 'DEBIT' : 'CREDIT');

/** An account of the tenant's chart as other modules see it. */
export interface AccountSummary {
  code: string;
  title: string;
  accountType: AccountType;
  naturalSide: NaturalSide;
  active: boolean;
}

/** Posted movements of one account in one month of a period, read on the account's natural side. */
export interface PostedTotal {
  accountCode: string;
  accountTitle: string;
  accountType: AccountType;
  naturalSide: NaturalSide;
  /** 1–12: the month of the entries' dates. */
  month: number;
  debitCents: number;
  creditCents: number;
  /** Debit − credit for a DEBIT account, credit − debit for a CREDIT one. */
  amountCents: number;
}

interface Row {
  account_code: string;
  month: string;
  debit: unknown;
  credit: unknown;
  title: string | null;
  account_type: AccountType | null;
}

/**
 * Posted movements per account and month between two dates (inclusive), in one statement. The
 * year-end entries are left out: the à-nouveaux repeat balances, the closing entry empties the
 * income-statement accounts — neither is an activity of the period.
 */
export async function postedTotals(from: string, to: string): Promise<PostedTotal[]> {
  const sql = `
    SELECT x.account_code, x.month, x.debit, x.credit, a.title, a.account_type
    FROM (
      SELECT l.account_code, SUBSTR(${dateText('l.entry_date')}, 6, 2) AS month,
             ${sumOf('l.debit_cents')} AS debit, ${sumOf('l.credit_cents')} AS credit
      FROM journal_lines l
      WHERE ${POSTED_LINES} AND l.entry_date >= :from AND l.entry_date <= :to AND ${NOT_OPENING} AND ${NOT_CLOSING}
      GROUP BY l.account_code, SUBSTR(${dateText('l.entry_date')}, 6, 2)
    ) x
    LEFT JOIN accounts a ON a.tenant_id = :tenantId AND a.code = x.account_code
    ORDER BY x.account_code, x.month`;
  const rows = await reportQuery<Row>(ledgerDb(), sql, { from, to });
  return rows.map((r) => {
    const accountType: AccountType = r.account_type ?? 'OFF_BALANCE';
    const naturalSide = naturalSideOf(accountType);
    const debitCents = num(r.debit);
    const creditCents = num(r.credit);
    return {
      accountCode: r.account_code,
      accountTitle: r.title ?? r.account_code,
      accountType,
      naturalSide,
      month: Number(r.month),
      debitCents,
      creditCents,
      amountCents: naturalSide === 'DEBIT' ? debitCents - creditCents : creditCents - debitCents,
    };
  });
}

/** The chart's accounts with these codes (unknown codes are simply absent). */
export async function accountSummaries(codes: readonly string[]): Promise<AccountSummary[]> {
  if (!codes.length) return [];
  const rows = await Account.findAll({ where: { code: [...new Set(codes)] }, order: [['code', 'ASC']] });
  return rows.map((a) => ({
    code: a.code,
    title: a.title,
    accountType: a.accountType,
    naturalSide: naturalSideOf(a.accountType),
    active: a.status === 'ACTIVE',
  }));
}
