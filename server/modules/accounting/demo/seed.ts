import { optionalPort, type SeedContext } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { createBankAccount } from '../config/bank-accounts';
import { importEntries } from '../journal/import-entries';
import { closeFiscalYear } from '../fiscal-years/closing';
import { closePeriod, ensureYear } from '../periods/periods';
import { today, yearOf } from '../runtime';
import { setupTenantAccounting } from '../setup';
import { demoLedger } from './demo-ledger';

/**
 * The demo company's books: SYSCOHADA chart, its bank account (5211), twelve months of posted
 * entries up to today with a few drafts in the current month, the current year's periods open and
 * the previous year's closed, and the previous year itself closed: its result carried to 131/139
 * and its balance-sheet accounts opened again on 1 January in the opening journal (à-nouveaux).
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
      // The months the payroll demo pays with its own runs get no simulated salaries here.
      const payrollMonths = (optionalPort('payroll')?.demoPeriods(date) ?? []).map((p) => `${p.year}-${String(p.month).padStart(2, '0')}`);
      await importEntries(demoLedger(date, { payrollMonths }).map((e) => ({ date: e.date, label: e.label, source: e.source, lines: e.lines, post: !e.draft })));
      const year = yearOf(date);
      await ensureYear(year);
      for (const period of await ensureYear(year - 1)) {
        if (period.status !== 'CLOSED') await closePeriod(period.id);
      }
      await closeFiscalYear(year - 1);
    },
    { now: ctx.now },
  );
}
