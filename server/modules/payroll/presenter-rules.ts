import type { PayrollRule, PayrollRuleSet } from '../../../shared/schemas/payroll';
import { firstDayOf, type ContributionRule, type PayPeriod } from './engine';
import { presentOverrides } from './presenter';
import { ruleSetOverview } from './services/rule-sets';
import type { PayrollCountry } from '../../../shared/payroll';

function ruleView(rule: ContributionRule, custom: boolean, overridden: boolean): PayrollRule {
  const calc = rule.calc;
  return {
    code: rule.code,
    line: rule.line,
    labelFr: rule.labelFr,
    labelEn: rule.labelEn,
    kind: rule.kind,
    nature: rule.nature,
    body: rule.body,
    method: calc.method,
    base: calc.method === 'RATE' ? calc.base.of : null,
    rate: calc.method === 'RATE' ? (calc.rate ?? null) : null,
    rateInput: calc.method === 'RATE' ? (calc.rateInput ?? null) : null,
    amount: calc.method === 'FLAT' ? calc.amount : null,
    floor: calc.method === 'RATE' ? (calc.base.floor ?? null) : null,
    ceiling: calc.method === 'RATE' ? (calc.base.ceiling ?? null) : null,
    accounts: { debit: rule.accounts.debit ?? null, credit: rule.accounts.credit },
    source: rule.source,
    confirmed: rule.confirmed,
    custom,
    overridden,
  };
}

/** The rule-set screen's data: the shipped file's description, what is in force for the month, the tenant's overrides. */
export async function presentRuleSet(country: PayrollCountry, period: PayPeriod): Promise<PayrollRuleSet> {
  const { file, rs, overrides, custom, changedLines } = await ruleSetOverview(country, period);
  return {
    country,
    currency: file.currency,
    chart: file.chart,
    incomeTaxRegime: file.incomeTaxRegime,
    notes: file.notes ?? [],
    sources: file.sources.map((s) => ({ id: s.id, title: s.title, url: s.url ?? null })),
    versions: file.versions.map((v) => ({ effectiveFrom: v.effectiveFrom, notes: v.notes ?? null })),
    date: firstDayOf(period),
    inForce: {
      effectiveFrom: rs.effectiveFrom,
      constants: rs.constants,
      rules: rs.rules.map((r) => ruleView(r, custom.has(r.code), changedLines.has(r.line))),
      incomeTaxes: rs.incomeTaxes.map((t) => ({ code: t.code, labelFr: t.labelFr, labelEn: t.labelEn, method: t.method, body: t.body, account: t.account, source: t.source, confirmed: t.confirmed })),
      journal: { ...rs.journal },
    },
    overrides: await presentOverrides(overrides),
  };
}
