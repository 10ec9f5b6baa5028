import type { z } from 'zod';
import sn from '../../../../resources/payroll/SN.json';
import ci from '../../../../resources/payroll/CI.json';
import fr from '../../../../resources/payroll/FR.json';
import { PayrollEngineError } from './errors';
import type { PayPeriod } from './input';
import { applyOverrides } from './overrides';
import type { Country } from './schema/primitives';
import { ruleSetFile, type RuleSetFile, type RuleSetVersion } from './schema/rule-set';
import type { RuleOverride } from './schema/overrides';

/** The rules in force for one month, after the tenant's overrides: what computePayslip takes. */
export interface EffectiveRuleSet extends Omit<RuleSetVersion, 'notes'> {
  country: Country;
  currency: RuleSetFile['currency'];
  chart: RuleSetFile['chart'];
  period: PayPeriod;
  /** Titles of the accounts the rules post to (the file's, then the custom rules'). */
  accountTitles: Record<string, string>;
  /** The overrides that shaped this rule set, in the order they were applied. */
  appliedOverrides: RuleOverride[];
}

const RAW: Record<Country, unknown> = { SN: sn, CI: ci, FR: fr };
const cache = new Map<Country, RuleSetFile>();

function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Validates a rule-set document (a shipped file, or one edited by an operator). */
export function parseRuleSetFile(data: unknown): RuleSetFile {
  const parsed = ruleSetFile.safeParse(data);
  if (!parsed.success) {
    throw new PayrollEngineError(
      'INVALID_RULE_SET',
      `Invalid payroll rule set: ${issuesText(parsed.error)}`,
      { issues: parsed.error.issues },
    );
  }
  return parsed.data;
}

/** The rule set shipped in resources/payroll/{country}.json, validated once. */
export function shippedRuleSet(country: string): RuleSetFile {
  if (!(country in RAW))
    throw new PayrollEngineError('UNKNOWN_COUNTRY', `No payroll rules are shipped for ${country}`, {
      country,
    });
  const key = country as Country;
  let file = cache.get(key);
  if (!file) {
    file = parseRuleSetFile(RAW[key]);
    cache.set(key, file);
  }
  return file;
}

export const PAYROLL_COUNTRIES: readonly Country[] = ['SN', 'CI', 'FR'];

export function firstDayOf(period: PayPeriod): string {
  return `${period.year}-${String(period.month).padStart(2, '0')}-01`;
}

/** The latest version whose effectiveFrom is on or before the first day of the period. */
export function versionInForce(file: RuleSetFile, period: PayPeriod): RuleSetVersion {
  const start = firstDayOf(period);
  const version = [...file.versions].reverse().find((v) => v.effectiveFrom <= start);
  if (!version) {
    throw new PayrollEngineError(
      'NO_RULE_SET_IN_FORCE',
      `No ${file.country} payroll rules are in force for ${start.slice(0, 7)}; the first version starts on ${file.versions[0].effectiveFrom}`,
      {
        country: file.country,
        period: start.slice(0, 7),
        firstVersion: file.versions[0].effectiveFrom,
      },
    );
  }
  return version;
}

/**
 * The rules of a month: the version in force on its first day with the tenant's overrides whose
 * date is on or before that day applied in date order. A period before an override's date gets
 * exactly the rules it had before the override existed.
 */
export function effectiveRuleSet(
  file: RuleSetFile,
  period: PayPeriod,
  overrides: readonly RuleOverride[] = [],
): EffectiveRuleSet {
  const version = versionInForce(file, period);
  const {
    version: merged,
    applied,
    accountTitles,
  } = applyOverrides(version, overrides, firstDayOf(period), file.accounts);
  const { notes: _notes, ...rest } = merged;
  return {
    ...rest,
    country: file.country,
    currency: file.currency,
    chart: file.chart,
    period,
    accountTitles,
    appliedOverrides: applied,
  };
}
