import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { inTransaction } from '../../platform/db/transaction';
import { asTenant } from '../../platform/tenancy/context';
import { runInApp } from '../../platform/modules';
import type { TenantSummary } from '../tenants';
import { Account, AccountingConfig, JournalEntry, JournalLine } from './models';
import { ensureAccount } from './chart/accounts';
import { createEntry } from './journal/ledger';
import { importEntries } from './journal/import-entries';
import { nextPieceNumber } from './journal/piece-numbers';
import { journalCounterPrefix } from './journal/journals';
import { postEntry, reverseEntry } from './journal/posting';

let t: TestServer;
let ci: TenantSummary;
let fr: TenantSummary;

const asCompany = <T>(tenant: TenantSummary, fn: () => Promise<T>) => asTenant(tenant.id, () => inTransaction(t.server.sequelize, fn), { now: t.clock.now });

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  const tenants = t.server.container.ports.tenants;
  [ci, fr] = await runInApp(t.server.container, async () => [
    await tenants.createTenant({ slug: 'ledger-ci', companyName: 'Abidjan Négoce', country: 'CI', currency: 'XOF', licensedModules: ['ACCOUNTING'] }),
    await tenants.createTenant({ slug: 'ledger-fr', companyName: 'Lyon Conseil', country: 'FR', currency: 'EUR', licensedModules: ['ACCOUNTING'] }),
  ]);
});
afterAll(() => t?.close());

