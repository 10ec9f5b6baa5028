import type { Sequelize } from 'sequelize';
import { sumCents, type Cents } from '../../../../shared/money';
import { vatPosition } from '../reports/computations';
import type { IsoDate } from '../reports/dates';
import { ACCOUNT_TITLE_JOIN, NOT_OPENING, POSTED_LINES, num, reportQuery, sumOf } from '../reports/sql';
import type { ChartStandard } from '../../../../shared/accounting';
import { CHART_ACCOUNTS, codeIn } from './chart-accounts';

export interface VatAccountLine {
  accountCode: string;
  accountTitle: string | null;
  kind: 'COLLECTED' | 'DEDUCTIBLE';
  /** Collected as credit − debit, deductible as debit − credit. */
  amount: Cents;
}

export interface VatDeclaration {
  from: IsoDate;
  to: IsoDate;
  collectedVat: Cents;
  deductibleVat: Cents;
  vatPayable: Cents;
  creditToCarryForward: Cents;
  accounts: VatAccountLine[];
}

export function vatSql(chart: ChartStandard): string {
  const { vatCollected, vatDeductible, vatSettlement } = CHART_ACCOUNTS[chart];
  const collected = codeIn(vatCollected).replace(/l\.account_code/g, 'x.account_code');
  return `
    SELECT x.account_code AS "accountCode", a.title AS "accountTitle",
      CASE WHEN ${collected} THEN 'COLLECTED' ELSE 'DEDUCTIBLE' END AS kind,
      CASE WHEN ${collected} THEN x.credit - x.debit ELSE x.debit - x.credit END AS amount
    FROM (
      SELECT l.account_code, ${sumOf('l.debit_cents')} AS debit, ${sumOf('l.credit_cents')} AS credit
      FROM journal_lines l
      WHERE ${POSTED_LINES} AND l.entry_date >= :from AND l.entry_date <= :to AND ${NOT_OPENING}
        AND (${codeIn(vatCollected)} OR ${codeIn(vatDeductible)})
        AND NOT EXISTS (
          SELECT 1 FROM journal_lines l2
          WHERE l2.entry_id = l.entry_id AND l2.tenant_id = :tenantId AND ${codeIn(vatSettlement).replace(/l\.account_code/g, 'l2.account_code')}
        )
      GROUP BY l.account_code
    ) x
    ${ACCOUNT_TITLE_JOIN}
    ORDER BY x.account_code`;
}

/**
 * The VAT of a period from its posted entries: collected VAT (credit − debit of the collected
 * accounts) minus deductible VAT (debit − credit of the deductible accounts) is payable, or a
 * credit carried forward when negative. The à-nouveaux (balances carried into a year) are not
 * transactions either. The settlement entries of earlier returns (those that
 * clear 443x/445x into VAT due or VAT credit) are not transactions of the period: left out.
 */
export async function computeVat(sequelize: Sequelize, chart: ChartStandard, from: IsoDate, to: IsoDate): Promise<VatDeclaration> {
  const rows = await reportQuery<{ accountCode: string; accountTitle: string | null; kind: VatAccountLine['kind']; amount: unknown }>(
    sequelize,
    vatSql(chart),
    { from, to },
  );
  const accounts = rows.map((r) => ({ accountCode: r.accountCode, accountTitle: r.accountTitle ?? null, kind: r.kind, amount: num(r.amount) }));
  const collectedVat = sumCents(accounts.filter((a) => a.kind === 'COLLECTED').map((a) => a.amount));
  const deductibleVat = sumCents(accounts.filter((a) => a.kind === 'DEDUCTIBLE').map((a) => a.amount));
  return { from, to, collectedVat, deductibleVat, ...vatPosition(collectedVat, deductibleVat), accounts };
}
