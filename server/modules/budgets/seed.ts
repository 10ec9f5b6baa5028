import { port, type SeedContext } from '../../platform/modules';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import { inTransaction } from '../../platform/db/transaction';
import { activateBudget } from './services/activation';
import { createBudget } from './services/budgets';

/** Budgeted share of the actual pace, per account class prefix: most lines leave a margin, a few are tight. */
const TIGHT_PREFIXES = ['62', '63'];
const MARGIN = 1.1;
const TIGHT = 0.85;
const ROUND = 100_000; // 1 000 francs, in cents

/**
 * The demo company's budget of the current year, activated: for each income-statement account
 * the ledger already moved this year, each elapsed month budgets the month's actual with a 10 %
 * margin (15 % short on external services, so the variance shows accounts over budget), and each
 * month to come budgets the average elapsed month the same way — rounded to 1 000 francs.
 */
export async function seedDemoBudget(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  await asTenant(ctx.demoTenantId, () =>
    inTransaction(ctx.sequelize, async () => {
      const today = clockNow();
      const year = today.getUTCFullYear();
      const elapsed = today.getUTCMonth() + 1;
      const totals = await port('ledger').postedTotals(`${year}-01-01`, `${year}-12-31`);
      const byAccount = new Map<string, number[]>();
      for (const t of totals) {
        if (t.accountType !== 'EXPENSE' && t.accountType !== 'REVENUE') continue;
        const months = byAccount.get(t.accountCode) ?? Array.from({ length: 12 }, () => 0);
        months[t.month - 1] = Math.max(0, t.amountCents);
        byAccount.set(t.accountCode, months);
      }
      const round = (cents: number) => Math.round(cents / ROUND) * ROUND;
      const lines = [...byAccount]
        .map(([accountCode, actual]) => {
          const factor = TIGHT_PREFIXES.some((p) => accountCode.startsWith(p)) ? TIGHT : MARGIN;
          const pace = actual.slice(0, elapsed).reduce((a, b) => a + b, 0) / elapsed;
          const months = actual.map((cents, i) => round((i < elapsed ? cents : pace) * factor));
          return { accountCode, months };
        })
        .filter((l) => l.months.some((m) => m > 0));
      const budget = await createBudget({ name: `Budget ${year}`, fiscalYear: year, lines });
      await activateBudget(budget.id);
    }),
  );
}
