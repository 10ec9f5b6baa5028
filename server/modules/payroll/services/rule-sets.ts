import { Op } from 'sequelize';
import type { PayrollCountry } from '../../../../shared/payroll';
import { notFound, refusal } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import {
  effectiveRuleSet,
  firstDayOf,
  overrideProblems,
  shippedRuleSet,
  versionInForce,
  type EffectiveRuleSet,
  type PayPeriod,
  type RuleOverride,
} from '../engine';
import { PayrollRuleOverride, PayrollRun } from '../models';
import { PAYROLL_FROZEN_STATUSES } from '../../../../shared/payroll';
import { withEngine } from './engine-errors';

/** The tenant's overrides of a country's rules, oldest first (the order the engine applies them). */
export async function tenantOverrides(country: PayrollCountry): Promise<PayrollRuleOverride[]> {
  return PayrollRuleOverride.findAll({ where: { country }, order: [['effectiveFrom', 'ASC'], ['createdAt', 'ASC'], ['id', 'ASC']] });
}

/** The rules of a month for the tenant: the shipped version in force plus the overrides dated on or before its first day. */
export async function tenantRuleSet(country: PayrollCountry, period: PayPeriod): Promise<EffectiveRuleSet> {
  const overrides = (await tenantOverrides(country)).map((o) => o.override);
  return withEngine(() => effectiveRuleSet(shippedRuleSet(country), period, overrides));
}

/** The first day of the latest month whose run is frozen (validated or later), if any. */
async function lastFrozenPeriodStart(): Promise<string | null> {
  const run = await PayrollRun.findOne({
    where: { status: { [Op.in]: [...PAYROLL_FROZEN_STATUSES] } },
    order: [['year', 'DESC'], ['month', 'DESC']],
  });
  return run ? firstDayOf(run) : null;
}

const codeOf = (o: RuleOverride) => (o.target === 'RULE' ? o.code : o.target === 'CONSTANT' ? o.constant : o.rule.code);

/**
 * Saves an override from the first day of a month. It must fit the shipped version in force on
 * that day (overrideProblems), and start after the last validated run: the months already
 * validated keep the rules they were computed with.
 */
export async function createOverride(country: PayrollCountry, override: RuleOverride): Promise<PayrollRuleOverride> {
  const problems = withEngine(() => overrideProblems(shippedRuleSet(country), override));
  if (problems.length) {
    throw refusal('BUSINESS_RULE', 'payroll.overrideInvalid', { problems: problems.join('; ') }, { problems, errors: problems.map((message) => ({ path: 'effectiveFrom', message })) });
  }
  const frozen = await lastFrozenPeriodStart();
  if (frozen && override.effectiveFrom <= frozen) {
    const message = `Payroll is validated up to ${frozen.slice(0, 7)}: an override starts in a later month`;
    throw refusal('BUSINESS_RULE', 'payroll.overrideInvalid', { problems: message }, { errors: [{ path: 'effectiveFrom', message }] });
  }
  return PayrollRuleOverride.create({
    country,
    target: override.target,
    code: codeOf(override),
    effectiveFrom: override.effectiveFrom,
    override,
    note: override.note ?? null,
    createdBy: requireContext().userId,
  });
}

export async function findOverride(country: PayrollCountry, id: string): Promise<PayrollRuleOverride> {
  const row = await PayrollRuleOverride.findOne({ where: { id, country } });
  if (!row) throw notFound('Payroll rule override', id);
  return row;
}

/** Removes an override that no validated run was computed under. */
export async function deleteOverride(country: PayrollCountry, id: string): Promise<void> {
  const row = await findOverride(country, id);
  const frozen = await lastFrozenPeriodStart();
  if (frozen && row.effectiveFrom <= frozen) {
    throw refusal('BUSINESS_RULE', 'payroll.overrideInUse', { periods: `${row.effectiveFrom.slice(0, 7)} → ${frozen.slice(0, 7)}` });
  }
  await row.destroy();
}

/** What the rule-set screen shows for a month: the file's description, the rules in force, the overrides. */
export async function ruleSetOverview(country: PayrollCountry, period: PayPeriod) {
  const file = withEngine(() => shippedRuleSet(country));
  const overrides = await tenantOverrides(country);
  const rs = await tenantRuleSet(country, period);
  const version = withEngine(() => versionInForce(file, period));
  const custom = new Set(rs.appliedOverrides.filter((o) => o.target === 'CUSTOM_RULE').map(codeOf));
  const changedLines = new Set(
    rs.appliedOverrides.flatMap((o) => (o.target === 'RULE' ? version.rules.filter((r) => r.code === o.code).map((r) => r.line) : [])),
  );
  return { file, rs, overrides, custom, changedLines, version };
}
