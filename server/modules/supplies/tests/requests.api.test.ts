import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleDefinition } from '../../../platform/modules';
import { runInApp } from '../../../platform/modules/resolve';
import { modules } from '../../index';
import type { PurchaseCommitment } from '..';
import { asTenant } from '../../../platform/tenancy/context';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildSuppliesWorld, drafted, requestBody, submitted, vendor, type SuppliesWorld } from './world';

let t: TestServer;
let w: SuppliesWorld;
let buyer: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let boss: ApiClient;
let vendorId: string;

/** What a budgets module would hear: the commitment events, in order. */
const heard: Array<{ event: string } & PurchaseCommitment> = [];
const listener: ModuleDefinition = {
  id: 'commitments-probe',
  subscribes: {
    'purchase-request.approved': (p) => void heard.push({ event: 'approved', ...p }),
    'purchase-request.ordered': (p) => void heard.push({ event: 'ordered', ...p }),
    'purchase-request.received': (p) => void heard.push({ event: 'received', ...p }),
    'purchase-request.released': (p) => void heard.push({ event: 'released', ...p }),
  },
};

const committed = () =>
  runInApp(t.server.container, () => asTenant(w.org.tenant.id, () => t.server.container.ports.budgetCommitments.committed({ from: '2026-01-01', to: '2026-12-31' })));

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T08:00:00Z', modules: [...modules, listener] });
  w = await buildSuppliesWorld(t);
  [buyer, alice, bob, boss] = await Promise.all([w.buyer.api(), w.alice.api(), w.bob.api(), w.boss.api()]);
  vendorId = (await vendor(buyer, { name: 'Société Ivoirienne de Bureautique' })).id;
});
afterAll(() => t?.close());

describe('drafting a purchase request', () => {
  it('records a DRAFT of the caller with exact totals, numbered DA-YYYY-nnnnn', async () => {
    const res = await alice.post('/supplies/purchase-requests', requestBody(vendorId));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      reference: expect.stringMatching(/^DA-2026-\d{5}$/),
      status: 'DRAFT',
      requester: { id: w.alice.user.id, name: w.alice.name },
      vendor: { id: vendorId, name: 'Société Ivoirienne de Bureautique' },
      neededBy: '2026-06-01',
      accountCode: '6047',
      items: [
        { description: 'Ramettes A4', quantity: 3, unitPrice: '1850.50', total: '5551.50' },
        { description: 'Toner', quantity: 1, unitPrice: '48500.00', total: '48500.00' },
      ],
      total: '54051.50',
      currency: 'XOF',
      submittedAt: null,
      allowedActions: ['submit', 'cancel'],
    });
    const next = await drafted(alice, vendorId);
    expect(Number(next.reference.slice(-5))).toBe(Number(res.body.reference.slice(-5)) + 1);
  });

  it('refuses an inactive or unknown vendor (422), a past date, no item, a bad quantity or price (400), and writes nothing', async () => {
    const closed = await vendor(buyer, { name: 'Fermé' });
    await buyer.post(`/supplies/vendors/${closed.id}/deactivate`).expect(200);
    const before = (await alice.get('/supplies/purchase-requests/mine').expect(200)).body.total;
    const inactive = await alice.post('/supplies/purchase-requests', requestBody(closed.id));
    expect(inactive.status).toBe(422);
    expect(inactive.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'vendorId' }] });
    expect((await alice.post('/supplies/purchase-requests', requestBody('00000000-0000-4000-8000-000000000000'))).status).toBe(422);
    for (const extra of [
      { neededBy: '2026-05-03' },
      { items: [] },
      { items: [{ description: 'x', quantity: 1.5, unitPrice: '10' }] },
      { items: [{ description: 'x', quantity: 0, unitPrice: '10' }] },
      { items: [{ description: 'x', quantity: 1, unitPrice: '-5' }] },
      { items: [{ description: 'x', quantity: 1, unitPrice: 'abc' }] },
      { justification: ' ' },
    ]) {
      const res = await alice.post('/supplies/purchase-requests', requestBody(vendorId, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await alice.get('/supplies/purchase-requests/mine').expect(200)).body.total).toBe(before);
  });

  it('lets its requester edit a DRAFT only; others do not see it', async () => {
    const draft = await drafted(alice, vendorId);
    const edited = await alice.put(`/supplies/purchase-requests/${draft.id}`, requestBody(vendorId, { justification: 'Autre besoin', items: [{ description: 'Agrafeuse', quantity: 2, unitPrice: '7500' }] })).expect(200);
    expect(edited.body).toMatchObject({ justification: 'Autre besoin', total: '15000.00', items: [{ description: 'Agrafeuse', total: '15000.00' }] });
    expect((await bob.put(`/supplies/purchase-requests/${draft.id}`, requestBody(vendorId))).status).toBe(404);
    expect((await bob.get(`/supplies/purchase-requests/${draft.id}`)).status).toBe(404);
    expect((await (await w.outsider.api()).get(`/supplies/purchase-requests/${draft.id}`)).status).toBe(404);
    expect((await bob.post(`/supplies/purchase-requests/${draft.id}/submit`)).status).toBe(404);
    expect((await alice.get(`/supplies/purchase-requests/${draft.id}`).expect(200)).body.workflow).toBeNull();
    const outsiderCreates = await (await w.outsider.api()).post('/supplies/purchase-requests', requestBody(vendorId));
    expect(outsiderCreates.status).toBe(403);
  });
});

