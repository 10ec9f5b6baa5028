import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { accountingWorld, type AccountingWorld } from './world';

/**
 * The journal's writing routes read the entry back as plain rows (journal/queries.ts readEntry),
 * the detail route through the models (ledger.ts loadEntry): both must answer the same entry,
 * and the list the same item, tenant-scoped.
 */
let t: TestServer;
let w: AccountingWorld;
let other: AccountingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  w = await accountingWorld(t);
  other = await accountingWorld(t);
});
afterAll(() => t?.close());

describe('an entry read back by the writing routes', () => {
  it('equals the detail route and the list item, from recording to posting', async () => {
    const api = w.accountant;
    const label = 'Vente lecture comparée';
    const created = await api
      .post('/accounting/journal', {
        date: '2026-03-12',
        label,
        sourceRef: 'FAC-READ-1',
        lines: [
          { accountCode: '4111', debit: '1180.50', thirdParty: 'Client Lecture', dueDate: '2026-04-11', reference: 'FAC-READ-1' },
          { accountCode: '7061', credit: '1000.50', label: 'Prestations' },
          { accountCode: '4431', credit: 180 },
        ],
      })
      .expect(201);
    const id = created.body.id as string;
    expect((await api.get(`/accounting/journal/${id}`).expect(200)).body).toEqual(created.body);
    expect(created.body.lines[0]).toMatchObject({ thirdParty: 'Client Lecture', thirdPartyCode: expect.any(String), accountTitle: 'Clients', reference: 'FAC-READ-1' });

    await api.post(`/accounting/journal/${id}/attachments`).attach('file', Buffer.from('%PDF-1.4\n%reçu\n'), 'reçu.pdf').expect(201);
    const posted = await api.post(`/accounting/journal/${id}/post`).expect(200);
    expect(posted.body).toMatchObject({ status: 'POSTED', attachments: [expect.objectContaining({ filename: 'reçu.pdf' })] });
    const detail = (await api.get(`/accounting/journal/${id}`).expect(200)).body;
    expect(posted.body).toEqual(detail);

    const list = await api.get(`/accounting/journal?q=${encodeURIComponent(label)}`).expect(200);
    expect(list.body).toMatchObject({ total: 1, items: [detail] });
    expect((await other.accountant.get(`/accounting/journal?q=${encodeURIComponent(label)}`).expect(200)).body).toMatchObject({ total: 0, items: [] });
    await other.accountant.post(`/accounting/journal/${id}/post`).expect(404);
  });

  it('refuses to post a draft on an account deactivated since with the errors recording gives (its lines read with their accounts in one join)', async () => {
    const lines = [
      { accountCode: '5711', credit: 25 },
      { accountCode: '6063', debit: 25 },
    ];
    const account = (await w.admin.post('/accounting/chart-of-accounts', { code: '6063', title: 'Fournitures lecture' }).expect(201)).body;
    // The same code, active, in another tenant changes nothing here.
    await other.admin.post('/accounting/chart-of-accounts', { code: '6063', title: 'Fournitures' }).expect(201);
    const draft = (await w.accountant.post('/accounting/journal', { date: '2026-03-13', label: 'Fournitures', lines }).expect(201)).body;
    await w.admin.delete(`/accounting/chart-of-accounts/${account.id}`).expect(200);
    const recorded = await w.accountant.post('/accounting/journal', { date: '2026-03-13', label: 'Fournitures', lines }).expect(422);
    const posted = await w.accountant.post(`/accounting/journal/${draft.id}/post`).expect(422);
    expect(posted.body.code).toBe('BUSINESS_RULE');
    expect(posted.body.errors).toEqual([{ path: 'lines.1.accountCode', message: 'Account 6063 is inactive' }]);
    expect(posted.body.errors).toEqual(recorded.body.errors);
    expect((await w.accountant.get(`/accounting/journal/${draft.id}`).expect(200)).body.status).toBe('DRAFT');
  });
});
