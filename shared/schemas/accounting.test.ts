import { describe, expect, it } from 'vitest';
import { CreateBankAccountBody, CreateEntryBody, UpdateConfigBody } from './accounting';

const entry = (lines: unknown[]) => CreateEntryBody.safeParse({ date: '2026-03-15', label: 'Test', lines });
const paths = (r: ReturnType<typeof entry>) => (r.success ? [] : r.error.issues.map((i) => i.path.join('.')));

describe('journal entry request schema', () => {
  it('reads amounts as numbers or strings into cents, half-up', () => {
    const r = entry([
      { accountCode: '6011', debit: '1180.005' },
      { accountCode: '4011', credit: 1180.01 },
    ]);
    expect(r.success).toBe(true);
    if (r.success) expect(r.data.lines.map((l) => [l.debit, l.credit])).toEqual([[118001, undefined], [undefined, 118001]]);
  });

  it('refuses a line with both sides, with neither, a negative amount, and fewer than two lines', () => {
    expect(paths(entry([{ accountCode: '6011', debit: 10, credit: 10 }, { accountCode: '4011', credit: 10 }]))).toEqual(['lines.0.credit']);
    expect(paths(entry([{ accountCode: '6011' }, { accountCode: '4011', credit: 10 }]))).toEqual(['lines.0.debit']);
    expect(paths(entry([{ accountCode: '6011', debit: 0, credit: '0.00' }, { accountCode: '4011', credit: 10 }]))).toEqual(['lines.0.debit']);
    expect(paths(entry([{ accountCode: '6011', debit: -5 }, { accountCode: '4011', credit: 10 }]))).toContain('lines.0.debit');
    expect(paths(entry([{ accountCode: '6011', debit: 10 }]))).toEqual(['lines']);
  });

  it('refuses malformed amounts, codes and dates', () => {
    expect(paths(entry([{ accountCode: '6011', debit: '1,5' }, { accountCode: '4011', credit: 10 }]))).toContain('lines.0.debit');
    expect(paths(entry([{ accountCode: '0601', debit: 1 }, { accountCode: '4011', credit: 1 }]))).toContain('lines.0.accountCode');
    expect(CreateEntryBody.safeParse({ date: '2026-02-30', label: 'x', lines: [] }).success).toBe(false);
  });
});

describe('configuration and bank account schemas', () => {
  it('normalises the VAT rate to two decimals within 0–100', () => {
    expect(UpdateConfigBody.parse({ standardVatRate: 18 }).standardVatRate).toBe('18.00');
    expect(UpdateConfigBody.parse({ standardVatRate: '5.5' }).standardVatRate).toBe('5.50');
    expect(UpdateConfigBody.safeParse({ standardVatRate: 120 }).success).toBe(false);
    expect(UpdateConfigBody.safeParse({ currency: 'GBP' }).success).toBe(false);
  });

  it('normalises a valid Ivorian IBAN and refuses a bad one', () => {
    const ok = CreateBankAccountBody.parse({ accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: 'CI93 CI008 0111 3011 3429 1200 589' });
    expect(ok.iban).toBe('CI93CI0080111301134291200589');
    const bad = CreateBankAccountBody.safeParse({ accountCode: '5211', title: 'x', bank: 'y', iban: 'CI00CI0080111301134291200589' });
    expect(bad.success).toBe(false);
  });
});
