import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { accountingWorld, purchase, type AccountingWorld } from './world';

let t: TestServer;
let w: AccountingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-15T09:00:00Z' });
  w = await accountingWorld(t);
});
afterAll(() => t?.close());

type PeriodView = { id: string; year: number; month: number; period: string; startDate: string; endDate: string; status: string; closedAt: string | null; draftEntries: number; actions: string[] };

async function periods(year: number): Promise<PeriodView[]> {
  const res = await w.accountant.get(`/accounting/fiscal-periods?year=${year}`);
  expect(res.status).toBe(200);
  return res.body.items;
}
const periodOf = async (year: number, month: number) => (await periods(year)).find((p) => p.month === month) as PeriodView;

describe('fiscal periods', () => {
  it('creates the twelve periods of a year on first request, once', async () => {
    const first = await periods(2026);
    expect(first).toHaveLength(12);
    expect(first[1]).toMatchObject({ year: 2026, month: 2, period: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28', status: 'OPEN', closedAt: null, actions: ['close'] });
    expect((await periods(2026)).map((p) => p.id)).toEqual(first.map((p) => p.id));
    const current = await w.cfo.get('/accounting/fiscal-periods');
    expect(current.body.items[0].year).toBe(2026);
    expect(current.body.items[0].actions).toEqual([]);
    expect((await w.cfo.get('/accounting/fiscal-periods?year=abc')).status).toBe(400);
    expect((await w.cfo.get('/accounting/fiscal-periods?year=99999')).status).toBe(400);
  });

  it('closes (accounting.validate), refuses entries dated inside, reopens, closes again', async () => {
    const posted = (await w.accountant.post('/accounting/journal', purchase('2026-04-10')).expect(201)).body;
    await w.accountant.post(`/accounting/journal/${posted.id}/post`).expect(200);
    const april = await periodOf(2026, 4);
    expect((await w.cfo.post(`/accounting/fiscal-periods/${april.id}/close`)).status).toBe(403);

    const closed = await w.accountant.post(`/accounting/fiscal-periods/${april.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'CLOSED', closedAt: '2026-06-15T09:00:00.000Z', actions: ['reopen'] });

    const refused = await w.accountant.post('/accounting/journal', purchase('2026-04-30'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'PERIOD_CLOSED', period: '2026-04' });
    const reversal = await w.accountant.post(`/accounting/journal/${posted.id}/reverse`, { date: '2026-04-15' });
    expect(reversal.body.code).toBe('PERIOD_CLOSED');
    expect((await w.accountant.post('/accounting/journal', purchase('2026-05-01'))).status).toBe(201);

    const again = await w.accountant.post(`/accounting/fiscal-periods/${april.id}/close`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CLOSED' });

    const reopened = await w.accountant.post(`/accounting/fiscal-periods/${april.id}/reopen`);
    expect(reopened.body).toMatchObject({ status: 'REOPENED', closedAt: null, actions: ['close'] });
    expect((await w.accountant.post('/accounting/journal', purchase('2026-04-30'))).status).toBe(201);
  });

  it('keeps drafts dated in a closed period untouchable until it is reopened', async () => {
    const draft = (await w.accountant.post('/accounting/journal', { ...purchase('2026-06-12'), source: 'BANK' }).expect(201)).body;
    const other = (await w.accountant.post('/accounting/journal', purchase('2026-07-03')).expect(201)).body;
    const june = await periodOf(2026, 6);
    expect(june.draftEntries).toBe(1);
    const closed = await w.accountant.post(`/accounting/fiscal-periods/${june.id}/close`);
    expect(closed.body).toMatchObject({ status: 'CLOSED', draftEntries: 1 });

    for (const res of [
      await w.accountant.put(`/accounting/journal/${draft.id}`, { label: 'changed' }),
      await w.accountant.delete(`/accounting/journal/${draft.id}`),
      await w.accountant.post(`/accounting/journal/${draft.id}/post`),
      await w.accountant.post('/accounting/journal/bulk-post?source=BANK'),
      await w.accountant.put(`/accounting/journal/${other.id}`, { date: '2026-06-30' }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('PERIOD_CLOSED');
    }
    expect((await w.accountant.get(`/accounting/journal/${draft.id}`)).body).toMatchObject({ status: 'DRAFT', label: draft.label });
    expect((await w.accountant.get(`/accounting/journal/${other.id}`)).body.date).toBe('2026-07-03');

    await w.accountant.post(`/accounting/fiscal-periods/${june.id}/reopen`).expect(200);
    expect((await w.accountant.post(`/accounting/journal/${draft.id}/post`)).body.status).toBe('POSTED');
  });

  it('closes a Reopened period again, which refuses entries once more', async () => {
    const march = await periodOf(2026, 3);
    await w.accountant.post(`/accounting/fiscal-periods/${march.id}/close`).expect(200);
    await w.accountant.post(`/accounting/fiscal-periods/${march.id}/reopen`).expect(200);
    expect((await w.accountant.post('/accounting/journal', purchase('2026-03-16'))).status).toBe(201);

    const closedAgain = await w.accountant.post(`/accounting/fiscal-periods/${march.id}/close`);
    expect(closedAgain.status).toBe(200);
    expect(closedAgain.body).toMatchObject({ status: 'CLOSED', closedAt: '2026-06-15T09:00:00.000Z', actions: ['reopen'] });
    const refused = await w.accountant.post('/accounting/journal', purchase('2026-03-17'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'PERIOD_CLOSED', period: '2026-03' });
  });

  it('refuses moves the state machine does not have', async () => {
    const august = await periodOf(2026, 8);
    const reopenOpen = await w.accountant.post(`/accounting/fiscal-periods/${august.id}/reopen`);
    expect(reopenOpen.status).toBe(409);
    expect(reopenOpen.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'OPEN' });
    expect((await w.accountant.post('/accounting/fiscal-periods/00000000-0000-4000-8000-000000000000/close')).status).toBe(404);
    expect((await w.accountant.post('/accounting/fiscal-periods/not-an-id/close')).status).toBe(404);
  });

  it('records period transitions in the audit trail', async () => {
    const october = await periodOf(2026, 10);
    await w.accountant.post(`/accounting/fiscal-periods/${october.id}/close`).expect(200);
    await w.accountant.post(`/accounting/fiscal-periods/${october.id}/reopen`).expect(200);
    const history = await w.cfo.get(`/audit/FISCAL_PERIOD/${october.id}`).expect(200);
    expect(history.body.items.filter((e: { action: string }) => e.action === 'STATE_CHANGE')).toHaveLength(2);
  });
});

describe('GET /accounting/fiscal/calendar', () => {
  it('answers an .ics with each period on its close date (accounting.config)', async () => {
    const res = await w.accountant.get('/accounting/fiscal/calendar?year=2027');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('calendrier-fiscal-2027.ics');
    const events = Object.values(ical.sync.parseICS(res.text)).filter((c) => c?.type === 'VEVENT');
    expect(events).toHaveLength(12);
    expect(res.text).toContain('DTSTART;VALUE=DATE:20270131');
    expect(res.text).toContain('DTSTART;VALUE=DATE:20270228');
    expect(res.text).toContain('DTSTART;VALUE=DATE:20271231');
    expect(res.text).toContain('Clôture de la période décembre 2027');
    expect((await w.cfo.get('/accounting/fiscal/calendar?year=2027')).status).toBe(403);
    expect((await w.accountant.get('/accounting/fiscal/calendar?year=x')).status).toBe(400);
  });
});
