import { registerIsolatedResource } from '../../test/isolation/registry';
// The reports helper's resources (VAT and social declarations).
import './declarations/isolation';

let n = 0;
const twoLines = [
  { accountCode: '6047', debit: '1000.00' },
  { accountCode: '5711', credit: '1000.00' },
];

registerIsolatedResource({
  name: 'chart accounts',
  create: async (api) => (await api.post('/accounting/chart-of-accounts', { code: `47190${++n}`, title: 'Compte d’attente isolé' }).expect(201)).body.id,
  detailPath: (id) => `/accounting/chart-of-accounts/${id}`,
  listPath: '/accounting/chart-of-accounts?q=attente',
  updatePath: (id) => `/accounting/chart-of-accounts/${id}`,
  updateBody: { title: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/accounting/chart-of-accounts/${id}` }],
});

registerIsolatedResource({
  name: 'journal entries (draft)',
  create: async (api) => (await api.post('/accounting/journal', { date: '2026-03-02', label: 'Isolated draft', lines: twoLines }).expect(201)).body.id,
  detailPath: (id) => `/accounting/journal/${id}`,
  listPath: '/accounting/journal',
  updatePath: (id) => `/accounting/journal/${id}`,
  updateBody: { label: 'Hijacked' },
  writes: [
    { method: 'post', path: (id) => `/accounting/journal/${id}/post` },
    { method: 'delete', path: (id) => `/accounting/journal/${id}` },
  ],
});

registerIsolatedResource({
  name: 'journal entries (posted)',
  create: async (api) => {
    const id = (await api.post('/accounting/journal', { date: '2026-03-03', label: 'Isolated posted', lines: twoLines }).expect(201)).body.id;
    await api.post(`/accounting/journal/${id}/post`).expect(200);
    return id;
  },
  detailPath: (id) => `/accounting/journal/${id}`,
  listPath: '/accounting/journal?status=POSTED',
  writes: [{ method: 'post', path: (id) => `/accounting/journal/${id}/reverse`, body: {} }],
});

registerIsolatedResource({
  name: 'fiscal periods',
  create: async (api) => {
    const periods = (await api.get('/accounting/fiscal-periods?year=2031').expect(200)).body.items as Array<{ id: string; month: number }>;
    return periods[0].id;
  },
  detailPath: (id) => `/audit/FISCAL_PERIOD/${id}`,
  listPath: '/accounting/fiscal-periods?year=2031',
  writes: [
    { method: 'post', path: (id) => `/accounting/fiscal-periods/${id}/close` },
    { method: 'post', path: (id) => `/accounting/fiscal-periods/${id}/reopen` },
  ],
});

registerIsolatedResource({
  name: 'bank accounts',
  create: async (api) =>
    (
      await api
        .post('/accounting/config/bank-accounts', { accountCode: `52190${++n}`, title: 'Compte isolé', bank: 'SGCI', iban: 'CI93CI0080111301134291200589' })
        .expect(201)
    ).body.id,
  detailPath: (id) => `/audit/BANK_ACCOUNT/${id}`,
  listPath: '/accounting/config/bank-accounts',
  updatePath: (id) => `/accounting/config/bank-accounts/${id}`,
  updateBody: { title: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/accounting/config/bank-accounts/${id}` }],
});

// The accountant's books: journals, third parties, letterings and entry attachments.
registerIsolatedResource({
  name: 'journals',
  create: async (api) => (await api.post('/accounting/journals', { code: `IS${++n}`, name: 'Journal isolé', kind: 'MISC' }).expect(201)).body.id,
  detailPath: (id) => `/accounting/journals/${id}`,
  listPath: '/accounting/journals',
  updatePath: (id) => `/accounting/journals/${id}`,
  updateBody: { name: 'Hijacked' },
});

registerIsolatedResource({
  name: 'third parties',
  create: async (api) => (await api.post('/accounting/third-parties', { name: `Tiers isolé ${++n}`, kind: 'CUSTOMER' }).expect(201)).body.id,
  detailPath: (id) => `/accounting/third-parties/${id}`,
  listPath: '/accounting/third-parties',
  updatePath: (id) => `/accounting/third-parties/${id}`,
  updateBody: { name: 'Hijacked' },
});

registerIsolatedResource({
  name: 'letterings',
  create: async (api) => {
    const party = `Client isolé ${++n}`;
    const ids: string[] = [];
    for (const lines of [
      [{ accountCode: '4111', debit: '500.00', thirdParty: party }, { accountCode: '7011', credit: '500.00' }],
      [{ accountCode: '5711', debit: '500.00' }, { accountCode: '4111', credit: '500.00', thirdParty: party }],
    ]) {
      const id = (await api.post('/accounting/journal', { date: '2026-03-04', label: 'Lettrage isolé', lines }).expect(201)).body.id;
      const entry = (await api.post(`/accounting/journal/${id}/post`).expect(200)).body as { lines: Array<{ id: string; accountCode: string }> };
      ids.push(entry.lines.find((l) => l.accountCode === '4111')?.id as string);
    }
    return (await api.post('/accounting/lettering', { lineIds: ids }).expect(201)).body.id;
  },
  detailPath: (id) => `/accounting/lettering/${id}`,
  writes: [{ method: 'delete', path: (id) => `/accounting/lettering/${id}` }],
});

registerIsolatedResource({
  name: 'entry attachments',
  create: async (api) => {
    const entryId = (await api.post('/accounting/journal', { date: '2026-03-05', label: 'Pièce isolée', lines: twoLines }).expect(201)).body.id;
    const attachment = await api.post(`/accounting/journal/${entryId}/attachments`).attach('file', Buffer.from('%PDF-1.4\n%isolated\n'), 'piece.pdf').expect(201);
    return `${entryId}/attachments/${attachment.body.id}`;
  },
  detailPath: (id) => `/accounting/journal/${id}`,
  writes: [{ method: 'delete', path: (id) => `/accounting/journal/${id}` }],
});
