import type { Sequelize } from 'sequelize';
import type { Cents } from '../../../../shared/money';
import type { IsoDate } from '../reports/dates';
import { POSTED_LINES, num, reportQuery, sumOf } from '../reports/sql';
import type { ChartStandard } from '../../../../shared/accounting';
import { CHART_ACCOUNTS, codeIn } from './chart-accounts';

export interface SocialFigures {
  employeeCount: number;
  grossPayroll: Cents;
  employerContributions: Cents;
  employeeContributions: Cents;
  totalContributions: Cents;
}

/**
 * A period's payroll figures from the posted PAYROLL entries dated in it (the payroll module
 * posts each run as such an entry): gross pay, employer charges, and contributions due to the
 * social bodies, of which the employees' share is what the employer charges do not cover. The
 * employee count is the number of distinct employees named on the net-pay-due lines.
 */
export function socialSql(chart: ChartStandard): string {
  const c = CHART_ACCOUNTS[chart];
  return `
    SELECT
      ${sumOf(`CASE WHEN ${codeIn(c.grossPay)} THEN l.debit_cents - l.credit_cents ELSE 0 END`)} AS "grossPayroll",
      ${sumOf(`CASE WHEN ${codeIn(c.employerCharges)} THEN l.debit_cents - l.credit_cents ELSE 0 END`)} AS "employerContributions",
      ${sumOf(`CASE WHEN ${codeIn(c.socialContributions)} THEN l.credit_cents - l.debit_cents ELSE 0 END`)} AS "totalContributions",
      COUNT(DISTINCT CASE WHEN ${codeIn(c.netPayDue)} THEN l.third_party END) AS "employeeCount"
    FROM journal_lines l
    JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
    WHERE ${POSTED_LINES} AND e.source = 'PAYROLL' AND l.entry_date >= :from AND l.entry_date <= :to`;
}

export async function computeSocialFigures(sequelize: Sequelize, chart: ChartStandard, from: IsoDate, to: IsoDate): Promise<SocialFigures> {
  const [row] = await reportQuery<Record<string, unknown>>(sequelize, socialSql(chart), { from, to });
  const totalContributions = num(row?.totalContributions);
  const employerContributions = num(row?.employerContributions);
  return {
    employeeCount: num(row?.employeeCount),
    grossPayroll: num(row?.grossPayroll),
    employerContributions,
    employeeContributions: totalContributions - employerContributions,
    totalContributions,
  };
}
