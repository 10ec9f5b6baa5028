import type { SeedContext } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { createBankAccount } from '../config/bank-accounts';
import { createEntry } from '../journal/ledger';
import { closePeriod, ensureYear } from '../periods/periods';
import { today, yearOf } from '../runtime';
import { setupTenantAccounting } from '../setup';
import { demoLedger } from './demo-ledger';

/**
 * The demo company's books: SYSCOHADA chart, its bank account (5211), twelve months of posted
 * entries up to today with a few drafts in the current month, the current year's periods open and
 * the previous year's closed.
 */
export async function seedAccountingDemo(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  await asTenant(
    ctx.demoTenantId,
    async () => {
      await setupTenantAccounting();
      await createBankAccount({
        accountCode: '5211',
        title: 'Compte courant',
        bank: "Société Générale Côte d'Ivoire",
        iban: 'CI93CI0080111301134291200589',
        bic: 'SGCICIAB',
        isDefault: true,
      });
      const date = today();
      for (const entry of demoLedger(date)) {
        await createEntry({ date: entry.date, label: entry.label, source: entry.source, lines: entry.lines }, { post: !entry.draft });
      }
      const year = yearOf(date);
      await ensureYear(year);
      for (const period of await ensureYear(year - 1)) {
        if (period.status !== 'CLOSED') await closePeriod(period.id);
      }
    },
    { now: ctx.now },
  );
}
