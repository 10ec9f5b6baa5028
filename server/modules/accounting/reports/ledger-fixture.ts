import type { Sequelize } from 'sequelize';
import { accountClassOf, deriveAccountType, formatPieceNumber, type EntrySource } from '../../../../shared/accounting';
import { inTransaction } from '../../../platform/db/transaction';
import { asSystem, asTenant } from '../../../platform/tenancy/context';
import { Account, JournalEntry, JournalLine } from '../index';
import { Tenant } from '../../tenants';

/**
 * Test support: writes posted entries straight into the ledger tables (as the ledger's posting
 * service leaves them), so that the reports can be checked against known lines on both databases.
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

export async function createFixtureTenant(country = 'CI'): Promise<string> {
  tenantCounter += 1;
  const slug = `fx-${process.pid}-${Date.now().toString(36)}-${tenantCounter}`;
  const tenant = await asSystem(() => Tenant.create({ slug, companyName: `Fixture ${tenantCounter}`, country, currency: country === 'FR' ? 'EUR' : 'XOF' }));
  return tenant.id;
}

export async function writeEntries(sequelize: Sequelize, tenantId: string, entries: readonly FixtureEntry[]): Promise<void> {
  await asTenant(tenantId, () =>
    inTransaction(sequelize, async () => {
      const codes = [...new Set(entries.flatMap((e) => e.lines.map((l) => l.account)))];
      const existing = await Account.findAll({ where: { code: codes } });
      const ids = new Map(existing.map((a) => [a.code, a.id]));
      for (const code of codes.filter((c) => !ids.has(c))) {
        const account = await Account.create({ code, title: `Compte ${code}`, accountClass: accountClassOf(code), accountType: deriveAccountType(code) });
        ids.set(code, account.id);
      }
      const count = await JournalEntry.count();
      let n = count;
      for (const e of entries) {
        n += 1;
        const posted = (e.status ?? 'POSTED') === 'POSTED';
        const totalDebit = e.lines.reduce((s, l) => s + (l.debit ?? 0), 0);
        const totalCredit = e.lines.reduce((s, l) => s + (l.credit ?? 0), 0);
        const entry = await JournalEntry.create({
          pieceNumber: formatPieceNumber('JRN', Number(e.date.slice(0, 4)), n),
          entryDate: e.date,
          label: e.label ?? `Écriture ${n}`,
          source: e.source ?? 'MANUAL',
          status: posted ? 'POSTED' : 'DRAFT',
          postedAt: posted ? new Date() : null,
          totalDebitCents: totalDebit,
          totalCreditCents: totalCredit,
        });
        await JournalLine.bulkCreate(
          e.lines.map((l, i) => ({
            entryId: entry.id,
            lineNo: i + 1,
            accountId: ids.get(l.account)!,
            accountCode: l.account,
            label: l.label ?? null,
            debitCents: l.debit ?? 0,
            creditCents: l.credit ?? 0,
            entryDate: e.date,
            posted,
            thirdParty: l.thirdParty ?? null,
            dueDate: l.dueDate ?? null,
          })),
        );
      }
    }),
  );
}
