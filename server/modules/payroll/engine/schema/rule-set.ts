import { z } from 'zod';
import Big from 'big.js';
import { accountCode, code, countryCode, decimal, monthStart, rounding, type AmountRef } from './primitives';
import { contributionRule, type ContributionRule } from './rules';
import { incomeTax, type IncomeTaxDef } from './income-taxes';

/** Accounts of the earnings and of what is owed to the employee. */
export const journalAccounts = z
  .object({
    /** Base salary, overtime and unpaid absences (661x / 641x). */
    salary: accountCode,
    /** Bonuses and allowances (6612 / 6413). */
    bonus: accountCode,
    /** Net pay due (422 / 421). */
    netPay: accountCode,
    /** Advances already paid, deducted from the net pay (4211 / 425). */
    advances: accountCode,
  })
  .strict();

export const ruleSetVersion = z
  .object({
    effectiveFrom: monthStart,
    notes: z.string().optional(),
    /** Named amounts in currency units (PMSS, SMIC…), referenced by floors, ceilings and conditions. */
    constants: z.record(code, decimal),
    /** Default rounding of the amounts computed (earnings, contributions without their own). */
    rounding,
    /** How arrivals, departures and unpaid absence days prorate the monthly salary. */
    proration: z.enum(['CALENDAR_DAYS', 'WORKING_DAYS']),
    /** Whether floors and ceilings shrink with the days paid (France: R.242-2 CSS). */
    prorateCeilings: z.boolean(),
    /** Monthly hours of a full-time contract: the divisor of the hourly rate of overtime. */
    monthlyHours: decimal,
    journal: journalAccounts,
    rules: z.array(contributionRule),
    incomeTaxes: z.array(incomeTax),
  })
  .strict();

export const ruleSetFile = z
  .object({
    country: countryCode,
    currency: z.enum(['XOF', 'EUR']),
    chart: z.enum(['SYSCOHADA', 'PCG']),
    /** Which income-tax regime the versions implement and since when. */
    incomeTaxRegime: z.string().min(1),
    notes: z.array(z.string()).optional(),
    sources: z
      .array(
        z
          .object({ id: z.string().min(1), title: z.string().min(1), url: z.string().url().optional() })
          .strict(),
      )
      .min(1),
    /** Title of every account the rules post to, so the ledger can create a missing one. */
    accounts: z.record(accountCode, z.string().min(1)),
    versions: z.array(ruleSetVersion).min(1),
  })
  .strict()
  .superRefine(checkFile);

export type JournalAccounts = z.infer<typeof journalAccounts>;
export type RuleSetVersion = z.infer<typeof ruleSetVersion>;
export type RuleSetFile = z.infer<typeof ruleSetFile>;

type Ctx = z.RefinementCtx;

function checkFile(
  file: { versions: RuleSetVersion[]; accounts: Record<string, string>; sources: Array<{ id: string }> },
  ctx: Ctx,
): void {
  const sources = new Set(file.sources.map((s) => s.id));
  file.versions.forEach((version, i) => {
    if (i > 0 && version.effectiveFrom <= file.versions[i - 1].effectiveFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['versions', i, 'effectiveFrom'],
        message: 'Versions are listed in strictly increasing effectiveFrom order',
      });
    }
    checkVersion(version, { accounts: file.accounts, sources }, ctx, ['versions', i]);
  });
}

interface FileRefs {
  accounts: Record<string, string>;
  sources: Set<string>;
}

/** Cross-references of one version: unique codes, known constants, accounts and sources, ordered tables. */
export function checkVersion(
  version: RuleSetVersion,
  refs: FileRefs,
  ctx: Ctx,
  path: Array<string | number>,
): void {
  checkAccounts(Object.values(version.journal), refs, ctx, [...path, 'journal']);
  checkRules(version.rules, version, refs, ctx, [...path, 'rules']);
  checkTaxes(version.incomeTaxes, refs, ctx, [...path, 'incomeTaxes']);
}

