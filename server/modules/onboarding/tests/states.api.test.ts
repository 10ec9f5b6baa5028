import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFBOARDING_STATUSES, ONBOARDING_STATUSES, type OffboardingStatus, type OnboardingStatus } from '../../../../shared/onboarding';
import { WORKFLOW_TIMEOUT_JOB } from '../../../platform/workflow';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { HOUR, HR_ROLE, buildOrg, defineWorkflow, isoDay, step, type Org, type Person } from '../../approvals/tests/world';
import { offboardingStates, onboardingStates, taskStates } from '../states';

/**
 * Every action on onboardings and departures tried from every status, through the API, with the
 * EMPLOYEE_ONBOARDING and EMPLOYEE_OFFBOARDING circuits of the tenant (the manager decides, 24 h,
 * then the request times out): the declared moves succeed, every other one answers 409
 * INVALID_STATE with the current status and changes nothing.
 */
let t: TestServer;
let org: Org;
let hr: Person;
let manager: Person;
let templateId: string;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-01T08:00:00Z' });
  captureMail(t);
  org = await buildOrg(t);
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  for (const entityType of ['EMPLOYEE_ONBOARDING', 'EMPLOYEE_OFFBOARDING']) {
    await defineWorkflow(org, entityType, [step('Accord du manager', { type: 'MANAGER' }, { timeoutHours: 24, timeoutAction: 'FAIL' })]);
  }
  const template = await (await hr.api()).post('/hr/onboarding-templates', {
    name: 'Intégration',
    steps: [
      { title: 'Dossier administratif', ownerType: 'ROLE', ownerRoleId: HR_ROLE, dueOffsetDays: -2 },
      { title: 'Poste de travail', ownerType: 'MANAGER', dueOffsetDays: 0 },
      { title: 'Règlement intérieur', ownerType: 'EMPLOYEE', dueOffsetDays: 3 },
    ],
  });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  templateId = template.body.id;
});
afterAll(() => t?.close());

/** Lets the pending request of a circuit time out (24 h) through the scheduled job. */
async function timeOut(): Promise<void> {
  t.clock.advance(25 * HOUR);
  await t.server.container.services.jobs.runNow(WORKFLOW_TIMEOUT_JOB, t.clock.now());
}

describe('onboarding lifecycle', () => {
  type Action = 'approve' | 'reject' | 'cancel' | 'completeStep' | 'reopenStep';
  const ACTIONS: Action[] = ['approve', 'reject', 'cancel', 'completeStep', 'reopenStep'];
  /** Allowed actions and the status they leave (a step action keeps the checklist IN_PROGRESS here). */
  const ALLOWED: Record<OnboardingStatus, Partial<Record<Action, OnboardingStatus>>> = {
    PENDING_APPROVAL: { approve: 'IN_PROGRESS', reject: 'REJECTED', cancel: 'CANCELLED' },
    IN_PROGRESS: { cancel: 'CANCELLED', completeStep: 'IN_PROGRESS', reopenStep: 'IN_PROGRESS' },
    COMPLETED: {},
    REJECTED: {},
    EXPIRED: {},
    CANCELLED: {},
  };

  it('declares the documented moves', () => {
    expect(onboardingStates).toEqual({
      PENDING_APPROVAL: { approve: 'IN_PROGRESS', reject: 'REJECTED', expire: 'EXPIRED', cancel: 'CANCELLED' },
      IN_PROGRESS: { complete: 'COMPLETED', cancel: 'CANCELLED' },
      COMPLETED: {},
      REJECTED: {},
      EXPIRED: {},
      CANCELLED: {},
    });
    expect(taskStates).toEqual({ TODO: { complete: 'DONE' }, DONE: { reopen: 'TODO' } });
  });

  interface Case {
    employee: Person;
    id: string;
  }

  const read = async (c: Case) => (await (await hr.api()).get(`/hr/onboardings/${c.id}`)).body;

  /** An onboarding brought to `status`; IN_PROGRESS has its first step done, COMPLETED all three. */
  async function onboardingIn(status: OnboardingStatus): Promise<Case> {
    const employee = await org.hire({ firstName: 'Adjoua', manager });
    const started = await (await hr.api()).post(`/hr/employees/${employee.employeeId}/onboarding`, { templateId });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const c = { employee, id: started.body.id as string };
    const tasks = started.body.tasks as Array<{ id: string }>;
    if (['IN_PROGRESS', 'COMPLETED'].includes(status)) await (await manager.api()).post(`/hr/employees/${employee.employeeId}/onboarding/approve`, {}).expect(200);
    if (status === 'IN_PROGRESS') await (await hr.api()).post(`/hr/onboardings/${c.id}/tasks/${tasks[0].id}/complete`, {}).expect(200);
    if (status === 'COMPLETED') for (const task of tasks) await (await hr.api()).post(`/hr/onboardings/${c.id}/tasks/${task.id}/complete`, {}).expect(200);
    if (status === 'REJECTED') await (await manager.api()).post(`/hr/employees/${employee.employeeId}/onboarding/reject`, { comment: 'Poste gelé' }).expect(200);
    if (status === 'EXPIRED') await timeOut();
    if (status === 'CANCELLED') await (await hr.api()).post(`/hr/onboardings/${c.id}/cancel`, {}).expect(200);
    expect((await read(c)).status).toBe(status);
    return c;
  }

  async function perform(c: Case, action: Action) {
    const tasks = (await read(c)).tasks as Array<{ id: string; status: string }>;
    switch (action) {
      case 'approve':
      case 'reject':
        return (await manager.api()).post(`/hr/employees/${c.employee.employeeId}/onboarding/${action}`, {});
      case 'cancel':
        return (await hr.api()).post(`/hr/onboardings/${c.id}/cancel`, { comment: 'Erreur' });
      case 'completeStep':
        return (await hr.api()).post(`/hr/onboardings/${c.id}/tasks/${(tasks.find((x) => x.status === 'TODO') ?? tasks[0]).id}/complete`, {});
      case 'reopenStep':
        return (await hr.api()).post(`/hr/onboardings/${c.id}/tasks/${(tasks.find((x) => x.status === 'DONE') ?? tasks[0]).id}/reopen`);
    }
  }

  for (const from of ONBOARDING_STATUSES) {
    for (const action of ACTIONS) {
      const next = ALLOWED[from][action];
      it(`${from} + ${action}: ${next ? `allowed → ${next}` : 'refused with 409 INVALID_STATE, nothing changed'}`, async () => {
        const c = await onboardingIn(from);
        const before = await read(c);
        const res = await perform(c, action);
        const after = await read(c);
        if (next) {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(after.status).toBe(next);
          const done = (body: { tasks: Array<{ status: string }> }) => body.tasks.filter((x) => x.status === 'DONE').length;
          if (action === 'completeStep') expect(done(after)).toBe(done(before) + 1);
          if (action === 'reopenStep') expect(done(after)).toBe(done(before) - 1);
        } else {
          expect(res.status, JSON.stringify(res.body)).toBe(409);
          expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: from });
          expect(after).toEqual(before);
        }
      });
    }
  }
});

