import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { HR_ROLE, buildOrg, defineWorkflow, step, type Org, type Person } from '../../approvals/tests/world';
import { at } from './world';
import { asSystem } from '../../../platform/tenancy/context';
import { Tenant } from '../../tenants/models/tenant';

/**
 * A circuit whose step names a role that holds neither resource.owner nor booking.manage (HR
 * managers): the step's approvers decide through the booking's own approve/reject links, and
 * nobody else does.
 */
let t: TestServer;
let org: Org;
let hr: Person;
let employee: Person;
let colleague: Person;
let car: string;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-09-30T08:00:00Z' });
  org = await buildOrg(t);
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  employee = await org.hire({ firstName: 'Aminata', roles: ['EMPLOYEE'], manager: org.admin });
  colleague = await org.hire({ firstName: 'Koffi', roles: ['EMPLOYEE'], manager: org.admin });
  const admin = await org.admin.api();
  const type = (
    await admin.post('/booking/resource-types', { name: 'Véhicule', requiresValidation: true }).expect(201)
  ).body.id;
  car = (
    await admin.post('/booking/resources', { name: 'Toyota Hilux', code: 'VEH-1', typeId: type }).expect(201)
  ).body.id;
  await defineWorkflow(org, 'RESOURCE_BOOKING', [step('RH', { type: 'ROLE', roleId: HR_ROLE })]);
});
afterAll(() => t?.close());

const book = async (day: string) => {
  const res = await (
    await employee.api()
  ).post('/booking/bookings', { resourceId: car, subject: 'Mission Korhogo', start: at(day, '08:00'), end: at(day, '17:00') });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('PENDING');
  return res.body.id as string;
};

describe('a RESOURCE_BOOKING step held by a role without booking permissions', () => {
  it('lets the HR manager approve, and refuses a colleague without changing anything', async () => {
    const id = await book('2026-10-05');
    const refused = await (await colleague.api()).post(`/booking/bookings/${id}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PERMISSION_DENIED');

    const res = await (await hr.api()).post(`/booking/bookings/${id}/approve`, { comment: 'Validé RH' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'APPROVED', decidedBy: { id: hr.user.id } });
  });

  it('lets the HR manager reject with a reason', async () => {
    const id = await book('2026-10-06');
    const res = await (await hr.api()).post(`/booking/bookings/${id}/reject`, { reason: 'Pas de budget mission' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'REJECTED', decisionComment: 'Pas de budget mission' });
  });

  it('still answers PERMISSION_DENIED to a caller without resource.owner or booking.manage once no circuit runs', async () => {
    const id = await book('2026-10-07');
    await (await hr.api()).post(`/booking/bookings/${id}/approve`).expect(200);
    const res = await (await colleague.api()).post(`/booking/bookings/${id}/reject`, { reason: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
    expect(res.body.requiredPermissions).toEqual(['resource.owner', 'booking.manage']);
  });

  it('answers MODULE_NOT_LICENSED to the step approver once the tenant no longer licenses booking, and changes nothing', async () => {
    const id = await book('2026-10-08');
    const tenantId = org.tenant.id;
    const modules = (await asSystem(() => Tenant.findByPk(tenantId)))!.licensedModules;
    await asSystem(() => Tenant.update({ licensedModules: modules.filter((m) => m !== 'BOOKING') }, { where: { id: tenantId } }));
    try {
      const res = await (await hr.api()).post(`/booking/bookings/${id}/approve`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('MODULE_NOT_LICENSED');
    } finally {
      await asSystem(() => Tenant.update({ licensedModules: modules }, { where: { id: tenantId } }));
    }
    const after = await (await hr.api()).get(`/booking/bookings/${id}`);
    expect(after.body.status).toBe('PENDING');
  });
});
