import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Migration } from '../../../platform/db/migrations';

/**
 * Gives every tenant that already keeps books its standard journals (one bank journal per bank
 * account), files each existing entry in the journal its source calls for — piece numbers are
 * left exactly as they were — and turns the third-party names written on third-party account
 * lines into third-party records. Self-contained on purpose: it must keep doing what it did
 * whatever the services become.
 */

type Row = Record<string, unknown>;

const STANDARD_JOURNALS = [
  { code: 'VT', name: 'Ventes', kind: 'SALES' },
  { code: 'AC', name: 'Achats', kind: 'PURCHASES' },
  { code: 'CA', name: 'Caisse', kind: 'CASH' },
  { code: 'OD', name: 'Opérations diverses', kind: 'MISC' },
  { code: 'AN', name: 'À-nouveaux', kind: 'OPENING' },
];

const PARTY_PREFIXES: Record<string, string[]> = { SYSCOHADA: ['40', '41', '42', '47'], PCG: ['40', '41', '42', '46'] };
const PARTY_CODE_LETTER: Record<string, string> = { CUSTOMER: 'C', SUPPLIER: 'F', EMPLOYEE: 'S', OTHER: 'D' };

function kindOf(code: string): string {
  if (code.startsWith('40')) return 'SUPPLIER';
  if (code.startsWith('41')) return 'CUSTOMER';
  if (code.startsWith('42')) return 'EMPLOYEE';
  return 'OTHER';
}

function thirdPartyNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

async function select(sequelize: Sequelize, sql: string, replacements: Row = {}): Promise<Row[]> {
  return sequelize.query<Row>(sql, { type: QueryTypes.SELECT, replacements });
}

async function run(sequelize: Sequelize, sql: string, replacements: Row = {}): Promise<void> {
  await sequelize.query(sql, { replacements });
}

async function createJournals(sequelize: Sequelize, tenantId: string, standard: string, at: Date): Promise<void> {
  const insert = `INSERT INTO journals (id, tenant_id, code, name, kind, bank_account_id, account_code, active, created_at, updated_at)
    VALUES (:id, :tenantId, :code, :name, :kind, :bankAccountId, :accountCode, :active, :at, :at)`;
  for (const j of STANDARD_JOURNALS) {
    const accountCode = j.kind === 'CASH' ? (standard === 'PCG' ? '530' : '5711') : null;
    await run(sequelize, insert, { id: randomUUID(), tenantId, ...j, bankAccountId: null, accountCode, active: true, at });
  }
  const banks = await select(sequelize, 'SELECT id, account_code, title, bank FROM tenant_bank_accounts WHERE tenant_id = :tenantId ORDER BY is_default DESC, account_code', {
    tenantId,
  });
  for (const [i, bank] of banks.entries()) {
    const name = `Banque ${String(bank.bank)} — ${String(bank.title)}`.slice(0, 100);
    await run(sequelize, insert, { id: randomUUID(), tenantId, code: `BQ${i + 1}`, name, kind: 'BANK', bankAccountId: bank.id, accountCode: bank.account_code, active: true, at });
  }
}

/** Sets the journal of the tenant's unfiled entries matching `where`, to the journal chosen by `journal` (a scalar subquery). */
async function file(sequelize: Sequelize, tenantId: string, journal: string, where: string): Promise<void> {
  await run(
    sequelize,
    `UPDATE journal_entries SET journal_id = (${journal}) WHERE tenant_id = :tenantId AND journal_id IS NULL AND ${where}`,
    { tenantId },
  );
}

const byCode = (code: string) => `SELECT j.id FROM journals j WHERE j.tenant_id = journal_entries.tenant_id AND j.code = '${code}'`;
const TREASURY_SOURCES = "source IN ('BANK', 'PAYMENT', 'EXPENSE')";

async function fileEntries(sequelize: Sequelize, tenantId: string, standard: string): Promise<void> {
  // Treasury movements: the bank or cash journal whose account the entry moves.
  await file(
    sequelize,
    tenantId,
    `SELECT j.id FROM journals j JOIN journal_lines l ON l.entry_id = journal_entries.id AND l.account_code = j.account_code
      WHERE j.tenant_id = journal_entries.tenant_id AND j.kind IN ('BANK', 'CASH') ORDER BY j.kind, j.code LIMIT 1`,
    TREASURY_SOURCES,
  );
  const bankPrefix = standard === 'PCG' ? '512' : '52';
  const firstBank = `SELECT j.id FROM journals j WHERE j.tenant_id = journal_entries.tenant_id AND j.kind = 'BANK' ORDER BY j.code LIMIT 1`;
  await file(
    sequelize,
    tenantId,
    firstBank,
    `${TREASURY_SOURCES} AND EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = journal_entries.id AND l.account_code LIKE '${bankPrefix}%')
      AND EXISTS (${firstBank})`,
  );
  const cashPrefix = standard === 'PCG' ? '53' : '57';
  await file(sequelize, tenantId, byCode('CA'), `${TREASURY_SOURCES} AND EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = journal_entries.id AND l.account_code LIKE '${cashPrefix}%')`);
  await file(sequelize, tenantId, byCode('VT'), "source IN ('INVOICE', 'CREDIT_NOTE')");
  await file(sequelize, tenantId, byCode('AC'), "source = 'PURCHASE'");
  // A reversal belongs to the journal of the entry it reverses (chains resolved pass by pass).
  for (let pass = 0; pass < 10; pass++) {
    await file(
      sequelize,
      tenantId,
      'SELECT o.journal_id FROM journal_entries o WHERE o.id = journal_entries.reversal_of_id',
      "source = 'REVERSAL' AND EXISTS (SELECT 1 FROM journal_entries o WHERE o.id = journal_entries.reversal_of_id AND o.journal_id IS NOT NULL)",
    );
  }
  await file(sequelize, tenantId, byCode('OD'), '1 = 1');
  await run(
    sequelize,
    'UPDATE journal_entries SET journal_code = (SELECT j.code FROM journals j WHERE j.id = journal_entries.journal_id) WHERE tenant_id = :tenantId',
    { tenantId },
  );
}

