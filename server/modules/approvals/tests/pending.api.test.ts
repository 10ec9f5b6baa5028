import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { HR_ROLE, buildOrg, defineWorkflow, step, type Org, type Person } from './world';

/**
 * /dashboard/pending-approvals gathers the requests of every module driven by the engine: here a
 * departure and an onboarding (HR) and a resource booking, all waiting for the HR managers.
 */
let t: TestServer;
let org: Org;
let hr: Person;
let manager: Person;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-09-01T08:00:00Z' });
  captureMail(t);
  org = await buildOrg(t);
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  for (const entityType of ['EMPLOYEE_OFFBOARDING', 'EMPLOYEE_ONBOARDING', 'RESOURCE_BOOKING']) {
    await defineWorkflow(org, entityType, [step('Validation RH', { type: 'ROLE', roleId: HR_ROLE })]);
  }
});
afterAll(() => t?.close());

interface Pending {
  entityType: string;
  entityId: string;
  canAct: boolean;
  step: { order: number; name: string };
  links: { approve: { method: string; path: string } | null };
}

describe('/dashboard/pending-approvals', () => {
  it('aggregates pending requests of every entity type, filters by type, and drops a decided one', async () => {
    const admin = await org.admin.api();
    const leaving = await org.hire({ firstName: 'Yao', manager });
    const departure = await admin.post(`/hr/employees/${leaving.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: '2026-10-31' });
    expect(departure.status, JSON.stringify(departure.body)).toBe(201);

    const newcomer = await org.hire({ firstName: 'Adjoua', manager });
    const template = await admin.post('/hr/onboarding-templates', { name: 'Accueil', steps: [{ title: 'Badge', ownerType: 'MANAGER', dueOffsetDays: 0 }] });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const onboarding = await admin.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: template.body.id, startDate: '2026-09-15' });
    expect(onboarding.status, JSON.stringify(onboarding.body)).toBe(201);

    const type = await admin.post('/booking/resource-types', { name: 'Véhicule', requiresValidation: true });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const car = await admin.post('/booking/resources', { name: 'Toyota Hilux', code: 'VEH-1', typeId: type.body.id });
    expect(car.status, JSON.stringify(car.body)).toBe(201);
    const booking = await (await manager.api()).post('/booking/bookings', { resourceId: car.body.id, subject: 'Mission Bouaké', start: '2026-09-10T08:00:00Z', end: '2026-09-10T17:00:00Z' });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);

    const api = await hr.api();
    const all = await api.get('/dashboard/pending-approvals?sort=entityType');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    const items = all.body.items as Pending[];
    expect(items.map((i) => [i.entityType, i.entityId, i.canAct, i.step.name])).toEqual([
      ['EMPLOYEE_OFFBOARDING', departure.body.id, true, 'Validation RH'],
      ['EMPLOYEE_ONBOARDING', onboarding.body.id, true, 'Validation RH'],
      ['RESOURCE_BOOKING', booking.body.id, true, 'Validation RH'],
    ]);
    expect(items.map((i) => i.links.approve?.path)).toEqual([
      `/hr/employees/${leaving.employeeId}/offboarding/approve`,
      `/hr/employees/${newcomer.employeeId}/onboarding/approve`,
      `/booking/bookings/${booking.body.id}/approve`,
    ]);

    const bookingsOnly = (await api.get('/dashboard/pending-approvals?entityType=RESOURCE_BOOKING')).body;
    expect(bookingsOnly.items.map((i: Pending) => i.entityId)).toEqual([booking.body.id]);
    const paged = (await api.get('/dashboard/pending-approvals?sort=entityType&page=2&pageSize=2')).body;
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.items.map((i: Pending) => i.entityType)).toEqual(['RESOURCE_BOOKING']);

    // Deciding the departure through the link the dashboard gave removes it from the list.
    const approved = await api.post(items[0].links.approve!.path, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = (await api.get('/dashboard/pending-approvals?sort=entityType')).body;
    expect(after.items.map((i: Pending) => i.entityType)).toEqual(['EMPLOYEE_ONBOARDING', 'RESOURCE_BOOKING']);
  });
});
