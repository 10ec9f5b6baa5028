import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { HR_ROLE, buildOrg, defineWorkflow, step, type Org, type Person } from '../../approvals/tests/world';

let t: TestServer;
let org: Org;
let hr: Person;
let manager: Person;
let it1: Person;

const START = new Date('2026-06-01T08:00:00Z');

const templateBody = () => ({
  name: 'Intégration standard',
  description: 'Accueil au siège',
  steps: [
    { title: 'Dossier administratif', ownerType: 'ROLE', ownerRoleId: HR_ROLE, dueOffsetDays: -5 },
    { title: 'Poste de travail', ownerType: 'USER', ownerUserId: it1.user.id, dueOffsetDays: -1 },
    { title: 'Accueil', ownerType: 'MANAGER', dueOffsetDays: 0 },
    { title: 'Règlement intérieur', description: 'Lire et signer', ownerType: 'EMPLOYEE', dueOffsetDays: 2 },
  ],
});

beforeAll(async () => {
  t = await createTestServer({ now: START });
  captureMail(t);
  org = await buildOrg(t);
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  it1 = await org.hire({ firstName: 'Ibrahima', manager: org.admin });
});
afterAll(() => t?.close());

describe('onboarding templates', () => {
  it('creates, reads, replaces and deletes a template; owners must exist', async () => {
    const api = await hr.api();
    const created = await api.post('/hr/onboarding-templates', templateBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.steps.map((s: { ownerType: string }) => s.ownerType)).toEqual(['ROLE', 'USER', 'MANAGER', 'EMPLOYEE']);
    expect(created.body.steps[0]).toMatchObject({ ownerRoleName: 'HR_MANAGER', dueOffsetDays: -5 });
    expect(created.body.steps[1]).toMatchObject({ ownerUserId: it1.user.id, ownerUserName: it1.name });

    const unknown = await api.post('/hr/onboarding-templates', { ...templateBody(), steps: [{ title: 'X', ownerType: 'USER', ownerUserId: '00000000-0000-4000-8000-000000000000', dueOffsetDays: 0 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ path: 'steps.0.ownerUserId', message: 'Unknown or inactive user' }]);
    const missing = await api.post('/hr/onboarding-templates', { name: 'X', steps: [{ title: 'X', ownerType: 'ROLE', dueOffsetDays: 0 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'steps.0.ownerRoleId', message: 'Required for a ROLE owner' }]);

    const put = await api.put(`/hr/onboarding-templates/${created.body.id}`, { ...templateBody(), name: 'Intégration siège' });
    expect(put.body.name).toBe('Intégration siège');
    const list = await api.get('/hr/onboarding-templates?q=siège');
    expect(list.body).toMatchObject({ total: 1, items: [{ id: created.body.id }] });
    expect((await api.delete(`/hr/onboarding-templates/${created.body.id}`)).body).toEqual({ result: 'DELETED' });
    expect((await api.get(`/hr/onboarding-templates/${created.body.id}`)).status).toBe(404);
  });
});

describe('onboarding without an approval circuit', () => {
  it('starts IN_PROGRESS with owners resolved, and completes when the last step is done', async () => {
    const api = await hr.api();
    const template = (await api.post('/hr/onboarding-templates', templateBody())).body;
    const newcomer = await org.hire({ firstName: 'Adjoua', manager });
    const started = await api.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: template.id, startDate: '2026-06-15' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ status: 'IN_PROGRESS', startDate: '2026-06-15', progress: { done: 0, total: 4 }, workflow: null });
    const tasks = started.body.tasks as Array<{ id: string; dueDate: string; owner: { userId: string } | null; ownerType: string }>;
    expect(tasks.map((x) => x.dueDate)).toEqual(['2026-06-10', '2026-06-14', '2026-06-15', '2026-06-17']);
    expect(tasks.map((x) => x.owner?.userId ?? null)).toEqual([null, it1.user.id, manager.user.id, newcomer.user.id]);

    const dup = await api.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: template.id });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');

    // Each owner sees and completes their own step; someone else's is refused.
    const mine = (await (await manager.api()).get('/hr/onboardings/my-tasks')).body;
    expect(mine.map((x: { id: string }) => x.id)).toEqual([tasks[2].id]);
    const refused = await (await manager.api()).post(`/hr/onboardings/${started.body.id}/tasks/${tasks[1].id}/complete`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PERMISSION_DENIED');
    await (await it1.api()).post(`/hr/onboardings/${started.body.id}/tasks/${tasks[1].id}/complete`, { note: 'Portable remis' }).expect(200);
    await (await manager.api()).post(`/hr/onboardings/${started.body.id}/tasks/${tasks[2].id}/complete`, {}).expect(200);
    const twice = await (await manager.api()).post(`/hr/onboardings/${started.body.id}/tasks/${tasks[2].id}/complete`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'DONE' });
    // Any HR_MANAGER holder does the ROLE step; the new hire does their own.
    await (await hr.api()).post(`/hr/onboardings/${started.body.id}/tasks/${tasks[0].id}/complete`, {}).expect(200);
    const self = await (await newcomer.api()).get(`/hr/employees/${newcomer.employeeId}/onboarding`);
    expect(self.status).toBe(200);
    const done = await (await newcomer.api()).post(`/hr/onboardings/${started.body.id}/tasks/${tasks[3].id}/complete`, {});
    expect(done.body).toMatchObject({ status: 'COMPLETED', progress: { done: 4, total: 4 } });
    expect(done.body.tasks[1]).toMatchObject({ status: 'DONE', note: 'Portable remis', completedBy: { userId: it1.user.id } });

    const closed = await (await hr.api()).post(`/hr/onboardings/${started.body.id}/tasks/${tasks[0].id}/reopen`);
    expect(closed.status).toBe(409);
    expect(closed.body.currentStatus).toBe('COMPLETED');
    const outsider = await loginAs(t, await buildUser(t, { tenant: org.tenant }));
    expect((await outsider.get(`/hr/onboardings/${started.body.id}`)).status).toBe(403);
    expect((await outsider.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: template.id })).status).toBe(403);
  });

  it('refuses an inactive template, a departed employee, an unknown template', async () => {
    const api = await hr.api();
    const template = (await api.post('/hr/onboarding-templates', { ...templateBody(), active: false })).body;
    const newcomer = await org.hire({ firstName: 'Hervé', manager });
    const inactive = await api.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: template.id });
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors).toEqual([{ path: 'templateId', message: 'Inactive template' }]);
    const unknown = await api.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(422);
    await (await org.admin.api()).patch(`/admin/employees/${newcomer.employeeId}/lifecycle`, { status: 'TERMINATED' }).expect(200);
    const active = (await api.post('/hr/onboarding-templates', templateBody())).body;
    const gone = await api.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: active.id });
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'TERMINATED' });
    expect((await api.get(`/hr/employees/${newcomer.employeeId}/onboarding`)).status).toBe(404);
  });
});