async function createThirdParties(sequelize: Sequelize, tenantId: string, standard: string, at: Date): Promise<void> {
  const prefixes = PARTY_PREFIXES[standard] ?? PARTY_PREFIXES.SYSCOHADA;
  const like = prefixes.map((p) => `l.account_code LIKE '${p}%'`).join(' OR ');
  const rows = await select(
    sequelize,
    `SELECT DISTINCT l.third_party AS name, SUBSTR(l.account_code, 1, 2) AS prefix FROM journal_lines l
      WHERE l.tenant_id = :tenantId AND l.third_party IS NOT NULL AND (${like})`,
    { tenantId },
  );
  const parties = new Map<string, { id: string; name: string; kind: string; names: Set<string>; prefixes: Set<string> }>();
  for (const row of rows) {
    const name = String(row.name).trim();
    if (!name) continue;
    const kind = kindOf(String(row.prefix));
    const key = `${kind}|${thirdPartyNameKey(name)}`;
    const party = parties.get(key) ?? { id: randomUUID(), name: name.slice(0, 100), kind, names: new Set<string>(), prefixes: new Set<string>() };
    party.names.add(String(row.name));
    party.prefixes.add(String(row.prefix));
    parties.set(key, party);
  }
  const counters = new Map<string, number>();
  const sorted = [...parties.values()].sort((a, b) => (a.kind + a.name < b.kind + b.name ? -1 : 1));
  for (const party of sorted) {
    const n = (counters.get(party.kind) ?? 0) + 1;
    counters.set(party.kind, n);
    await run(
      sequelize,
      `INSERT INTO third_parties (id, tenant_id, code, name, name_key, kind, active, created_at, updated_at)
        VALUES (:id, :tenantId, :code, :name, :nameKey, :kind, :active, :at, :at)`,
      { id: party.id, tenantId, code: `${PARTY_CODE_LETTER[party.kind]}${String(n).padStart(5, '0')}`, name: party.name, nameKey: thirdPartyNameKey(party.name), kind: party.kind, active: true, at },
    );
    for (const name of party.names) {
      for (const prefix of party.prefixes) {
        await run(
          sequelize,
          `UPDATE journal_lines SET third_party_id = :id WHERE tenant_id = :tenantId AND third_party = :name AND account_code LIKE :pattern AND third_party_id IS NULL`,
          { id: party.id, tenantId, name, pattern: `${prefix}%` },
        );
      }
    }
  }
  for (const [kind, n] of counters) {
    await run(
      sequelize,
      `INSERT INTO piece_counters (id, tenant_id, prefix, year, last_value, created_at, updated_at) VALUES (:id, :tenantId, :prefix, 0, :n, :at, :at)`,
      { id: randomUUID(), tenantId, prefix: `TIERS-${PARTY_CODE_LETTER[kind]}`, n, at },
    );
  }
}

export const assignJournalsAndThirdParties: Migration = {
  name: '202612150901-assign-journals-and-third-parties',
  async up({ sequelize }) {
    const at = new Date();
    const tenants = await select(
      sequelize,
      `SELECT t.id AS id, (SELECT c.chart_standard FROM accounting_configs c WHERE c.tenant_id = t.id) AS standard FROM tenants t
        WHERE EXISTS (SELECT 1 FROM accounting_configs c WHERE c.tenant_id = t.id)
           OR EXISTS (SELECT 1 FROM journal_entries e WHERE e.tenant_id = t.id)
           OR EXISTS (SELECT 1 FROM tenant_bank_accounts b WHERE b.tenant_id = t.id)`,
    );
    for (const tenant of tenants) {
      const tenantId = String(tenant.id);
      const standard = String(tenant.standard ?? 'SYSCOHADA');
      await createJournals(sequelize, tenantId, standard, at);
      await fileEntries(sequelize, tenantId, standard);
      await createThirdParties(sequelize, tenantId, standard, at);
    }
  },
};
