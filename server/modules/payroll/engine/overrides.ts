import type { RuleSetFile, RuleSetVersion } from './schema/rule-set';
import type { RuleOverride } from './schema/overrides';
import type { ContributionRule } from './schema/rules';

type RulePatch = Extract<RuleOverride, { target: 'RULE' }>;

/**
 * Applies the overrides dated on or before `periodStart` to a shipped version, oldest first (the
 * array order breaks ties). A floor or ceiling applies to the whole payslip line (both shares of
 * the contribution); a rate or amount to the share named. Nothing shipped is mutated.
 */
export function applyOverrides(
  version: RuleSetVersion,
  overrides: readonly RuleOverride[],
  periodStart: string,
  fileAccounts: Record<string, string>,
): { version: RuleSetVersion; applied: RuleOverride[]; accountTitles: Record<string, string> } {
  const ordered = overrides
    .map((o, i) => ({ o, i }))
    .filter(({ o }) => o.effectiveFrom <= periodStart)
    .sort((a, b) => a.o.effectiveFrom.localeCompare(b.o.effectiveFrom) || a.i - b.i)
    .map(({ o }) => o);
  let rules = [...version.rules];
  const constants = { ...version.constants };
  const disabled = new Set<string>();
  const accountTitles = { ...fileAccounts };
  const applied: RuleOverride[] = [];
  for (const o of ordered) {
    if (o.target === 'CONSTANT') {
      constants[o.constant] = o.value;
    } else if (o.target === 'CUSTOM_RULE') {
      rules = replaceOrAdd(rules, o.rule);
      disabled.delete(o.rule.code);
      for (const account of [o.rule.accounts.debit, o.rule.accounts.credit])
        if (account && !accountTitles[account]) accountTitles[account] = o.rule.labelFr;
    } else {
      const target = rules.find((r) => r.code === o.code);
      if (!target) continue;
      rules = rules.map((r) => patchRule(r, o, r.code === o.code, r.line === target.line));
      if (o.disabled === true) disabled.add(o.code);
      if (o.disabled === false) disabled.delete(o.code);
    }
    applied.push(o);
  }
  return {
    version: { ...version, constants, rules: rules.filter((r) => !disabled.has(r.code)) },
    applied,
    accountTitles,
  };
}

function replaceOrAdd(rules: ContributionRule[], rule: ContributionRule): ContributionRule[] {
  return rules.some((r) => r.code === rule.code)
    ? rules.map((r) => (r.code === rule.code ? rule : r))
    : [...rules, rule];
}

function patchRule(
  rule: ContributionRule,
  o: RulePatch,
  isTarget: boolean,
  sameLine: boolean,
): ContributionRule {
  if (!sameLine) return rule;
  const calc = rule.calc;
  if (calc.method === 'FLAT')
    return isTarget && o.amount !== undefined ? { ...rule, calc: { ...calc, amount: o.amount } } : rule;
  const base = { ...calc.base };
  if (o.floor === null) delete base.floor;
  else if (o.floor !== undefined) base.floor = o.floor;
  if (o.ceiling === null) delete base.ceiling;
  else if (o.ceiling !== undefined) base.ceiling = o.ceiling;
  const rate = isTarget && o.rate !== undefined ? o.rate : calc.rate;
  return { ...rule, calc: { ...calc, base, rate } };
}

/**
 * Why an override cannot be saved against a shipped file (empty when it can): the rule or constant
 * must exist in the version in force at its date, and its fields must fit the rule's calculation.
 */
export function overrideProblems(file: RuleSetFile, override: RuleOverride): string[] {
  const version = [...file.versions].reverse().find((v) => v.effectiveFrom <= override.effectiveFrom);
  if (!version) return [`No ${file.country} rules are in force on ${override.effectiveFrom}`];
  if (override.target === 'CONSTANT') {
    return version.constants[override.constant] === undefined
      ? [`Unknown constant ${override.constant}`]
      : [];
  }
  if (override.target === 'CUSTOM_RULE') return customRuleProblems(version, override.rule);
  const rule = version.rules.find((r) => r.code === override.code);
  if (!rule) return [`Unknown rule ${override.code}`];
  const problems: string[] = [];
  if (
    rule.calc.method === 'FLAT' &&
    (override.rate !== undefined || override.floor !== undefined || override.ceiling !== undefined)
  ) {
    problems.push(`${rule.code} is a flat amount: only its amount can change`);
  }
  if (rule.calc.method === 'RATE' && override.amount !== undefined)
    problems.push(`${rule.code} is a rate: change its rate, floor or ceiling`);
  for (const ref of [override.floor, override.ceiling]) {
    if (ref && typeof ref !== 'string' && version.constants[ref.constant] === undefined)
      problems.push(`Unknown constant ${ref.constant}`);
  }
  return problems;
}

function customRuleProblems(version: RuleSetVersion, rule: ContributionRule): string[] {
  const sibling = version.rules.find((r) => r.line === rule.line && r.code !== rule.code);
  if (!sibling) return [];
  const shape = (r: ContributionRule) =>
    JSON.stringify([r.calc.method === 'RATE' ? r.calc.base : null, r.when ?? null]);
  if (sibling.kind === rule.kind || shape(sibling) !== shape(rule)) {
    return [
      `Line ${rule.line} already has a ${sibling.kind.toLowerCase()} share; a second share must be the other kind with the same base and conditions`,
    ];
  }
  return [];
}
