import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { SHARED_TEMPLATE_IDS } from '../migrations/202611210911-shared-contract-templates';

let t: TestServer;
let admin: ApiClient;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestServer();
  ({ api: admin, tenant } = await buildAdmin(t));
});
afterAll(() => t?.close());

const body = { name: 'CDI cadre', country: 'CI', contractType: 'CDI', body: '# CDI cadre\n\nEntre {{company.name}} et {{employee.fullName}}, engagé(e) le {{contract.startDate}}.' };

describe('contract templates', () => {
  it('lists the shared French templates, filtered by country and type', async () => {
    const all = (await admin.get('/hr/contract-templates?shared=true&pageSize=50')).body;
    expect(all.items.map((x: { code: string }) => x.code).sort()).toEqual(['CI-CDD', 'CI-CDI', 'CI-CONSULTANT', 'CI-INTERIM', 'CI-STAGE', 'FR-CDD', 'FR-CDI', 'SN-CDD', 'SN-CDI']);
    const sn = (await admin.get('/hr/contract-templates?country=SN&type=CDD')).body;
    expect(sn.items).toHaveLength(1);
    expect(sn.items[0]).toMatchObject({ code: 'SN-CDD', shared: true, language: 'fr', contractType: 'CDD' });
    expect(sn.items[0].placeholders).toEqual(expect.arrayContaining(['employee.fullName', 'contract.salary', 'contract.endDate']));
    expect((await admin.get('/hr/contract-templates?country=XX')).status).toBe(400);
  });

  it('keeps shared templates read-only; a copy is the tenant’s own', async () => {
    const shared = SHARED_TEMPLATE_IDS['FR-CDI'];
    const put = await admin.put(`/hr/contract-templates/${shared}`, body);
    expect(put.status).toBe(422);
    expect((await admin.delete(`/hr/contract-templates/${shared}`)).status).toBe(422);
    const copy = await admin.post(`/hr/contract-templates/${shared}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'CDI — France (copie)', country: 'FR', shared: false, code: null });
    const edited = await admin.put(`/hr/contract-templates/${copy.body.id}`, { ...body, country: 'FR', name: 'CDI France maison' });
    expect(edited.body).toMatchObject({ name: 'CDI France maison', placeholders: ['company.name', 'employee.fullName', 'contract.startDate'] });
    expect((await admin.get('/hr/contract-templates?shared=false')).body.items.map((x: { id: string }) => x.id)).toEqual([copy.body.id]);
  });

  it('creates, deactivates when used and deletes when unused; refuses unknown placeholders', async () => {
    const unknown = await admin.post('/hr/contract-templates', { ...body, body: 'Salaire {{contract.salaire}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'body', message: 'Unknown placeholders: {{contract.salaire}}' }]);
    const created = await admin.post('/hr/contract-templates', body);
    expect(created.status).toBe(201);
    const unused = await admin.post('/hr/contract-templates', { ...body, name: 'Brouillon' });
    expect((await admin.delete(`/hr/contract-templates/${unused.body.id}`)).body).toEqual({ result: 'DELETED' });

    const employee = await admin.post('/admin/employees', { firstName: 'Ibrahim', lastName: 'Sanogo' });
    await admin.post('/hr/contracts', { employeeId: employee.body.id, templateId: created.body.id, type: 'CDI', salary: 650000, startDate: '2026-01-05' }).expect(201);
    expect((await admin.delete(`/hr/contract-templates/${created.body.id}`)).body).toEqual({ result: 'DEACTIVATED' });
    const inactive = await admin.post('/hr/contracts', { employeeId: employee.body.id, templateId: created.body.id, type: 'CDI', salary: 650000, startDate: '2026-01-05' });
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors).toEqual([{ path: 'templateId', message: 'This template is no longer active' }]);
  });

  it('reads with contract.read, writes with contract.manage', async () => {
    const reader = await loginAs(t, await buildUser(t, { tenant, permissions: ['contract.read'] }));
    expect((await reader.get('/hr/contract-templates')).status).toBe(200);
    const denied = await reader.post('/hr/contract-templates', body);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');
    expect((await reader.get('/hr/contracts/placeholders')).body.map((p: { key: string }) => p.key)).toContain('contract.trialPeriodEndDate');
  });
});