function checkRules(
  rules: ContributionRule[],
  version: RuleSetVersion,
  refs: FileRefs,
  ctx: Ctx,
  path: Array<string | number>,
): void {
  const codes = new Set<string>();
  const lines = new Map<string, ContributionRule>();
  rules.forEach((rule, i) => {
    const at = [...path, i];
    if (codes.has(rule.code))
      ctx.addIssue({ code: 'custom', path: [...at, 'code'], message: `Duplicate rule code ${rule.code}` });
    codes.add(rule.code);
    if (!refs.sources.has(rule.source))
      ctx.addIssue({ code: 'custom', path: [...at, 'source'], message: `Unknown source ${rule.source}` });
    checkAccounts([rule.accounts.credit, ...(rule.accounts.debit ? [rule.accounts.debit] : [])], refs, ctx, [
      ...at,
      'accounts',
    ]);
    for (const ref of amountRefsOf(rule)) checkConstant(ref, version, ctx, at);
    const sibling = lines.get(rule.line);
    if (
      sibling &&
      (sibling.kind === rule.kind ||
        JSON.stringify([sibling.calc.method === 'RATE' ? sibling.calc.base : null, sibling.when]) !==
          JSON.stringify([rule.calc.method === 'RATE' ? rule.calc.base : null, rule.when]))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'line'],
        message: `Line ${rule.line} groups one employee and one employer share with the same base and conditions`,
      });
    }
    lines.set(rule.line, rule);
  });
}

function amountRefsOf(rule: ContributionRule): AmountRef[] {
  const refs: Array<AmountRef | undefined> = [rule.when?.grossAbove, rule.when?.grossAtMost];
  if (rule.calc.method === 'RATE')
    refs.push(rule.calc.base.floor, rule.calc.base.ceiling, rule.calc.base.percentUpTo);
  return refs.filter((r): r is AmountRef => r !== undefined);
}

function checkConstant(
  ref: AmountRef,
  version: RuleSetVersion,
  ctx: Ctx,
  path: Array<string | number>,
): void {
  if (typeof ref !== 'string' && version.constants[ref.constant] === undefined) {
    ctx.addIssue({ code: 'custom', path, message: `Unknown constant ${ref.constant}` });
  }
}

function checkTaxes(taxes: IncomeTaxDef[], refs: FileRefs, ctx: Ctx, path: Array<string | number>): void {
  taxes.forEach((tax, i) => {
    const at = [...path, i];
    if (!refs.sources.has(tax.source))
      ctx.addIssue({ code: 'custom', path: [...at, 'source'], message: `Unknown source ${tax.source}` });
    checkAccounts([tax.account], refs, ctx, [...at, 'account']);
    if (tax.method === 'PROGRESSIVE') {
      checkAscending(
        tax.brackets.map((b) => b.upTo),
        ctx,
        [...at, 'brackets'],
      );
      if (tax.familyReduction)
        checkAscending(
          tax.familyReduction.table.map((r) => r.parts),
          ctx,
          [...at, 'familyReduction'],
          false,
        );
    }
    if (tax.method === 'FLAT_BY_BAND')
      checkAscending(
        tax.bands.map((b) => b.upTo),
        ctx,
        [...at, 'bands'],
      );
  });
}

/** Bounds strictly increasing; with `openEnded`, only the last one is absent. */
function checkAscending(
  bounds: Array<string | undefined>,
  ctx: Ctx,
  path: Array<string | number>,
  openEnded = true,
): void {
  bounds.forEach((bound, i) => {
    const last = i === bounds.length - 1;
    if (openEnded && (bound === undefined) !== last)
      ctx.addIssue({
        code: 'custom',
        path: [...path, i],
        message: 'Only the last row is open-ended (no upTo)',
      });
    const previous = bounds[i - 1];
    if (i > 0 && bound !== undefined && previous !== undefined && !new Big(bound).gt(previous)) {
      ctx.addIssue({ code: 'custom', path: [...path, i], message: 'Rows are in strictly increasing order' });
    }
  });
}

function checkAccounts(codes: string[], refs: FileRefs, ctx: Ctx, path: Array<string | number>): void {
  for (const c of codes)
    if (refs.accounts[c] === undefined)
      ctx.addIssue({ code: 'custom', path, message: `Account ${c} has no title in the file's accounts` });
}
