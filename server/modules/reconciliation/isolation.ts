import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';

type Api = Parameters<Parameters<typeof registerIsolatedResource>[0]['create']>[0];

async function bankAccountId(api: Api): Promise<string> {
  const list = await api.get('/accounting/config/bank-accounts').expect(200);
  // Tenant A is shared by every registered resource: reuse a bank account another one created.
  const items = (Array.isArray(list.body) ? list.body : list.body.items) as Array<{ id: string }>;
  if (items.length > 0) return items[0].id;
  const bank = await api.post('/accounting/config/bank-accounts', { accountCode: '5219', title: 'Compte isolé', bank: 'SGCI', iban: 'CI93CI0080111301134291200589' });
  expect(bank.status, JSON.stringify(bank.body)).toBe(201);
  return bank.body.id as string;
}

async function importStatement(api: Api): Promise<string> {
  const res = await api
    .post('/accounting/reconciliation/imports/parse')
    .field('bankAccountId', await bankAccountId(api))
    .field('periodStart', '2026-01-01')
    .field('periodEnd', '2026-01-31')
    .attach('file', Buffer.from(`Date;Libellé;Montant\n05/01/2026;VIR ISOLE ${randomUUID()};1000,00\n`), 'isole.csv');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

registerIsolatedResource({
  name: 'bank statement imports',
  create: importStatement,
  detailPath: (id) => `/accounting/reconciliation/imports/${id}`,
  listPath: '/accounting/reconciliation/imports',
  writes: [{ method: 'post', path: (id) => `/accounting/reconciliation/imports/${id}/auto-match` }],
});

registerIsolatedResource({
  name: 'bank statement lines',
  create: async (api) => {
    const importId = await importStatement(api);
    const lines = await api.get(`/accounting/reconciliation/imports/${importId}/lines`).expect(200);
    return lines.body.items[0].id as string;
  },
  detailPath: (id) => `/accounting/reconciliation/lines/${id}`,
  listPath: '/accounting/reconciliation/unmatched',
  writes: [
    { method: 'post', path: (id) => `/accounting/reconciliation/lines/${id}/match`, body: { journalEntryId: '00000000-0000-4000-8000-000000000000' } },
    { method: 'post', path: (id) => `/accounting/reconciliation/lines/${id}/unmatch` },
  ],
});
