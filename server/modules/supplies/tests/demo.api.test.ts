import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIban } from '../../../../shared/iban';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo tenant shows a vendor register and purchase requests in every state.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

describe('supplies demo data', () => {
  it('has a dozen vendors with valid WAEMU IBANs, one of them inactive', async () => {
    const admin = await as('admin@demo.local');
    const vendors = (await admin.get('/supplies/vendors?pageSize=200').expect(200)).body.items as Array<{ code: string; iban: string | null; active: boolean; accountingCode: string }>;
    expect(vendors).toHaveLength(12);
    expect(vendors.every((v) => v.iban && checkIban(v.iban).valid)).toBe(true);
    expect(vendors.filter((v) => !v.active)).toHaveLength(1);
    expect(vendors.map((v) => v.code)).toContain('SOCIET-IVOIRI-DE');
    expect((await admin.get('/supplies/vendors/active').expect(200)).body.items).toHaveLength(11);
  });

  it('has purchase requests in every state, decided by the requesters’ managers', async () => {
    const admin = await as('admin@demo.local');
    const requests = (await admin.get('/supplies/purchase-requests?pageSize=200').expect(200)).body.items as Array<{ id: string; status: string; decidedBy: { name: string } | null; requester: { name: string } }>;
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'ORDERED', 'RECEIVED', 'CANCELLED']));
    expect(requests.find((r) => r.status === 'REJECTED')?.decidedBy?.name).toBe('Moussa Traoré');
    expect(requests.find((r) => r.status === 'ORDERED')?.decidedBy?.name).toBe('Fatou Diallo');
    const employee = await as('employee@demo.local');
    const mine = (await employee.get('/supplies/purchase-requests/mine').expect(200)).body;
    expect(mine.items.every((r: { requester: { name: string } }) => r.requester.name === 'Aminata Ouattara')).toBe(true);
    expect(mine.total).toBe(4);
    // The manager sees the requests waiting for them in their inbox.
    const manager = await as('manager@demo.local');
    const inbox = (await manager.get('/approvals/inbox?entityType=PURCHASE_REQUEST').expect(200)).body;
    expect(inbox.items.length).toBe(1);
    expect(inbox.items[0]).toMatchObject({ entityType: 'PURCHASE_REQUEST', canAct: true });
  });
});
