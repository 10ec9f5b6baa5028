import { describe, expect, it } from 'vitest';
import { chartData } from '../chart/chart-data';
import { lineErrors, totalsOf } from '../journal/entry-rules';
import { demoLedger } from './demo-ledger';

const codes = new Set([...chartData('SYSCOHADA').accounts.map((a) => a.code), '5211']);

describe.each(['2026-11-21', '2026-01-01', '2027-03-31'])('demo ledger up to %s', (today) => {
  const entries = demoLedger(today);

  it('has a year of balanced entries on chart accounts, none after today', () => {
    expect(entries.length).toBeGreaterThan(300);
    const yearAgo = new Date(`${today}T00:00:00Z`);
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - 12);
    for (const e of entries) {
      expect(lineErrors(e.lines), e.label).toEqual([]);
      const { totalDebitCents, totalCreditCents } = totalsOf(e.lines);
      expect(totalDebitCents, `${e.date} ${e.label}`).toBe(totalCreditCents);
      for (const l of e.lines) expect(codes.has(l.accountCode), l.accountCode).toBe(true);
      expect(e.date <= today).toBe(true);
      expect(e.date > yearAgo.toISOString().slice(0, 10)).toBe(true);
    }
  });

  it('keeps bank and cash positive, and a few drafts in the current month', () => {
    const balance = { '5211': 0, '5711': 0 } as Record<string, number>;
    for (const e of entries.filter((x) => !x.draft)) {
      for (const l of e.lines) if (l.accountCode in balance) balance[l.accountCode] += (l.debitCents ?? 0) - (l.creditCents ?? 0);
      expect(balance['5211'], `${e.date} ${e.label}`).toBeGreaterThanOrEqual(0);
      expect(balance['5711'], `${e.date} ${e.label}`).toBeGreaterThanOrEqual(0);
    }
    const drafts = entries.filter((e) => e.draft);
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    for (const d of drafts) expect(d.date.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('uses sales VAT, deductible VAT, payroll, rent and utilities', () => {
    const used = new Set(entries.flatMap((e) => e.lines.map((l) => l.accountCode)));
    for (const code of ['4431', '4452', '4454', '6611', '6641', '422', '6222', '6052', '5211', '5711', '4111', '4011', '7061']) expect(used, code).toContain(code);
  });
});