describe('the PURCHASE_REQUEST circuit', () => {
  it('starts on submission, refuses self-approval and strangers, shows in the pending approvals, and approves', async () => {
    const request = await submitted(alice, vendorId);
    expect(request.status).toBe('PENDING_APPROVAL');
    const detail = (await alice.get(`/supplies/purchase-requests/${request.id}`).expect(200)).body;
    expect(detail.allowedActions).toEqual(['cancel']);
    expect(detail.workflow).toMatchObject({ entityType: 'PURCHASE_REQUEST', status: 'PENDING', steps: [{ status: 'PENDING', approvers: [{ userId: w.boss.user.id }] }] });
    expect((await alice.put(`/supplies/purchase-requests/${request.id}`, requestBody(vendorId))).status).toBe(409);
    expect((await alice.post(`/supplies/purchase-requests/${request.id}/submit`)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'PENDING_APPROVAL' });

    const own = await alice.post(`/supplies/purchase-requests/${request.id}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('SELF_APPROVAL');
    expect((await bob.post(`/supplies/purchase-requests/${request.id}/approve`, {})).body.code).toBe('PERMISSION_DENIED');
    expect((await buyer.post(`/supplies/purchase-requests/${request.id}/order`, {})).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'PENDING_APPROVAL' });

    const pending = (await boss.get('/dashboard/pending-approvals?entityType=PURCHASE_REQUEST').expect(200)).body;
    const item = pending.items.find((i: { entityId: string }) => i.entityId === request.id);
    expect(item).toMatchObject({ entityType: 'PURCHASE_REQUEST', canAct: true, links: { approve: { path: `/supplies/purchase-requests/${request.id}/approve` } } });
    expect(item.summary).toContain(request.reference);
    // The approver reads what they decide on.
    await boss.get(`/supplies/purchase-requests/${request.id}`).expect(200);

    const approved = await boss.post(`/supplies/purchase-requests/${request.id}/approve`, { comment: 'Accordé' }).expect(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedBy: { id: w.boss.user.id }, decisionComment: 'Accordé', decidedAt: '2026-05-04T08:00:00.000Z' });
    expect((await boss.post(`/supplies/purchase-requests/${request.id}/approve`, {})).status).toBe(409);
    const after = (await boss.get('/dashboard/pending-approvals?entityType=PURCHASE_REQUEST').expect(200)).body;
    expect(after.items.map((i: { entityId: string }) => i.entityId)).not.toContain(request.id);
    const timeline = (await alice.get(`/supplies/purchase-requests/${request.id}`).expect(200)).body.workflow;
    expect(timeline).toMatchObject({ status: 'APPROVED', steps: [{ status: 'APPROVED', actedBy: { userId: w.boss.user.id }, comment: 'Accordé' }] });
  });

  it('marks an approved request ORDERED then RECEIVED (supplies.manage only), committed in between', async () => {
    const request = await submitted(bob, vendorId, { accountCode: '6068', items: [{ description: 'Bonbonnes', quantity: 20, unitPrice: '2500' }] });
    await boss.post(`/supplies/purchase-requests/${request.id}/approve`, {}).expect(200);
    const commitment = async () => (await committed()).find((c) => c.accountCode === '6068');
    expect(await commitment()).toEqual({ accountCode: '6068', amountCents: 5_000_000 });
    expect((await bob.post(`/supplies/purchase-requests/${request.id}/order`, {})).status).toBe(403);
    expect((await buyer.post(`/supplies/purchase-requests/${request.id}/receive`, {})).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'APPROVED' });
    const ordered = await buyer.post(`/supplies/purchase-requests/${request.id}/order`, { note: 'BC-0042' }).expect(200);
    expect(ordered.body).toMatchObject({ status: 'ORDERED', orderedBy: { id: w.buyer.user.id }, orderNote: 'BC-0042', allowedActions: ['receive'] });
    expect(await commitment()).toEqual({ accountCode: '6068', amountCents: 5_000_000 });
    expect((await bob.post(`/supplies/purchase-requests/${request.id}/cancel`)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'ORDERED' });
    const received = await buyer.post(`/supplies/purchase-requests/${request.id}/receive`, {}).expect(200);
    expect(received.body).toMatchObject({ status: 'RECEIVED', receivedBy: { id: w.buyer.user.id }, allowedActions: [] });
    expect(await commitment()).toBeUndefined();
    const base = { purchaseRequestId: request.id, reference: request.reference, amountCents: 5_000_000, currency: 'XOF', accountCode: '6068', date: '2026-05-04' };
    expect(heard.filter((h) => h.purchaseRequestId === request.id)).toEqual([
      { event: 'approved', ...base },
      { event: 'ordered', ...base },
      { event: 'received', ...base },
    ]);
    for (const action of ['order', 'receive']) expect((await buyer.post(`/supplies/purchase-requests/${request.id}/${action}`, {})).status).toBe(409);
    const history = (await buyer.get(`/audit/PURCHASE_REQUEST/${request.id}?pageSize=50`).expect(200)).body.items.map((e: { action: string }) => e.action);
    expect(history.filter((a: string) => a === 'STATE_CHANGE').length).toBeGreaterThanOrEqual(4);
  });

  it('rejects with a comment; REJECTED is final', async () => {
    const request = await submitted(alice, vendorId);
    const rejected = await boss.post(`/supplies/purchase-requests/${request.id}/reject`, { comment: 'Budget épuisé' }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', decisionComment: 'Budget épuisé', allowedActions: [] });
    expect((await buyer.post(`/supplies/purchase-requests/${request.id}/order`, {})).status).toBe(409);
    expect((await alice.post(`/supplies/purchase-requests/${request.id}/cancel`)).status).toBe(409);
    expect((await alice.post(`/supplies/purchase-requests/${request.id}/submit`)).status).toBe(409);
  });

  it('cancels a draft, a pending request (its circuit stops) or an approved one (its commitment is released)', async () => {
    const draft = await drafted(alice, vendorId);
    expect((await alice.post(`/supplies/purchase-requests/${draft.id}/cancel`).expect(200)).body.status).toBe('CANCELLED');
    expect((await alice.post(`/supplies/purchase-requests/${draft.id}/submit`)).status).toBe(409);

    const pending = await submitted(alice, vendorId);
    expect((await bob.post(`/supplies/purchase-requests/${pending.id}/cancel`)).status).toBe(404);
    await alice.post(`/supplies/purchase-requests/${pending.id}/cancel`).expect(200);
    expect((await alice.get(`/supplies/purchase-requests/${pending.id}`).expect(200)).body.workflow.status).toBe('CANCELLED');
    expect((await boss.post(`/supplies/purchase-requests/${pending.id}/approve`, {})).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });
    const inbox = (await boss.get('/dashboard/pending-approvals?entityType=PURCHASE_REQUEST').expect(200)).body;
    expect(inbox.items.map((i: { entityId: string }) => i.entityId)).not.toContain(pending.id);

    const approved = await submitted(alice, vendorId, { accountCode: '6064' });
    await boss.post(`/supplies/purchase-requests/${approved.id}/approve`, {}).expect(200);
    expect((await committed()).find((c) => c.accountCode === '6064')).toBeDefined();
    await alice.post(`/supplies/purchase-requests/${approved.id}/cancel`).expect(200);
    expect((await committed()).find((c) => c.accountCode === '6064')).toBeUndefined();
    expect(heard.filter((h) => h.purchaseRequestId === approved.id).map((h) => h.event)).toEqual(['approved', 'released']);
  });

  it('refuses to submit once the vendor was deactivated', async () => {
    const v = await vendor(buyer, { name: 'Bientôt fermé' });
    const draft = await drafted(alice, v.id);
    await buyer.post(`/supplies/vendors/${v.id}/deactivate`).expect(200);
    const res = await alice.post(`/supplies/purchase-requests/${draft.id}/submit`);
    expect(res.status).toBe(422);
    expect((await alice.get(`/supplies/purchase-requests/${draft.id}`).expect(200)).body.status).toBe('DRAFT');
  });

  it('refuses to submit a draft whose needed-by date has passed meanwhile (422), and keeps it a draft', async () => {
    const draft = await drafted(alice, vendorId, { neededBy: '2026-05-05' });
    t.clock.set(new Date('2026-05-06T08:00:00Z'));
    try {
      const late = await (await w.alice.api()).post(`/supplies/purchase-requests/${draft.id}/submit`);
      expect(late.status).toBe(422);
      expect(late.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'neededBy' }] });
    } finally {
      t.clock.set(new Date('2026-05-04T08:00:00Z'));
    }
    expect((await alice.get(`/supplies/purchase-requests/${draft.id}`).expect(200)).body.status).toBe('DRAFT');
  });

  it('lets exactly one of 20 concurrent orders of one request win', async () => {
    const request = await submitted(bob, vendorId);
    await boss.post(`/supplies/purchase-requests/${request.id}/approve`, {}).expect(200);
    const results = await Promise.all(Array.from({ length: 20 }, () => buyer.post(`/supplies/purchase-requests/${request.id}/order`, {})));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });
});

describe('the lists', () => {
  it('gives the requester their own requests and supplies.manage every request, filtered', async () => {
    const mine = (await bob.get('/supplies/purchase-requests/mine?pageSize=100').expect(200)).body;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((r: { requester: { id: string } }) => r.requester.id === w.bob.user.id)).toBe(true);
    const toProcess = (await buyer.get('/supplies/purchase-requests?status=APPROVED,ORDERED&pageSize=100').expect(200)).body;
    expect(toProcess.items.every((r: { status: string }) => ['APPROVED', 'ORDERED'].includes(r.status))).toBe(true);
    expect(toProcess.items.length).toBeGreaterThan(0);
    const all = (await buyer.get('/supplies/purchase-requests?pageSize=100').expect(200)).body;
    expect(all.total).toBeGreaterThan(mine.total);
    const one = all.items[0];
    expect((await buyer.get(`/supplies/purchase-requests?q=${one.reference.toLowerCase()}`).expect(200)).body.items.map((r: { id: string }) => r.id)).toEqual([one.id]);
    expect((await alice.get('/supplies/purchase-requests')).status).toBe(403);
    expect((await buyer.get('/supplies/purchase-requests?status=NOPE')).status).toBe(400);
  });
});
