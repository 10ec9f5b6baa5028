import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { DAY, HR_ROLE, buildOrg, defineWorkflow, isoDay, step, type Org, type Person } from './world';

let t: TestServer;
let org: Org;
let hr: Person;
let manager: Person;
let colleague: Person;

const START = new Date('2026-09-07T08:00:00Z');

beforeAll(async () => {
  t = await createTestServer({ now: START });
  captureMail(t);
  org = await buildOrg(t);
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  colleague = await org.hire({ firstName: 'Didier', roles: ['MANAGER'], manager: org.admin });
});
afterAll(() => t?.close());

describe('/admin/workflows', () => {
  it('creates, lists, reads, replaces and deletes definitions; one default per entity type', async () => {
    const admin = await org.admin.api();
    const body = { entityType: 'LEAVE_REQUEST', name: 'Congés', steps: [step('Manager', { type: 'MANAGER' }, { timeoutHours: 72 }), step('RH', { type: 'ROLE', roleId: HR_ROLE })] };
    const first = await admin.post('/admin/workflows', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ isDefault: true, active: true, instanceCount: 0 });
    expect(first.body.steps).toEqual([
      { name: 'Manager', kind: 'APPROVAL', approverType: 'MANAGER', approverRoleId: null, approverRoleName: null, approverUserId: null, approverUserName: null, timeoutHours: 72, timeoutAction: 'SKIP' },
      { name: 'RH', kind: 'APPROVAL', approverType: 'ROLE', approverRoleId: HR_ROLE, approverRoleName: 'HR_MANAGER', approverUserId: null, approverUserName: null, timeoutHours: null, timeoutAction: null },
    ]);
    const second = await admin.post('/admin/workflows', { ...body, name: 'Congés longs', steps: [step('Direction', { type: 'USER', userId: org.admin.user.id })] });
    expect(second.body.steps[0].approverUserName).toBe('Awa Admin');
    const list = await admin.get('/admin/workflows?entityType=LEAVE_REQUEST&sort=name');
    expect(list.body.items.map((d: { name: string; isDefault: boolean }) => [d.name, d.isDefault])).toEqual([
      ['Congés', false],
      ['Congés longs', true],
    ]);
    const put = await admin.put(`/admin/workflows/${first.body.id}`, { ...body, name: 'Congés (standard)' });
    expect(put.body).toMatchObject({ name: 'Congés (standard)', isDefault: true });
    expect((await admin.get(`/admin/workflows/${second.body.id}`)).body.isDefault).toBe(false);
    expect((await admin.delete(`/admin/workflows/${second.body.id}`)).body).toEqual({ result: 'DELETED' });
    expect((await admin.get(`/admin/workflows/${second.body.id}`)).status).toBe(404);
    const roles = (await admin.get('/admin/workflows/roles')).body.map((r: { name: string }) => r.name);
    expect(roles).toEqual(expect.arrayContaining(['HR_MANAGER', 'MANAGER', 'ORG_ADMIN']));
  });

  it('refuses malformed steps, unknown approvers and callers without roles.manage or config.manage', async () => {
    const admin = await org.admin.api();
    const bad = await admin.post('/admin/workflows', { entityType: 'LEAVE_REQUEST', name: 'X', steps: [{ name: 'R', approverType: 'ROLE' }, { name: 'N', kind: 'NOTIFY', approverType: 'MANAGER', timeoutHours: 4 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'steps.0.approverRoleId', message: 'Required for a ROLE approver' },
      { path: 'steps.1.timeoutHours', message: 'A notify-only step has no timeout' },
    ]);
    const onlyNotify = await admin.post('/admin/workflows', { entityType: 'LEAVE_REQUEST', name: 'X', steps: [{ name: 'N', kind: 'NOTIFY', approverType: 'MANAGER' }] });
    expect(onlyNotify.status).toBe(400);
    expect((await admin.post('/admin/workflows', { entityType: 'TIMESHEET', name: 'X', steps: [step('M', { type: 'MANAGER' })] })).status).toBe(400);
    const unknown = await admin.post('/admin/workflows', { entityType: 'LEAVE_REQUEST', name: 'X', steps: [step('R', { type: 'ROLE', roleId: '00000000-0000-4000-8000-000000000000' }), step('U', { type: 'USER', userId: '00000000-0000-4000-8000-000000000001' })] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      { path: 'steps.0.approverRoleId', message: 'Unknown role' },
      { path: 'steps.1.approverUserId', message: 'Unknown or inactive user' },
    ]);
    const hrApi = await hr.api();
    const refused = await hrApi.post('/admin/workflows', { entityType: 'LEAVE_REQUEST', name: 'X', steps: [step('M', { type: 'MANAGER' })] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PERMISSION_DENIED');
    // leave.manage reads circuits (to pick one for a leave policy) but does not change them.
    expect((await hrApi.get('/admin/workflows')).status).toBe(200);
    const configurer = await loginAs(t, await buildUser(t, { tenant: org.tenant, permissions: ['config.manage'] }));
    expect((await configurer.post('/admin/workflows', { entityType: 'OBJECTIVE', name: 'Objectifs', steps: [step('M', { type: 'MANAGER' })] })).status).toBe(201);
  });

  it('archives instead of deleting a definition that requests used', async () => {
    const id = await defineWorkflow(org, 'EMPLOYEE_OFFBOARDING', [step('Manager', { type: 'MANAGER' })]);
    const leaving = await org.hire({ firstName: 'Yao', manager });
    await (await hr.api()).post(`/hr/employees/${leaving.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: isoDay(new Date(START.getTime() + 30 * DAY)) }).expect(201);
    const admin = await org.admin.api();
    expect((await admin.get(`/admin/workflows/${id}`)).body.instanceCount).toBe(1);
    expect((await admin.delete(`/admin/workflows/${id}`)).body).toEqual({ result: 'ARCHIVED' });
    expect((await admin.get(`/admin/workflows/${id}`)).body).toMatchObject({ active: false, isDefault: false });
    // The running request keeps its steps; a new departure has no circuit any more.
    const other = await org.hire({ firstName: 'Awa', manager });
    const direct = await (await hr.api()).post(`/hr/employees/${other.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: isoDay(new Date(START.getTime() + 30 * DAY)) });
    expect(direct.body).toMatchObject({ status: 'SCHEDULED', workflow: null });
    const pending = await (await manager.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {});
    expect(pending.body.status).toBe('SCHEDULED');
  });
});

describe('pending approvals and the inbox', () => {
  it('lists what waits for me, my team’s requests, or everything; only leave.manage sees the dashboard', async () => {
    await defineWorkflow(org, 'EMPLOYEE_OFFBOARDING', [step('Manager', { type: 'MANAGER' }), step('RH', { type: 'ROLE', roleId: HR_ROLE })], { name: 'Départs v2' });
    const mine = await org.hire({ firstName: 'Aminata', manager });
    const theirs = await org.hire({ firstName: 'Christelle', manager: colleague });
    const exit = isoDay(new Date(START.getTime() + 40 * DAY));
    await (await hr.api()).post(`/hr/employees/${mine.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: exit }).expect(201);
    await (await hr.api()).post(`/hr/employees/${theirs.employeeId}/offboarding`, { reason: 'DISMISSAL', exitDate: exit }).expect(201);

    const inbox = (await (await manager.api()).get('/approvals/inbox')).body;
    expect(inbox.items.map((i: { employee: { id: string } }) => i.employee.id)).toEqual([mine.employeeId]);
    expect(inbox.items[0]).toMatchObject({ canAct: true, stepCount: 2, step: { order: 1, name: 'Manager' }, requester: { userId: hr.user.id } });
    expect((await (await manager.api()).get('/approvals/inbox/count')).body).toEqual({ count: 1 });
    const refused = await (await manager.api()).get('/dashboard/pending-approvals');
    expect(refused.status).toBe(403);

    const hrApi = await hr.api();
    // HR requested both: nothing waits for their decision yet, but they oversee everything.
    expect((await hrApi.get('/dashboard/pending-approvals')).body.total).toBe(0);
    const all = (await hrApi.get('/dashboard/pending-approvals?scope=all&entityType=EMPLOYEE_OFFBOARDING&sort=startedAt')).body;
    expect(all.items.map((i: { employee: { id: string }; canAct: boolean }) => [i.employee.id, i.canAct])).toEqual([
      [mine.employeeId, false],
      [theirs.employeeId, false],
    ]);
    const adminTeam = (await (await org.admin.api()).get('/dashboard/pending-approvals?scope=team')).body;
    expect(adminTeam.items.map((i: { employee: { id: string } }) => i.employee.id).sort()).toEqual([mine.employeeId, theirs.employeeId].sort());
    expect((await hrApi.get('/dashboard/pending-approvals?scope=everyone')).status).toBe(400);

    // The request's detail is visible to those involved only.
    const instanceId = inbox.items[0].instanceId;
    expect((await (await manager.api()).get(`/approvals/instances/${instanceId}`)).status).toBe(200);
    expect((await (await colleague.api()).get(`/approvals/instances/${instanceId}`)).status).toBe(403);
    expect((await (await mine.api()).get(`/approvals/instances/${instanceId}`)).body.steps).toHaveLength(2);
  });
});

describe('/approvals/delegations', () => {
  it('creates, lists and revokes my delegations; refuses self-delegation, past periods and someone else’s', async () => {
    const api = await manager.api();
    const self = await api.post('/approvals/delegations', { delegateUserId: manager.user.id, startsOn: isoDay(START), endsOn: isoDay(START) });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual([{ path: 'delegateUserId', message: 'An approver cannot delegate to themself' }]);
    const past = await api.post('/approvals/delegations', { delegateUserId: colleague.user.id, startsOn: '2026-01-01', endsOn: '2026-01-31' });
    expect(past.status).toBe(422);
    const reversed = await api.post('/approvals/delegations', { delegateUserId: colleague.user.id, startsOn: '2026-10-10', endsOn: '2026-10-01' });
    expect(reversed.status).toBe(400);
    const forOther = await api.post('/approvals/delegations', { delegatorUserId: hr.user.id, delegateUserId: colleague.user.id, startsOn: isoDay(START), endsOn: isoDay(START) });
    expect(forOther.status).toBe(403);

    const created = await api.post('/approvals/delegations', { delegateUserId: colleague.user.id, startsOn: isoDay(START), endsOn: isoDay(new Date(START.getTime() + 5 * DAY)), entityTypes: ['LEAVE_REQUEST'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ delegator: { userId: manager.user.id }, delegate: { userId: colleague.user.id }, entityTypes: ['LEAVE_REQUEST'], inForce: true });
    expect((await (await colleague.api()).get('/approvals/delegations?inForce=true')).body.items.map((d: { id: string }) => d.id)).toEqual([created.body.id]);
    expect((await (await hr.api()).get(`/approvals/delegations/${created.body.id}`)).status).toBe(404);
    // A delegation limited to leave requests gives no power over departures.
    expect((await (await colleague.api()).get('/approvals/inbox')).body.items.filter((i: { onBehalfOf: unknown }) => i.onBehalfOf)).toEqual([]);
    expect((await (await colleague.api()).post(`/approvals/delegations/${created.body.id}/revoke`)).status).toBe(403);
    const revoked = await api.post(`/approvals/delegations/${created.body.id}/revoke`);
    expect(revoked.body).toMatchObject({ inForce: false });
    expect((await api.post(`/approvals/delegations/${created.body.id}/revoke`)).status).toBe(409);
    const admin = await org.admin.api();
    const forHr = await admin.post('/approvals/delegations', { delegatorUserId: hr.user.id, delegateUserId: colleague.user.id, startsOn: isoDay(START), endsOn: isoDay(START) });
    expect(forHr.status).toBe(201);
    expect((await admin.get('/approvals/delegations?all=true')).body.total).toBeGreaterThanOrEqual(2);
  });

  it('finds people for the pickers', async () => {
    const found = (await (await manager.api()).get('/people?q=fatou')).body;
    expect(found).toEqual([expect.objectContaining({ kind: 'user', id: hr.user.id, userId: hr.user.id, name: hr.name, email: hr.user.email })]);
  });
});
