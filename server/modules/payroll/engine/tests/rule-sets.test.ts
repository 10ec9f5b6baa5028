import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYROLL_COUNTRIES, parseRuleSetFile, shippedRuleSet, versionInForce } from '../index';

const dir = path.resolve(__dirname, '../../../../../resources/payroll');
const raw = (country: string) =>
  JSON.parse(readFileSync(path.join(dir, `${country}.json`), 'utf8')) as Record<string, unknown> & {
    versions: Array<Record<string, unknown>>;
  };

function issuesOf(data: unknown): string[] {
  try {
    parseRuleSetFile(data);
    return [];
  } catch (error) {
    return ((error as { details: { issues: Array<{ message: string }> } }).details.issues ?? []).map(
      (i) => i.message,
    );
  }
}

describe('shipped rule sets', () => {
  it.each(PAYROLL_COUNTRIES)('%s.json validates against the schema', (country) => {
    const file = parseRuleSetFile(raw(country));
    expect(file.country).toBe(country);
    expect(shippedRuleSet(country).versions.length).toBe(file.versions.length);
    for (const version of file.versions) {
      expect(version.rules.length).toBeGreaterThan(0);
      expect(version.incomeTaxes.length).toBeGreaterThan(0);
    }
  });

  it('says which income-tax regime is in force', () => {
    expect(shippedRuleSet('CI').incomeTaxRegime).toMatch(/2023-719.*1er janvier 2024/);
    expect(shippedRuleSet('CI').incomeTaxRegime).toMatch(/IS.*CN.*IGR/);
    expect(shippedRuleSet('CI').versions[0].incomeTaxes.map((t) => t.code)).toEqual(['ITS']);
    expect(shippedRuleSet('SN').versions[0].incomeTaxes.map((t) => t.code)).toEqual(['IR', 'TRIMF']);
    expect(shippedRuleSet('FR').versions[0].incomeTaxes.map((t) => t.code)).toEqual(['PAS']);
  });

  it('maps every rule to a social body and to accounts of its chart', () => {
    const bodies = (country: string) =>
      new Set(
        shippedRuleSet(country).versions.flatMap((v) =>
          v.rules.filter((r) => r.nature === 'SOCIAL').map((r) => r.body),
        ),
      );
    expect([...bodies('SN')].sort()).toEqual(['CSS', 'IPRES']);
    expect([...bodies('CI')]).toEqual(['CNPS']);
    expect([...bodies('FR')].sort()).toEqual(['AGIRC_ARRCO', 'URSSAF']);
    for (const country of ['SN', 'CI']) {
      for (const rule of shippedRuleSet(country).versions[0].rules) {
        if (rule.nature === 'SOCIAL') expect(rule.accounts.credit).toMatch(/^431/);
        if (rule.kind === 'EMPLOYER' && rule.nature === 'SOCIAL') expect(rule.accounts.debit).toMatch(/^664/);
      }
    }
  });

  it('picks the version in force on the first day of the month', () => {
    const fr = shippedRuleSet('FR');
    expect(versionInForce(fr, { year: 2025, month: 5 }).effectiveFrom).toBe('2025-05-01');
    expect(versionInForce(fr, { year: 2025, month: 12 }).effectiveFrom).toBe('2025-05-01');
    expect(versionInForce(fr, { year: 2026, month: 1 }).effectiveFrom).toBe('2026-01-01');
  });
});

describe('the schema refuses', () => {
  it('versions out of order, unknown constants, accounts and sources', () => {
    const sn = raw('SN');
    expect(issuesOf({ ...sn, versions: [sn.versions[0], sn.versions[0]] })).toContain(
      'Versions are listed in strictly increasing effectiveFrom order',
    );
    const v = sn.versions[0] as { constants: Record<string, string> };
    expect(issuesOf({ ...sn, versions: [{ ...v, constants: {} }] })).toContain(
      'Unknown constant IPRES_RG_CEILING',
    );
    expect(issuesOf({ ...sn, accounts: {} }).some((m) => /has no title/.test(m))).toBe(true);
    expect(
      issuesOf({ ...sn, sources: [{ id: 'X', title: 'x' }] }).some((m) => /Unknown source/.test(m)),
    ).toBe(true);
  });

  it('malformed rules: float rates, mid-month dates, an employer share without charge account, two shares of one kind on a line', () => {
    const sn = raw('SN');
    const version = sn.versions[0] as { rules: Array<Record<string, unknown>>; effectiveFrom: string };
    const [ee, er] = version.rules;
    const withRules = (rules: unknown[]) => ({ ...sn, versions: [{ ...version, rules }] });
    expect(
      issuesOf(withRules([{ ...ee, calc: { method: 'RATE', base: { of: 'GROSS' }, rate: 5.6 } }])).length,
    ).toBeGreaterThan(0);
    expect(issuesOf({ ...sn, versions: [{ ...version, effectiveFrom: '2024-01-15' }] })).toContain(
      'The first day of a month, YYYY-MM-01',
    );
    expect(issuesOf(withRules([{ ...er, accounts: { credit: '4313' } }]))).toContain(
      'An employer share needs a charge account',
    );
    expect(
      issuesOf(withRules([ee, { ...ee, code: 'IPRES_RG_EE2' }])).some((m) =>
        /groups one employee and one employer share/.test(m),
      ),
    ).toBe(true);
    expect(issuesOf(withRules([ee, ee])).some((m) => /Duplicate rule code/.test(m))).toBe(true);
  });

  it('brackets that do not increase or a bracket left open in the middle', () => {
    const ci = raw('CI');
    const version = ci.versions[0] as { incomeTaxes: Array<Record<string, unknown>> };
    const its = version.incomeTaxes[0];
    const withBrackets = (brackets: unknown[]) => ({
      ...ci,
      versions: [{ ...version, incomeTaxes: [{ ...its, brackets }] }],
    });
    expect(
      issuesOf(withBrackets([{ upTo: '240000', rate: '16' }, { upTo: '75000', rate: '0' }, { rate: '32' }])),
    ).toContain('Rows are in strictly increasing order');
    expect(issuesOf(withBrackets([{ rate: '0' }, { rate: '32' }]))).toContain(
      'Only the last row is open-ended (no upTo)',
    );
  });
});