describe('offboarding lifecycle', () => {
  type Action = 'approve' | 'reject' | 'cancel';
  const ACTIONS: Action[] = ['approve', 'reject', 'cancel'];
  const ALLOWED: Record<OffboardingStatus, Partial<Record<Action, OffboardingStatus>>> = {
    PENDING_APPROVAL: { approve: 'SCHEDULED', reject: 'REJECTED', cancel: 'CANCELLED' },
    SCHEDULED: { cancel: 'CANCELLED' },
    COMPLETED: {},
    REJECTED: {},
    EXPIRED: {},
    CANCELLED: {},
  };

  it('declares the documented moves', () => {
    expect(offboardingStates).toEqual({
      PENDING_APPROVAL: { approve: 'SCHEDULED', reject: 'REJECTED', expire: 'EXPIRED', cancel: 'CANCELLED' },
      SCHEDULED: { complete: 'COMPLETED', cancel: 'CANCELLED' },
      COMPLETED: {},
      REJECTED: {},
      EXPIRED: {},
      CANCELLED: {},
    });
  });

  const read = async (employee: Person) => (await (await hr.api()).get(`/hr/employees/${employee.employeeId}/offboarding`)).body;

  /** A departure brought to `status`; COMPLETED leaves today (carried out as soon as approved). */
  async function offboardingIn(status: OffboardingStatus): Promise<Person> {
    const employee = await org.hire({ firstName: 'Yao', manager });
    const exitDate = status === 'COMPLETED' ? isoDay(t.clock.now()) : '2027-01-31';
    await (await hr.api()).post(`/hr/employees/${employee.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate }).expect(201);
    if (['SCHEDULED', 'COMPLETED'].includes(status)) await (await manager.api()).post(`/hr/employees/${employee.employeeId}/offboarding/approve`, {}).expect(200);
    if (status === 'REJECTED') await (await manager.api()).post(`/hr/employees/${employee.employeeId}/offboarding/reject`, {}).expect(200);
    if (status === 'EXPIRED') await timeOut();
    if (status === 'CANCELLED') await (await hr.api()).post(`/hr/employees/${employee.employeeId}/offboarding/cancel`, {}).expect(200);
    expect((await read(employee)).status).toBe(status);
    return employee;
  }

  const perform = async (employee: Person, action: Action) =>
    ((await (action === 'cancel' ? hr : manager).api()).post(`/hr/employees/${employee.employeeId}/offboarding/${action}`, {}));

  const employeeStatus = async (employee: Person) => (await (await org.admin.api()).get(`/admin/employees/${employee.employeeId}`)).body.status;

  for (const from of OFFBOARDING_STATUSES) {
    for (const action of ACTIONS) {
      const next = ALLOWED[from][action];
      it(`${from} + ${action}: ${next ? `allowed → ${next}` : 'refused with 409 INVALID_STATE, nothing changed'}`, async () => {
        const employee = await offboardingIn(from);
        const before = await read(employee);
        const statusBefore = await employeeStatus(employee);
        const res = await perform(employee, action);
        const after = await read(employee);
        if (next) {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(after.status).toBe(next);
        } else {
          expect(res.status, JSON.stringify(res.body)).toBe(409);
          expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: from });
          expect(after).toEqual(before);
        }
        // Only a completed departure has terminated the employee.
        expect(await employeeStatus(employee)).toBe(from === 'COMPLETED' ? 'TERMINATED' : statusBefore);
        if (from !== 'COMPLETED') expect(statusBefore).toBe('ACTIVE');
      });
    }
  }
});
