import type { EntrySource } from '../../../../shared/accounting';
import { asSystem, asTenant } from '../../../platform/tenancy/context';
import { createEntry, ensureAccount, postEntry } from '../index';
import { Tenant } from '../../tenants';

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

/** A tenant (its chart and configuration are set up by the ledger when it is created). */
export async function createFixtureTenant(country = 'CI', now?: () => Date): Promise<string> {
  tenantCounter += 1;
  const slug = `fx-${process.pid}-${Date.now().toString(36)}-${tenantCounter}`;
  const tenant = await asSystem(
    () => Tenant.create({ slug, companyName: `Fixture ${tenantCounter}`, country, currency: country === 'FR' ? 'EUR' : 'XOF', licensedModules: ['ACCOUNTING'] }),
    now ? { now } : {},
  );
  return tenant.id;
}

/** Entries written in the tenant's context; accounts missing from the chart are added. */
export async function writeEntries(tenantId: string, entries: readonly FixtureEntry[], now?: () => Date): Promise<void> {
  await asTenant(
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