describe('ledger service for other modules', () => {
  it('gives a new tenant the chart of its country and its configuration', async () => {
    const ciCodes = await asTenant(ci.id, async () => (await Account.findAll()).map((a) => a.code));
    expect(ciCodes).toContain('4431');
    expect(ciCodes).toContain('5711');
    const ciSystem = await asTenant(ci.id, () => Account.count({ where: { isSystem: false } }));
    expect(ciSystem).toBe(0);
    const frCodes = await asTenant(fr.id, async () => (await Account.findAll()).map((a) => a.code));
    expect(frCodes).toContain('44571');
    expect(frCodes).not.toContain('4431');
    const frConfig = await asTenant(fr.id, () => AccountingConfig.findOne());
    expect(frConfig).toMatchObject({ chartStandard: 'PCG', currency: 'EUR', standardVatRate: '20.00', socialBody: 'URSSAF' });
  });

  it('creates and posts an entry from another module, with source and reference', async () => {
    const entry = await asCompany(ci, async () => {
      const customer = await ensureAccount('411001', 'Client Kouassi');
      expect(customer.isSystem).toBe(true);
      const draft = await createEntry({
        date: '2026-03-10',
        label: 'Facture FAC-2026-00001',
        source: 'INVOICE',
        sourceRef: 'inv-1',
        lines: [
          { accountCode: '411001', debitCents: 118000, thirdParty: 'Kouassi SARL', dueDate: '2026-04-09' },
          { accountCode: '7061', creditCents: 100000 },
          { accountCode: '4431', creditCents: 18000 },
        ],
      });
      return postEntry(draft.id);
    });
    expect(entry).toMatchObject({ status: 'POSTED', source: 'INVOICE', sourceRef: 'inv-1', totalDebitCents: 118000, totalCreditCents: 118000 });
    // An invoice lands in the sales journal, without the module naming it.
    expect(entry.pieceNumber).toMatch(/^VT-2026-\d{5}$/);
    expect(entry).toMatchObject({ journalCode: 'VT' });
    const lines = await asTenant(ci.id, () => JournalLine.findAll({ where: { entryId: entry.id }, order: [['lineNo', 'ASC']] }));
    expect(lines.map((l) => [l.accountCode, l.debitCents, l.creditCents, l.posted, l.entryDate])).toEqual([
      ['411001', 118000, 0, true, '2026-03-10'],
      ['7061', 0, 100000, true, '2026-03-10'],
      ['4431', 0, 18000, true, '2026-03-10'],
    ]);
    expect(lines[0]).toMatchObject({ thirdParty: 'Kouassi SARL', dueDate: '2026-04-09' });

    const reversal = await asCompany(ci, () => reverseEntry(entry.id));
    expect(reversal).toMatchObject({ status: 'POSTED', source: 'REVERSAL', reversalOfId: entry.id, entryDate: '2026-03-20' });
    expect(reversal.lines?.map((l) => [l.accountCode, l.debitCents, l.creditCents])).toEqual([
      ['411001', 0, 118000],
      ['7061', 100000, 0],
      ['4431', 18000, 0],
    ]);
  });

  it('refuses unbalanced and malformed entries from other modules', async () => {
    await expect(
      asCompany(ci, () => createEntry({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6011', debitCents: 100 }, { accountCode: '4011', creditCents: 90 }] })),
    ).rejects.toMatchObject({ code: 'UNBALANCED_ENTRY', extensions: { missingSide: 'CREDIT', missingAmount: '0.10' } });
    await expect(asCompany(ci, () => createEntry({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6011', debitCents: 100 }] }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('numbers invoices and credit notes per tenant, prefix and year', async () => {
    const numbers = await asCompany(ci, async () => [
      await nextPieceNumber('FAC', 2026),
      await nextPieceNumber('FAC', 2026),
      await nextPieceNumber('AVOIR', 2026),
      await nextPieceNumber('FAC', 2027),
    ]);
    expect(numbers).toEqual(['FAC-2026-00001', 'FAC-2026-00002', 'AVOIR-2026-00001', 'FAC-2027-00001']);
    expect(await asCompany(fr, () => nextPieceNumber('FAC', 2026))).toBe('FAC-2026-00001');
  });

  it('rolls a counter back with the transaction that drew it', async () => {
    await expect(
      asCompany(ci, async () => {
        await nextPieceNumber('FAC', 2030);
        throw new Error('invoice failed');
      }),
    ).rejects.toThrow('invoice failed');
    expect(await asCompany(ci, () => nextPieceNumber('FAC', 2030))).toBe('FAC-2030-00001');
  });

  it('imports many entries at once, numbered in one gapless block per year, all or nothing', async () => {
    const before = await asTenant(ci.id, () => JournalEntry.count());
    const line = (debit: string, credit: string, cents: number) => [
      { accountCode: debit, debitCents: cents },
      { accountCode: credit, creditCents: cents },
    ];
    await expect(
      asCompany(ci, () =>
        importEntries([
          { date: '2026-02-01', label: 'ok', lines: line('6047', '5711', 100) },
          { date: '2026-02-02', label: 'bad', lines: [{ accountCode: '6047', debitCents: 100 }, { accountCode: '9999', creditCents: 100 }] },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE', extensions: { errors: [{ path: 'entries.1.lines.1.accountCode' }] } });
    await expect(
      asCompany(ci, () => importEntries([{ date: '2026-02-01', label: 'unbalanced', lines: [{ accountCode: '6047', debitCents: 100 }, { accountCode: '5711', creditCents: 99 }] }])),
    ).rejects.toMatchObject({ code: 'UNBALANCED_ENTRY', extensions: { entryIndex: 0, missingSide: 'CREDIT' } });
    expect(await asTenant(ci.id, () => JournalEntry.count())).toBe(before);

    const last = await asCompany(ci, () => nextPieceNumber(journalCounterPrefix('OD'), 2025));
    const count = await asCompany(ci, () =>
      importEntries([
        { date: '2025-12-30', label: 'a', lines: line('6047', '5711', 100) },
        { date: '2026-01-02', label: 'b', lines: line('6047', '5711', 200), post: false },
        { date: '2025-12-31', label: 'c', lines: line('6047', '5711', 300) },
      ]),
    );
    expect(count).toBe(3);
    const imported = await asTenant(ci.id, () => JournalEntry.findAll({ where: { label: ['a', 'b', 'c'] }, order: [['label', 'ASC']] }));
    const lastNo = Number(last.split('-').at(-1));
    expect(imported.map((e) => [e.label, e.pieceNumber, e.status, e.source])).toEqual([
      ['a', `OD-2025-${String(lastNo + 1).padStart(5, '0')}`, 'POSTED', 'IMPORT'],
      ['b', expect.stringMatching(/^OD-2026-/), 'DRAFT', 'IMPORT'],
      ['c', `OD-2025-${String(lastNo + 2).padStart(5, '0')}`, 'POSTED', 'IMPORT'],
    ]);
    const lines = await asTenant(ci.id, () => JournalLine.findAll({ where: { entryId: imported[0].id } }));
    expect(lines.map((l) => l.posted)).toEqual([true, true]);
  });
});
