import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent } from '../../../platform/audit/model';
import { asTenant } from '../../../platform/tenancy/context';
import { buildAdmin, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';

/** The trail names people: the actor, and the users and employees an event's values point to. */
let t: TestServer;
let tenant: TestTenant;
let adminUser: TestUser;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T10:00:00Z' });
  ({ tenant, user: adminUser, api: admin } = await buildAdmin(t));
});
afterAll(() => t?.close());

describe('names in the audit trail', () => {
  it("gives the actor's name and the names behind the ids of the record and its changed values", async () => {
    const boss = await admin.post('/admin/employees', { firstName: 'Mariam', lastName: 'Bamba', hireDate: '2020-01-06' });
    expect(boss.status, JSON.stringify(boss.body)).toBe(201);
    const report = await admin.post('/admin/employees', { firstName: 'Yao', lastName: 'Kouadio', hireDate: '2024-02-01', managerId: boss.body.id });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const res = await admin.get(`/audit/EMPLOYEE/${report.body.id}`);
    expect(res.status).toBe(200);
    const [created] = res.body.items;
    expect(created.actor).toMatchObject({ type: 'USER', id: adminUser.id, name: 'Test User' });
    expect(created.references).toMatchObject({ [report.body.id]: 'Yao Kouadio', [boss.body.id]: 'Mariam Bamba', [adminUser.id]: 'Test User' });
  });

  it('answers an empty history for a record that exists without events, and 404 for an unknown one', async () => {
    const quiet = await admin.post('/admin/employees', { firstName: 'Awa', lastName: 'Sans-Histoire', hireDate: '2021-03-01' });
    expect(quiet.status).toBe(201);
    await asTenant(tenant.id, () => AuditEvent.destroy({ where: { entityId: quiet.body.id } }));
    const empty = await admin.get(`/audit/EMPLOYEE/${quiet.body.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ items: [], total: 0 });
    expect((await admin.get('/audit/EMPLOYEE/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the names of the entity types in the audit screen', () => {
  it('has a French and an English name for every auditable entity type', async () => {
    const res = await admin.get('/audit/entity-types?pageSize=200');
    expect(res.status).toBe(200);
    const types = (res.body.items as Array<{ entityType: string }>).map((x) => x.entityType);
    expect(types.length).toBeGreaterThan(30);
    for (const language of ['fr', 'en']) {
      const names = (await import(`../../../../renderer/src/i18n/${language}/audit.json`)).default.entityTypes as Record<string, string>;
      expect(types.filter((type) => !names[type]), `entity types without a ${language} name`).toEqual([]);
    }
  });
});
