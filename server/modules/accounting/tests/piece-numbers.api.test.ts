import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { accountingWorld, purchase, type AccountingWorld } from './world';

let t: TestServer;
let w: AccountingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T08:00:00Z' });
  w = await accountingWorld(t);
});
afterAll(() => t?.close());

describe('piece numbers under concurrency', () => {
  it('50 concurrent creations get exactly OD-2026-00001 … 00050 (the journal of manual entries)', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => w.accountant.post('/accounting/journal', purchase('2026-05-02', 1000 + i))));
    for (const res of responses) expect(res.status, JSON.stringify(res.body)).toBe(201);
    const numbers = responses.map((r) => r.body.pieceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `OD-2026-${String(i + 1).padStart(5, '0')}`));
    const list = await w.accountant.get('/accounting/journal?pageSize=200');
    expect(list.body.total).toBe(50);
  });

  it('concurrent creations mixed with refusals still leave no gap', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 0
        ? { date: '2026-05-03', label: 'refused', lines: [{ accountCode: '6011', debit: 10 }, { accountCode: '4011', credit: 9 }] }
        : purchase('2026-05-03', 500 + i),
    );
    const responses = await Promise.all(bodies.map((b) => w.accountant.post('/accounting/journal', b)));
    expect(responses.filter((r) => r.status === 422)).toHaveLength(5);
    const numbers = responses.filter((r) => r.status === 201).map((r) => r.body.pieceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => `OD-2026-${String(i + 51).padStart(5, '0')}`));
  });

  it('tenants keep their own counters', async () => {
    const other = await accountingWorld(t);
    const res = await other.accountant.post('/accounting/journal', purchase('2026-05-02')).expect(201);
    expect(res.body.pieceNumber).toBe('OD-2026-00001');
  });
});
