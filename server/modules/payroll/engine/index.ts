/**
 * The payroll engine: pure computation, no database. Rules are effective-dated data shipped in
 * `resources/payroll/{SN,CI,FR}.json` (validated by `ruleSetFile`); a run takes the version in
 * force on the first day of its month, with the tenant's overrides dated on or before that day:
 *
 *   const rs = effectiveRuleSet(shippedRuleSet('SN'), { year: 2026, month: 3 }, tenantOverrides);
 *   const slips = employees.map((e) => computePayslip(inputOf(e), rs));
 *   const entry = buildRunJournal(slips, rs.accountTitles);   // balanced lines for createEntry
 *   const social = socialDeclarationsByBody(slips);            // per IPRES, CSS, CNPS, URSSAF…
 *
 * Amounts are integer cents (shared/money.ts), rates decimal strings in percent. Failures are
 * PayrollEngineError with a code (INVALID_INPUT, MISSING_INPUT, NO_RULE_SET_IN_FORCE…).
 */
export { computePayslip, parsePayslipInput } from './payslip';
export {
  effectiveRuleSet,
  shippedRuleSet,
  parseRuleSetFile,
  versionInForce,
  firstDayOf,
  PAYROLL_COUNTRIES,
  type EffectiveRuleSet,
} from './rule-sets';
export { applyOverrides, overrideProblems } from './overrides';
export { buildRunJournal, type RunJournal, type RunJournalLine } from './journal';
export { socialDeclarationsByBody, type BodyDeclaration } from './declarations';
export { computeEarnings, totalsOf } from './earnings';
export { PayrollEngineError, type PayrollEngineErrorCode } from './errors';
export {
  payslipInputSchema,
  variableInputsSchema,
  payrollEmployeeSchema,
  type PayslipInput,
  type PayslipRequest,
  type PayrollEmployee,
  type VariableInputs,
  type PayPeriod,
} from './input';
export type { Payslip, EarningLine, ContributionLine, IncomeTaxLine, JournalPosting } from './payslip-types';
export { ruleSetFile, type RuleSetFile, type RuleSetVersion, type JournalAccounts } from './schema/rule-set';
export { ruleOverrideSchema, type RuleOverride } from './schema/overrides';
export type { ContributionRule } from './schema/rules';
export type { IncomeTaxDef } from './schema/income-taxes';
export type { Country, Category } from './schema/primitives';
