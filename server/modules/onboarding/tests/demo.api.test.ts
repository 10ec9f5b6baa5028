import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail } from '../../../test/mail';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

let t: TestServer;

beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
  captureMail(t);
});
afterAll(() => t?.close());

const login = (email: string) => demoClient(t, email);

describe('HR workflow demo data', () => {
  it('has circuits for leave and departures (manager then HR), and the purchases circuit its first request drew (manager)', async () => {
    const admin = await login('admin@demo.local');
    const circuits = (await admin.get('/admin/workflows')).body.items;
    expect(circuits.map((d: { entityType: string; steps: Array<{ approverType: string }> }) => [d.entityType, d.steps.map((s) => s.approverType)])).toEqual([
      ['EMPLOYEE_OFFBOARDING', ['MANAGER', 'ROLE']],
      ['LEAVE_REQUEST', ['MANAGER', 'ROLE']],
      ['PURCHASE_REQUEST', ['MANAGER']],
    ]);
  });

  it('has contracts in force (one amended), a CDD ending soon and an internship to sign', async () => {
    const hr = await login('hr@demo.local');
    const contracts = (await hr.get('/hr/contracts?pageSize=200')).body.items as Array<{ status: string; type: string }>;
    expect(contracts.filter((c) => c.status === 'ACTIVE').length).toBeGreaterThan(10);
    expect(contracts.filter((c) => c.status === 'AMENDED')).toHaveLength(1);
    expect(contracts.filter((c) => c.type === 'STAGE' && c.status === 'SENT')).toHaveLength(1);
    const alerts = (await hr.get('/hr/contracts/alerts')).body.items.map((a: { kind: string }) => a.kind);
    expect(alerts).toEqual(expect.arrayContaining(['CONTRACT_END', 'TRIAL_END']));
    const me = (await (await login('employee@demo.local')).get('/hr/me')).body;
    const mine = (await hr.get(`/hr/contracts?employeeId=${me.id}`)).body.items;
    expect(mine).toMatchObject([{ type: 'CDI', status: 'AMENDED', salary: '500000.00' }]);
    expect((await hr.get(`/hr/contracts/${mine[0].id}/pdf`)).headers['content-type']).toBe('application/pdf');
  });

  it('has an onboarding under way and a resignation waiting for manager@ in the inbox', async () => {
    const hr = await login('hr@demo.local');
    const onboardings = (await hr.get('/hr/onboardings')).body.items;
    expect(onboardings).toMatchObject([{ status: 'IN_PROGRESS', progress: { done: 1, total: 6 } }]);
    const manager = await login('manager@demo.local');
    // The inbox also holds the claims and bookings waiting for the manager: the departure is among them.
    const inbox = (await manager.get('/approvals/inbox')).body;
    const departures = inbox.items.filter((i: { entityType: string }) => i.entityType === 'EMPLOYEE_OFFBOARDING');
    expect(departures).toMatchObject([{ entityType: 'EMPLOYEE_OFFBOARDING', canAct: true, employee: { name: 'Christelle Aka' } }]);
    const approved = await manager.post(departures[0].links.approve.path, { comment: 'Vu' });
    expect(approved.status).toBe(200);
    expect(approved.body.workflow.steps.map((s: { status: string }) => s.status)).toEqual(['APPROVED', 'PENDING']);
    // Then HR decides.
    const hrInbox = (await hr.get('/approvals/inbox')).body.items.filter((i: { entityType: string }) => i.entityType === 'EMPLOYEE_OFFBOARDING');
    expect(hrInbox).toMatchObject([{ entityType: 'EMPLOYEE_OFFBOARDING', step: { order: 2 } }]);
  });
});
