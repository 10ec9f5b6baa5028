import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo company has last month's statement of its bank account, mostly reconciled.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

describe('bank reconciliation demo data', () => {
  it('one October statement on 5211: matched lines, two book movements and two bank charges left', async () => {
    const api = await demoClient(t, 'accountant@demo.local');
    const imports = (await api.get('/accounting/reconciliation/imports').expect(200)).body;
    expect(imports.total).toBe(1);
    const statement = imports.items[0];
    expect(statement).toMatchObject({ accountCode: '5211', periodStart: '2026-10-01', periodEnd: '2026-10-31', format: 'CSV' });
    expect(statement.lineCount).toBeGreaterThan(6);
    expect(statement.matchedCount).toBe(statement.lineCount - 4);
    const unmatched = (await api.get('/accounting/reconciliation/unmatched').expect(200)).body;
    expect(unmatched.total).toBe(4);
    expect(unmatched.items.map((l: { label: string }) => l.label)).toEqual(expect.arrayContaining(['FRAIS TENUE DE COMPTE', 'AGIOS TRIMESTRIELS']));
    // The two book movements left are proposed with their entry.
    const proposals = (await api.get(`/accounting/reconciliation/imports/${statement.id}/proposals`).expect(200)).body.items;
    expect(proposals.filter((p: { candidates: unknown[] }) => p.candidates.length > 0)).toHaveLength(2);
    expect((await api.get('/accounting/dashboard').expect(200)).body.unreconciledBankLines).toBe(4);
  });
});
