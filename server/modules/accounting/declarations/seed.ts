import type { SeedContext } from '../../../platform/modules';
import { asTenant, currentContext } from '../../../platform/tenancy/context';
import { isoToday, lastMonths } from '../reports/dates';
import { createSocialDeclaration, submitSocialDeclaration } from './services/social-declarations';
import { createTaxDeclaration, submitTaxDeclaration } from './services/tax-declarations';

/**
 * Demo: the monthly VAT and social declarations of the last three closed months, read from the
 * demo tenant's posted entries; the older two submitted, the latest still a draft.
 */
export async function seedDemoDeclarations(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const parent = currentContext();
  await asTenant(
    ctx.demoTenantId,
    async () => {
      const months = lastMonths(isoToday(ctx.now()), 4).slice(0, 3);
      for (const [i, month] of months.entries()) {
        const last = i === months.length - 1;
        const tax = await createTaxDeclaration(ctx.sequelize, { startDate: month.start, endDate: month.end });
        if (!last) await submitTaxDeclaration(tax.id);
        const social = await createSocialDeclaration(ctx.sequelize, { period: month.month });
        if (!last) await submitSocialDeclaration(social.id);
      }
    },
    // Join the seed's transaction (SQLite has one writer).
    { cls: new Map(parent?.cls ?? []), now: ctx.now },
  );
}
