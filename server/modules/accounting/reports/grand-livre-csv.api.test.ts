import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { buildUser, loginAs } from '../../../test/factories';
import { csvChunks } from './export/csv-writer';
import { referenceCsv } from './export/reference-csv';
import type { TableRow } from './export/tabular';
import { GRAND_LIVRE_COLUMNS, grandLivreRowBatches, grandLivreRows, type LedgerParams } from './exports';
import { grandLivreCsv } from './grand-livre-csv';
import { createFixtureTenant, inTenant, writeEntries, type FixtureEntry } from './ledger-fixture';

// Texts the CSV must escape or quote, in both conventions: quotes, delimiters, line ends, formula
// leaders, plain and not-quite-plain negative numbers, accents, empty.
const TRICKY = [
  'Quote "dans" le texte',
  'Virgule, et point-virgule; ensemble',
  'Retour\nà la ligne',
  'CRLF\r\nici',
  'CR seul\rici',
  '=SUM(A1:A9)',
  '+33 6 12',
  '-12',
  '-12.50',
  '-1.',
  '-.5',
  '-1.2.3',
  '- 5',
  '-12\n',
  '@cmd',
  '\tTabulation',
  '\rRetour',
  'Éléphant àçéü ß 中文',
  '"',
  ';',
  ',',
  '=1;2"3\r\n4',
  ' espace ',
];
const BIG = 4_000_000_000_000_00; // 4 000 000 000 000.00

const entries: FixtureEntry[] = [
  { date: '2025-12-20', label: 'Ouverture', lines: [{ account: '521', debit: BIG }, { account: '1013', credit: BIG }] },
  ...TRICKY.map(
    (text, i): FixtureEntry => ({
      date: `2026-0${1 + (i % 3)}-${String(10 + (i % 18)).padStart(2, '0')}`,
      label: text,
      lines: [
        { account: i % 2 ? '4111' : '4011', debit: i % 2 ? 1_234_567 * (i + 1) : 0, credit: i % 2 ? 0 : 99 * (i + 1), thirdParty: TRICKY[(i + 3) % TRICKY.length], label: i % 4 === 0 ? undefined : TRICKY[(i + 7) % TRICKY.length] },
        { account: '521', debit: i % 2 ? 0 : 99 * (i + 1), credit: i % 2 ? 1_234_567 * (i + 1) : 0, label: text },
      ],
    }),
  ),
  { date: '2026-03-30', label: 'Gros montant', lines: [{ account: '6011', debit: BIG - 1 }, { account: '521', credit: BIG - 1 }] },
];

let t: TestServer;
let tenantId: string;
const as = <T>(fn: () => Promise<T>) => inTenant(t.server.container, tenantId, fn);

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-31T10:00:00Z' });
  tenantId = await createFixtureTenant(t.server.container, 'CI');
  await writeEntries(t.server.container, tenantId, entries);
  // Account titles and letters with the same texts (as a user could type them).
  await as(async () => {
    await tenantQuery(t.server.sequelize, `UPDATE accounts SET title = :title WHERE tenant_id = :tenantId AND code = '4111'`, { title: 'Clients; "divers",\r\nlocaux' });
    await tenantQuery(t.server.sequelize, `UPDATE accounts SET title = :title WHERE tenant_id = :tenantId AND code = '521'`, { title: '=Banque' });
    await tenantQuery(t.server.sequelize, `UPDATE journal_lines SET letter_code = :letter WHERE tenant_id = :tenantId AND account_code = '4011'`, { letter: 'A"B' });
  });
});
afterAll(() => t?.close());

const join = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('general-ledger CSV written from lines the database formats', () => {
  it('is the CSV of the ledger table, byte for byte, in both conventions, read in batches of every size', async () => {
    const ledger = { name: 'Grand livre', columns: GRAND_LIVRE_COLUMNS };
    const periods: LedgerParams[] = [{ from: '2026-01-01', to: '2026-03-31' }, { from: '2025-01-01', to: '2026-12-31' }, { from: '2026-01-01', to: '2026-03-31', accountPrefix: '41' }];
    for (const language of ['fr', 'en'] as const) {
      for (const params of periods) {
        const rows: TableRow[] = [];
        await as(async () => {
          for await (const r of grandLivreRows(t.server.sequelize, params, language)) rows.push(r);
        });
        const table = await as(() => join(csvChunks({ ...ledger, rows: grandLivreRowBatches(t.server.sequelize, params, language) }, language)));
        expect(table).toBe(referenceCsv(ledger, rows, language));
        for (const [batch, flush] of [[2, 100], [3, 1], [5000, 64 * 1024]]) {
          expect(await as(() => join(grandLivreCsv(t.server.sequelize, params, language, batch, flush)))).toBe(table);
        }
      }
    }
    // The texts reached the file: quoted, escaped against formulas, plain negative numbers left as they are.
    const en = await as(() => join(grandLivreCsv(t.server.sequelize, periods[0], 'en')));
    expect(en).toContain(`"Quote ""dans"" le texte"`);
    expect(en).toContain(`"'=1;2""3\r\n4"`);
    expect(en).toContain(`,-12.50,`);
    expect(en).toContain(`,'-1.2.3,`);
    expect(en).toContain('4000000000000.00');
    const fr = await as(() => join(grandLivreCsv(t.server.sequelize, periods[0], 'fr')));
    expect(fr).toContain(';"Virgule, et point-virgule; ensemble";');
    expect(fr).toContain('4 000 000 000 000,00');
  });

  it('answers the export request with that CSV', async () => {
    const user = await buildUser(t, { tenant: { id: tenantId, slug: '', companyName: '' }, permissions: ['accounting.report.read'] });
    const api = await loginAs(t, user);
    const res = await api.get('/accounting/reports/grand-livre/export?from=2026-01-01&to=2026-03-31&format=csv').set('Accept-Language', 'fr').expect(200);
    const ledger = { name: 'Grand livre', columns: GRAND_LIVRE_COLUMNS };
    const expected = await as(() => join(csvChunks({ ...ledger, rows: grandLivreRowBatches(t.server.sequelize, { from: '2026-01-01', to: '2026-03-31' }, 'fr') }, 'fr')));
    expect(res.text).toBe(expected);
  });
});
