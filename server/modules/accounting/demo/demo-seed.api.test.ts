import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fn, col } from 'sequelize';
import { createDemoServer } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';
import { asTenant } from '../../../platform/tenancy/context';
import { Account, FiscalPeriod, FiscalYear, JournalEntry, JournalLine, TenantBankAccount } from '../models';

let t: TestServer;
let tenantId: string;

beforeAll(async () => {
  ({ t, demoTenantId: tenantId } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
}, 120_000);
afterAll(() => t?.close());

describe('accounting demo data', () => {
  it('gives the demo tenant the SYSCOHADA chart and a default bank account on 5211', async () => {
    await asTenant(tenantId, async () => {
      expect(await Account.count({ where: { code: ['4431', '4452', '5711', '6611', '7061'] } })).toBe(5);
      const bank = await TenantBankAccount.findOne();
      expect(bank).toMatchObject({ accountCode: '5211', iban: 'CI93CI0080111301134291200589', isDefault: true });
    });
  });

  it('posts a year of balanced entries, with a few drafts this month', async () => {
    await asTenant(tenantId, async () => {
      const posted = await JournalEntry.count({ where: { status: 'POSTED' } });
      expect(posted).toBeGreaterThan(300);
      const drafts = await JournalEntry.findAll({ where: { status: 'DRAFT' } });
      expect(drafts.length).toBeGreaterThanOrEqual(3);
      for (const d of drafts) expect(d.entryDate.slice(0, 7)).toBe('2026-11');
      const [sums] = (await JournalLine.findAll({
        where: { posted: true },
        attributes: [
          [fn('SUM', col('debit_cents')), 'debit'],
          [fn('SUM', col('credit_cents')), 'credit'],
          [fn('MIN', col('entry_date')), 'first'],
          [fn('MAX', col('entry_date')), 'last'],
        ],
        raw: true,
      })) as unknown as Array<{ debit: string; credit: string; first: string; last: string }>;
      expect(Number(sums.debit)).toBe(Number(sums.credit));
      expect(sums.first >= '2025-12-01').toBe(true);
      expect(sums.last <= '2026-11-21').toBe(true);
    });
  });

  it('opens the current year and closes the previous one', async () => {
    await asTenant(tenantId, async () => {
      expect(await FiscalPeriod.count({ where: { year: 2026, status: 'OPEN' } })).toBe(12);
      expect(await FiscalPeriod.count({ where: { year: 2025, status: 'CLOSED' } })).toBe(12);
      const closed = await FiscalYear.findOne({ where: { year: 2025 } });
      expect(closed?.status).toBe('CLOSED');
      const result = await JournalEntry.findByPk(closed?.resultEntryId as string);
      expect(result).toMatchObject({ entryDate: '2025-12-31', source: 'CLOSING', status: 'POSTED', journalCode: 'OD' });
      const opening = await JournalEntry.findByPk(closed?.openingEntryId as string);
      expect(opening).toMatchObject({ entryDate: '2026-01-01', source: 'OPENING', status: 'POSTED', journalCode: 'AN' });
      const openingLines = await JournalLine.findAll({ where: { entryId: opening?.id as string } });
      // Classes 6 and 7 start the new year at zero; the result stands in 131 or 139.
      expect(openingLines.filter((l) => /^[67]/.test(l.accountCode))).toEqual([]);
      expect(openingLines.some((l) => /^13[19]$/.test(l.accountCode))).toBe(true);
      const resultLines = await JournalLine.findAll({ where: { entryId: result?.id as string } });
      const net = resultLines.filter((l) => /^13[19]$/.test(l.accountCode)).reduce((s, l) => s + l.creditCents - l.debitCents, 0);
      expect(net).toBe(closed?.resultCents);
    });
  });
});
