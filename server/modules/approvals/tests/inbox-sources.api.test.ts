import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, type Org, type Person } from './world';

/**
 * The unified inbox also lists what modules decide outside the engine: an expense claim waiting
 * for the employee's manager, and a booking of a resource without a circuit waiting for its
 * owner. Each item carries the module's approve/reject links; the count is the list's total.
 */
let t: TestServer;
let org: Org;
let manager: Person;
let employee: Person;

interface Item {
  instanceId: string | null;
  entityType: string;
  entityId: string;
  canAct: boolean;
  step: unknown;
  requester: { name: string } | null;
  links: { approve: { path: string }; reject: { path: string }; view?: string } | null;
}

beforeAll(async () => {
  t = await createTestServer({ now: '2026-09-01T08:00:00Z' });
  captureMail(t);
  org = await buildOrg(t);
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  employee = await org.hire({ firstName: 'Yao', roles: ['EMPLOYEE'], manager });
});
afterAll(() => t?.close());

describe('the approvals inbox beside the engine', () => {
  it('lists a claim and a booking awaiting the manager, counts them, and empties once they are decided', async () => {
    const admin = await org.admin.api();
    const staff = await employee.api();
    const claim = await staff
      .post('/accounting/expense-claims')
      .field('expenseDate', '2026-08-28')
      .field('description', 'Taxi Plateau – Cocody')
      .field('amount', '12500');
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    const type = await admin.post('/booking/resource-types', { name: 'Véhicule', requiresValidation: true });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const car = await admin.post('/booking/resources', { name: 'Toyota Hilux', code: 'VEH-1', typeId: type.body.id, ownerId: manager.user.id });
    expect(car.status, JSON.stringify(car.body)).toBe(201);
    const booking = await staff.post('/booking/bookings', { resourceId: car.body.id, subject: 'Mission Bouaké', start: '2026-09-10T08:00:00Z', end: '2026-09-10T17:00:00Z' });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    expect(booking.body.status).toBe('PENDING');

    const api = await manager.api();
    const inbox = await api.get('/approvals/inbox?sort=entityType');
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect(inbox.body.total).toBe(2);
    const items = inbox.body.items as Item[];
    expect(items.map((i) => [i.entityType, i.entityId, i.instanceId, i.canAct, i.step, i.requester?.name])).toEqual([
      ['EXPENSE_CLAIM', claim.body.id, null, true, null, employee.name],
      ['RESOURCE_BOOKING', booking.body.id, null, true, null, employee.name],
    ]);
    expect(items.map((i) => i.links?.approve.path)).toEqual([
      `/accounting/expense-claims/${claim.body.id}/approve`,
      `/booking/bookings/${booking.body.id}/approve`,
    ]);
    expect((await api.get('/approvals/inbox/count')).body).toEqual({ count: 2 });
    const claimsOnly = await api.get('/approvals/inbox?entityType=EXPENSE_CLAIM');
    expect(claimsOnly.body.items.map((i: Item) => i.entityId)).toEqual([claim.body.id]);

    // Nothing waits for the employee: their own claim and booking are not theirs to decide.
    expect((await (await employee.api()).get('/approvals/inbox')).body.total).toBe(0);

    for (const item of items) {
      const decided = await api.post(item.links!.approve.path, {});
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    }
    expect((await api.get('/approvals/inbox')).body.total).toBe(0);
    expect((await api.get('/approvals/inbox/count')).body).toEqual({ count: 0 });
  });

  it('rejects a claim through the inbox link with the comment the inbox sends as reason', async () => {
    const claim = await (await employee.api())
      .post('/accounting/expense-claims')
      .field('expenseDate', '2026-08-29')
      .field('description', 'Déjeuner client')
      .field('amount', '30000');
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    const api = await manager.api();
    const [item] = (await api.get('/approvals/inbox')).body.items as Item[];
    const rejected = await api.post(item.links!.reject.path, { comment: 'Sans justificatif', reason: 'Sans justificatif' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.status).toBe('REJECTED');
  });
});