describe('onboarding with an EMPLOYEE_ONBOARDING circuit', () => {
  it('waits for approval: steps are locked until approved; a rejection closes it', async () => {
    await defineWorkflow(org, 'EMPLOYEE_ONBOARDING', [step('Accord du manager', { type: 'MANAGER' })]);
    const api = await hr.api();
    const template = (await api.post('/hr/onboarding-templates', templateBody())).body;
    const first = await org.hire({ firstName: 'Seydou', manager });
    const pending = await api.post(`/hr/employees/${first.employeeId}/onboarding`, { templateId: template.id });
    expect(pending.body).toMatchObject({ status: 'PENDING_APPROVAL', workflow: { status: 'PENDING', entityType: 'EMPLOYEE_ONBOARDING' } });
    const locked = await (await hr.api()).post(`/hr/onboardings/${pending.body.id}/tasks/${pending.body.tasks[0].id}/complete`, {});
    expect(locked.status).toBe(409);
    expect(locked.body.currentStatus).toBe('PENDING_APPROVAL');
    const self = await (await hr.api()).post(`/hr/employees/${first.employeeId}/onboarding/approve`, {});
    expect(self.body.code).toBe('SELF_APPROVAL');
    const approved = await (await manager.api()).post(`/hr/employees/${first.employeeId}/onboarding/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'IN_PROGRESS', workflow: { status: 'APPROVED' } });

    const second = await org.hire({ firstName: 'Rokia', manager });
    await api.post(`/hr/employees/${second.employeeId}/onboarding`, { templateId: template.id }).expect(201);
    const rejected = await (await manager.api()).post(`/hr/employees/${second.employeeId}/onboarding/reject`, { comment: 'Poste gelé' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', workflow: { status: 'REJECTED' } });
    // A closed onboarding no longer blocks a new one.
    const restarted = await api.post(`/hr/employees/${second.employeeId}/onboarding`, { templateId: template.id });
    expect(restarted.status).toBe(201);
    const cancelled = await api.post(`/hr/onboardings/${restarted.body.id}/cancel`, { comment: 'Erreur' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', workflow: { status: 'CANCELLED' } });
    const list = (await api.get(`/hr/onboardings?employeeId=${second.employeeId}&sort=-startDate`)).body;
    expect(list.items.map((o: { status: string }) => o.status).sort()).toEqual(['CANCELLED', 'REJECTED']);
  });
});
