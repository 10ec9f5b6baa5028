import type { Sequelize } from 'sequelize';
import type { ChartStandard } from '../../../../../shared/accounting';
import type { z } from 'zod';
import { envelope, pageOptions } from '../../../../platform/http/list';
import { notFound } from '../../../../platform/http/problem';
import { optionalPort } from '../../../../platform/modules';
import { requireContext } from '../../../../platform/tenancy/context';
import { monthRange } from '../../reports/dates';
import { tenantChart } from '../../reports/tenant-chart';
import { SocialDeclaration } from '../models/social-declaration';
import { periodLabel } from '../period-label';
import { presentSocialDeclaration } from '../presenter';
import type { SocialDeclarationBody, SocialDeclarationList } from '../schema';
import { computeSocialFigures } from '../social';
import { listWhere, loadFor, remove, submit } from './lifecycle';

type Body = z.infer<typeof SocialDeclarationBody>;
const WHAT = 'Social declaration';

/**
 * The social declaration of a month: from the month's validated payroll runs when the payroll
 * module has one (per social body), else from its posted PAYROLL journal entries.
 */
export async function autoSocialDeclaration(sequelize: Sequelize, period: string) {
  const config = await tenantChart();
  const range = monthRange(period);
  const head = { period, periodLabel: periodLabel(range.start, range.end), startDate: range.start, endDate: range.end, socialBody: config.socialBody };
  const runs = await optionalPort('payroll')?.socialFigures(range.start, range.end);
  if (runs) {
    const { employeeCount, grossPayroll, employerContributions, employeeContributions, bodies } = runs;
    return { ...head, employeeCount, grossPayroll, employerContributions, employeeContributions, totalContributions: employerContributions + employeeContributions, source: 'PAYROLL' as const, bodies };
  }
  const figures = await computeSocialFigures(sequelize, config.chart, range.start, range.end);
  return { ...head, ...figures, source: 'LEDGER' as const, bodies: [] };
}

/**
 * The figures of a declaration to one body: that body's from the validated payroll runs of the
 * range when payroll has them, else the range's posted PAYROLL journal entries.
 */
async function figuresFor(sequelize: Sequelize, chart: ChartStandard, range: { start: string; end: string }, socialBody: string) {
  const runs = await optionalPort('payroll')?.socialFigures(range.start, range.end);
  const mine = runs?.bodies.find((b) => b.socialBody === socialBody);
  if (mine) return mine;
  return computeSocialFigures(sequelize, chart, range.start, range.end);
}

async function values(sequelize: Sequelize, body: Body) {
  const config = await tenantChart();
  const range = body.period ? monthRange(body.period) : { start: body.startDate as string, end: body.endDate as string };
  const given =
    body.employeeCount !== undefined && body.grossPayroll !== undefined && body.employerContributions !== undefined && body.employeeContributions !== undefined
      ? {
          employeeCount: body.employeeCount,
          grossPayroll: body.grossPayroll,
          employerContributions: body.employerContributions,
          employeeContributions: body.employeeContributions,
        }
      : await figuresFor(sequelize, config.chart, range, body.socialBody ?? config.socialBody);
  return {
    socialBody: body.socialBody ?? config.socialBody,
    periodLabel: body.periodLabel ?? periodLabel(range.start, range.end),
    startDate: range.start,
    endDate: range.end,
    employeeCount: given.employeeCount,
    grossPayrollCents: given.grossPayroll,
    employerContributionsCents: given.employerContributions,
    employeeContributionsCents: given.employeeContributions,
  };
}

export async function listSocialDeclarations(q: z.infer<typeof SocialDeclarationList>) {
  const { rows, count } = await SocialDeclaration.findAndCountAll({
    where: listWhere(q, q.socialBody ? { socialBody: q.socialBody } : {}),
    ...pageOptions(q, [
      ['startDate', 'DESC'],
      ['id', 'ASC'],
    ]),
  });
  return envelope(rows.map(presentSocialDeclaration), count, q);
}

export async function getSocialDeclaration(id: string) {
  const record = await SocialDeclaration.findByPk(id);
  if (!record) throw notFound(WHAT, id);
  return presentSocialDeclaration(record);
}

export async function createSocialDeclaration(sequelize: Sequelize, body: Body) {
  const record = await SocialDeclaration.create({ ...(await values(sequelize, body)), createdBy: requireContext().userId });
  return presentSocialDeclaration(record);
}

export async function updateSocialDeclaration(sequelize: Sequelize, id: string, body: Body) {
  const record = await loadFor(SocialDeclaration, id, 'edit', WHAT);
  await record.update(await values(sequelize, body));
  return presentSocialDeclaration(record);
}

export async function submitSocialDeclaration(id: string) {
  return presentSocialDeclaration(await submit(SocialDeclaration, id, WHAT));
}

export async function deleteSocialDeclaration(id: string): Promise<void> {
  await remove(SocialDeclaration, id, WHAT);
}
