import type { EntrySource } from '../../../../shared/accounting';
import { asTenant } from '../../../platform/tenancy/context';
import { ensureAccount } from '../chart/accounts';
import { createEntry } from '../journal/ledger';
import { postEntry } from '../journal/posting';
import { runInApp, type AppContainer } from '../../../platform/modules';

/**
 * Test support: writes entries through the ledger's own services (create, then post), so that
 * the reports are checked against lines exactly as the ledger leaves them.
 */
export interface FixtureLine {
  account: string;
  debit?: number;
  credit?: number;
  thirdParty?: string | null;
  dueDate?: string | null;
  label?: string;
}

export interface FixtureEntry {
  date: string;
  label?: string;
  source?: EntrySource;
  status?: 'DRAFT' | 'POSTED';
  lines: FixtureLine[];
}

let tenantCounter = 0;

/** Runs fn as the tenant, inside the app (services reach the app's ports). */
export function inTenant<T>(app: AppContainer, tenantId: string, fn: () => T, extra: Parameters<typeof asTenant>[2] = {}): T {
  return runInApp(app, () => asTenant(tenantId, fn, extra));
}

/** A tenant (its chart and configuration are set up by the ledger when it is created). */
export async function createFixtureTenant(app: AppContainer, country = 'CI', now?: () => Date): Promise<string> {
  tenantCounter += 1;
  const slug = `fx-${process.pid}-${Date.now().toString(36)}-${tenantCounter}`;
  const tenant = await runInApp(
    app,
    () => app.ports.tenants.createTenant({ slug, companyName: `Fixture ${tenantCounter}`, country, currency: country === 'FR' ? 'EUR' : 'XOF', licensedModules: ['ACCOUNTING'] }),
    now ? { now } : {},
  );
  return tenant.id;
}

/** Entries written in the tenant's context; accounts missing from the chart are added. */
export async function writeEntries(app: AppContainer, tenantId: string, entries: readonly FixtureEntry[], now?: () => Date): Promise<void> {
  await inTenant(
    app,
    tenantId,
    async () => {
      const codes = [...new Set(entries.flatMap((e) => e.lines.map((l) => l.account)))];
      for (const code of codes) await ensureAccount(code, `Compte ${code}`);
      for (const e of entries) {
        const entry = await createEntry({
          date: e.date,
          label: e.label ?? 'Écriture',
          source: e.source ?? 'MANUAL',
          lines: e.lines.map((l) => ({
            accountCode: l.account,
            debitCents: l.debit ?? 0,
            creditCents: l.credit ?? 0,
            label: l.label,
            thirdParty: l.thirdParty ?? null,
            dueDate: l.dueDate ?? null,
          })),
        });
        if ((e.status ?? 'POSTED') === 'POSTED') await postEntry(entry.id);
      }
    },
    now ? { now } : {},
  );
}
