import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSources, openDatabase } from '../../../bootstrap';
import { createMigrator } from '../../../platform/db/migrations';
import { emptyDatabase, type EmptyDatabase } from '../../../test/empty-database';
import { modules } from '../..';

/**
 * The migration that files the entries written before journals existed
 * (202612150901-assign-journals-and-third-parties): the database is migrated up to the migration
 * before it, entries of every source are written in the shape they had then, and it runs.
 */
const BEFORE = '202612150900-create-journals-and-third-parties@accounting';
const UNDER_TEST = '202612150901-assign-journals-and-third-parties@accounting';
const AT = new Date('2026-03-01T08:00:00Z');

let db: EmptyDatabase;
let sequelize: Sequelize;

type Row = Record<string, unknown>;

async function insert(table: string, row: Row): Promise<void> {
  const columns = Object.keys(row);
  await sequelize.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `:${c}`).join(', ')})`, { replacements: row });
}

const select = (sql: string, replacements: Row = {}) => sequelize.query<Row>(sql, { type: QueryTypes.SELECT, replacements });

/** A tenant with its chart (the accounts its lines use) and, when given, its accounting configuration. */
async function tenant(slug: string, country: string, standard: string | null, accountCodes: string[]) {
  const id = randomUUID();
  await insert('tenants', {
    id,
    slug,
    company_name: `Société ${slug}`,
    country,
    currency: country === 'FR' ? 'EUR' : 'XOF',
    subscription_status: 'ACTIVE',
    licensed_modules: '[]',
    settings: '{}',
    created_at: AT,
    updated_at: AT,
  });
  if (standard) {
    await insert('accounting_configs', {
      id: randomUUID(),
      tenant_id: id,
      chart_standard: standard,
      country,
      currency: country === 'FR' ? 'EUR' : 'XOF',
      tax_regime: 'NORMAL_REAL',
      standard_vat_rate: country === 'FR' ? '20.00' : '18.00',
      vat_periodicity: 'MONTHLY',
      social_body: country === 'FR' ? 'URSSAF' : 'CNPS',
      created_at: AT,
      updated_at: AT,
    });
  }
  const accounts = new Map<string, string>();
  for (const code of accountCodes) {
    const accountId = randomUUID();
    accounts.set(code, accountId);
    await insert('accounts', { id: accountId, tenant_id: id, code, title: `Compte ${code}`, account_class: Number(code[0]), account_type: 'ASSET', status: 'ACTIVE', is_system: false, created_at: AT, updated_at: AT });
  }
  return { id, accounts };
}

type Tenant = Awaited<ReturnType<typeof tenant>>;

async function bankAccount(owner: Tenant, accountCode: string, iban: string, isDefault: boolean): Promise<void> {
  await insert('tenant_bank_accounts', {
    id: randomUUID(),
    tenant_id: owner.id,
    account_id: owner.accounts.get(accountCode),
    account_code: accountCode,
    title: `Compte ${accountCode}`,
    bank: 'Banque Atlantique',
    iban,
    bic: null,
    is_default: isDefault,
    created_at: AT,
    updated_at: AT,
  });
}

interface OldLine {
  account: string;
  debit?: number;
  credit?: number;
  thirdParty?: string;
}

/** An entry as the ledger wrote it before journals: piece number, source, lines; no journal. */
async function entry(owner: Tenant, pieceNumber: string, source: string, lines: OldLine[], options: { draft?: boolean; reversalOf?: string } = {}): Promise<string> {
  const id = randomUUID();
  const total = lines.reduce((s, l) => s + (l.debit ?? 0), 0);
  const posted = !options.draft;
  await insert('journal_entries', {
    id,
    tenant_id: owner.id,
    piece_number: pieceNumber,
    entry_date: '2026-02-15',
    label: `${source} ${pieceNumber}`,
    source,
    source_ref: null,
    status: posted ? 'POSTED' : 'DRAFT',
    reversal_of_id: options.reversalOf ?? null,
    posted_at: posted ? AT : null,
    created_by: null,
    total_debit_cents: total,
    total_credit_cents: total,
    created_at: AT,
    updated_at: AT,
  });
  for (const [i, line] of lines.entries()) {
    await insert('journal_lines', {
      id: randomUUID(),
      tenant_id: owner.id,
      entry_id: id,
      line_no: i + 1,
      account_id: owner.accounts.get(line.account),
      account_code: line.account,
      label: null,
      debit_cents: line.debit ?? 0,
      credit_cents: line.credit ?? 0,
      entry_date: '2026-02-15',
      posted,
      third_party: line.thirdParty ?? null,
      due_date: null,
      created_at: AT,
      updated_at: AT,
    });
  }
  return id;
}

/** Entry id → the journal code it must land in. */
const expected = new Map<string, string>();
let ci: Tenant;
let fr: Tenant;
let empty: Tenant;
let piecesBefore: Row[];

const PIECES = 'SELECT id, tenant_id, piece_number FROM journal_entries ORDER BY id';

beforeAll(async () => {
  db = await emptyDatabase();
  sequelize = openDatabase(db.config);
  const migrator = createMigrator(sequelize, migrationSources(modules));
  await migrator.up({ to: BEFORE });
  expect((await migrator.pending())[0]?.name).toBe(UNDER_TEST);

  // A SYSCOHADA company with two bank accounts, the default one listed first (BQ1).
  ci = await tenant('ci', 'CI', 'SYSCOHADA', ['4011', '4111', '422', '6011', '6251', '661', '7011', '5211', '5212', '5213', '5711', '5712']);
  await bankAccount(ci, '5211', 'CI93CI0080111301134291200589', false);
  await bankAccount(ci, '5212', 'CI93CI0080111301134291200590', true);
  const file = async (journal: string, ...args: Parameters<typeof entry>) => {
    const id = await entry(...args);
    expected.set(id, journal);
    return id;
  };
  await file('OD', ci, 'JRN-2026-00001', 'MANUAL', [{ account: '6011', debit: 50000 }, { account: '4011', credit: 50000, thirdParty: 'Sahel Fournitures' }]);
  const invoice = await file('VT', ci, 'FAC-2026-00001', 'INVOICE', [{ account: '4111', debit: 118000, thirdParty: 'Dakar Services' }, { account: '7011', credit: 118000 }]);
  await file('VT', ci, 'AVOIR-2026-00001', 'CREDIT_NOTE', [{ account: '7011', debit: 18000 }, { account: '4111', credit: 18000, thirdParty: ' dakar  SERVICES ' }]);
  await file('AC', ci, 'JRN-2026-00002', 'PURCHASE', [{ account: '6011', debit: 30000 }, { account: '4011', credit: 30000, thirdParty: 'Sahel Fournitures' }]);
  // Treasury: the journal of the bank or cash account the entry moves.
  const payment = await file('BQ2', ci, 'JRN-2026-00003', 'PAYMENT', [{ account: '5211', debit: 100000 }, { account: '4111', credit: 100000, thirdParty: 'Dakar Services' }]);
  await file('BQ1', ci, 'JRN-2026-00004', 'BANK', [{ account: '422', debit: 250000, thirdParty: 'Awa Koné' }, { account: '5212', credit: 250000 }]);
  // A bank account of the chart that is no tenant bank account: the first bank journal.
  await file('BQ1', ci, 'JRN-2026-00005', 'BANK', [{ account: '5213', debit: 7000 }, { account: '4111', credit: 7000 }]);
  await file('CA', ci, 'NDF-2026-00001', 'EXPENSE', [{ account: '6251', debit: 12000 }, { account: '5711', credit: 12000 }]);
  await file('CA', ci, 'JRN-2026-00006', 'EXPENSE', [{ account: '6251', debit: 3000 }, { account: '5712', credit: 3000 }]);
  await file('OD', ci, 'JRN-2026-00007', 'PAYROLL', [{ account: '661', debit: 250000 }, { account: '422', credit: 250000, thirdParty: 'Awa Koné' }]);
  // A reversal goes where the entry it reverses went, through chains of reversals too.
  await file('VT', ci, 'JRN-2026-00008', 'REVERSAL', [{ account: '7011', debit: 118000 }, { account: '4111', credit: 118000, thirdParty: 'Dakar Services' }], { reversalOf: invoice });
  const reversal = await file('BQ2', ci, 'JRN-2026-00009', 'REVERSAL', [{ account: '4111', debit: 100000 }, { account: '5211', credit: 100000 }], { reversalOf: payment });
  await file('BQ2', ci, 'JRN-2026-00010', 'REVERSAL', [{ account: '5211', debit: 100000 }, { account: '4111', credit: 100000 }], { reversalOf: reversal });
  await file('OD', ci, 'JRN-2026-00011', 'IMPORT', [{ account: '6011', debit: 1000 }, { account: '4011', credit: 1000 }], { draft: true });
  await file('OD', ci, 'JRN-2026-00012', 'MANUAL', [], { draft: true });

  // A PCG company without bank accounts: the same piece numbers, its own journals.
  fr = await tenant('fr', 'FR', 'PCG', ['411', '512', '530', '706']);
  await file('VT', fr, 'FAC-2026-00001', 'INVOICE', [{ account: '411', debit: 1200, thirdParty: 'Dakar Services' }, { account: '706', credit: 1200 }]);
  await file('CA', fr, 'JRN-2026-00001', 'PAYMENT', [{ account: '530', debit: 200 }, { account: '411', credit: 200, thirdParty: 'Dakar Services' }]);
  // No bank journal to take it: miscellaneous operations.
  await file('OD', fr, 'JRN-2026-00002', 'BANK', [{ account: '512', debit: 1000 }, { account: '411', credit: 1000 }]);

  // A tenant that never kept books gets no journals.
  empty = await tenant('empty', 'SN', null, []);

  piecesBefore = await select(PIECES);
  await migrator.up({ to: UNDER_TEST });
}, 120_000);

afterAll(async () => {
  await sequelize?.close();
  await db?.drop();
});

describe('migration 202612150901: existing entries filed in journals', () => {
  it('files each entry of every source in its natural journal of its own company', async () => {
    const rows = await select(`SELECT e.id, e.tenant_id, e.journal_code, j.code AS journal, j.tenant_id AS journal_tenant
      FROM journal_entries e LEFT JOIN journals j ON j.id = e.journal_id`);
    expect(rows).toHaveLength(expected.size);
    for (const row of rows) {
      expect({ id: row.id, journal: row.journal, journalCode: row.journal_code, sameTenant: row.journal_tenant === row.tenant_id }).toEqual({
        id: row.id,
        journal: expected.get(String(row.id)),
        journalCode: expected.get(String(row.id)),
        sameTenant: true,
      });
    }
  });

  it('leaves every piece number exactly as it was', async () => {
    expect(await select(PIECES)).toEqual(piecesBefore);
  });

  it('creates the standard journals, one bank journal per bank account (the default first), and none for a company without books', async () => {
    const journals = async (owner: Tenant) =>
      (await select('SELECT code, kind, account_code FROM journals WHERE tenant_id = :id ORDER BY code', { id: owner.id })).map((j) => [j.code, j.kind, j.account_code]);
    expect(await journals(ci)).toEqual([
      ['AC', 'PURCHASES', null],
      ['AN', 'OPENING', null],
      ['BQ1', 'BANK', '5212'],
      ['BQ2', 'BANK', '5211'],
      ['CA', 'CASH', '5711'],
      ['OD', 'MISC', null],
      ['VT', 'SALES', null],
    ]);
    expect(await journals(fr)).toEqual([
      ['AC', 'PURCHASES', null],
      ['AN', 'OPENING', null],
      ['CA', 'CASH', '530'],
      ['OD', 'MISC', null],
      ['VT', 'SALES', null],
    ]);
    expect(await journals(empty)).toEqual([]);
  });

  it('turns the names on third-party lines into third parties per company, one per kind and name', async () => {
    const parties = async (owner: Tenant) =>
      (await select('SELECT code, kind, name_key FROM third_parties WHERE tenant_id = :id ORDER BY code', { id: owner.id })).map((p) => [p.code, p.kind, p.name_key]);
    expect(await parties(ci)).toEqual([
      ['C00001', 'CUSTOMER', 'dakar services'],
      ['F00001', 'SUPPLIER', 'sahel fournitures'],
      ['S00001', 'EMPLOYEE', 'awa koné'],
    ]);
    expect(await parties(fr)).toEqual([['C00001', 'CUSTOMER', 'dakar services']]);
    const unlinked = await select(
      `SELECT l.id FROM journal_lines l LEFT JOIN third_parties p ON p.id = l.third_party_id
        WHERE l.third_party IS NOT NULL AND (p.id IS NULL OR p.tenant_id <> l.tenant_id)`,
    );
    expect(unlinked).toEqual([]);
  });
});
