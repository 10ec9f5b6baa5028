import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { WORKFLOW_TIMEOUT_JOB } from '../../../platform/workflow';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { APPLY_EXITS_JOB } from '../services/offboardings';
import { DAY, HOUR, HR_ROLE, buildOrg, defineWorkflow, isoDay, step, type Org, type Person } from '../../approvals/tests/world';

let t: TestServer;
let org: Org;
let mails: MailMessage[];
let ceo: Person;
let manager: Person;
let standIn: Person;
let hr: Person;
let hr2: Person;

const START = new Date('2026-03-02T08:00:00Z');

beforeAll(async () => {
  t = await createTestServer({ now: START });
  mails = captureMail(t);
  org = await buildOrg(t);
  ceo = org.admin;
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: ceo });
  standIn = await org.hire({ firstName: 'Didier', roles: ['MANAGER'], manager: ceo });
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: ceo });
  hr2 = await org.hire({ firstName: 'Prisca', roles: ['HR_MANAGER'], manager: hr });
  // Manager first (48 h, then the chain moves on), HR second (24 h, then the departure expires).
  await defineWorkflow(org, 'EMPLOYEE_OFFBOARDING', [
    step('Validation du manager', { type: 'MANAGER' }, { timeoutHours: 48, timeoutAction: 'SKIP' }),
    step('Validation RH', { type: 'ROLE', roleId: HR_ROLE }, { timeoutHours: 24, timeoutAction: 'FAIL' }),
  ]);
});
afterAll(() => t?.close());

async function initiate(employee: Person, exitInDays = 30) {
  const res = await (await hr.api()).post(`/hr/employees/${employee.employeeId}/offboarding`, { reason: 'RESIGNATION', comment: 'Lettre reçue', exitDate: isoDay(new Date(t.clock.now().getTime() + exitInDays * DAY)) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const offboardingOf = async (employee: Person) => (await (await hr.api()).get(`/hr/employees/${employee.employeeId}/offboarding`).expect(200)).body;
const sentTo = (m: MailMessage, email: string) => (Array.isArray(m.to) ? m.to.includes(email) : m.to === email);
const employeeStatus = async (employee: Person) => (await (await ceo.api()).get(`/admin/employees/${employee.employeeId}`).expect(200)).body.status;

describe('an approval chain of two steps with a delegated approver and timeouts', () => {
  it('a delegate approves step 1 for the manager, then step 2 times out and the departure expires', async () => {
    t.clock.set(START);
    const leaving = await org.hire({ firstName: 'Aminata', manager });
    const started = await initiate(leaving);
    expect(started.status).toBe('PENDING_APPROVAL');
    expect(started.workflow.status).toBe('PENDING');
    expect(started.workflow.steps.map((s: { status: string | null }) => s.status)).toEqual(['PENDING', null]);
    expect(started.workflow.steps[0].approvers.map((a: { userId: string }) => a.userId)).toEqual([manager.user.id]);
    expect(started.workflow.steps[0].dueAt).toBe(new Date(START.getTime() + 48 * HOUR).toISOString());
    expect(mails.some((m) => m.subject.startsWith('À approuver') && sentTo(m, manager.user.email))).toBe(true);

    // The manager is away: Didier stands in for a week.
    const delegation = await (await manager.api()).post('/approvals/delegations', { delegateUserId: standIn.user.id, startsOn: isoDay(START), endsOn: isoDay(new Date(START.getTime() + 7 * DAY)), reason: 'Congés' });
    expect(delegation.status, JSON.stringify(delegation.body)).toBe(201);
    const inbox = (await (await standIn.api()).get('/approvals/inbox').expect(200)).body;
    expect(inbox.total).toBe(1);
    expect(inbox.items[0]).toMatchObject({ entityType: 'EMPLOYEE_OFFBOARDING', entityId: started.id, canAct: true, onBehalfOf: { userId: manager.user.id } });
    expect(inbox.items[0].links.approve.path).toBe(`/hr/employees/${leaving.employeeId}/offboarding/approve`);

    t.clock.advance(2 * HOUR);
    const approved = await (await standIn.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, { comment: 'Vu avec Moussa' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [first, second] = approved.body.workflow.steps;
    expect(first).toMatchObject({ status: 'APPROVED', actedBy: { userId: standIn.user.id }, onBehalfOf: { userId: manager.user.id }, comment: 'Vu avec Moussa' });
    // The HR who initiated it is never asked: only the other HR manager (and not the requester).
    expect(second.status).toBe('PENDING');
    expect(second.approvers.map((a: { userId: string }) => a.userId)).toEqual([hr2.user.id]);
    expect(approved.body.status).toBe('PENDING_APPROVAL');

    // Nobody answers for 24 hours: the job fails the step and the request.
    t.clock.advance(23 * HOUR);
    await t.server.container.services.jobs.runNow(WORKFLOW_TIMEOUT_JOB, t.clock.now());
    expect((await offboardingOf(leaving)).status).toBe('PENDING_APPROVAL');
    t.clock.advance(1 * HOUR + 1);
    await t.server.container.services.jobs.runNow(WORKFLOW_TIMEOUT_JOB, t.clock.now());
    const expired = await offboardingOf(leaving);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.workflow.status).toBe('TIMED_OUT');
    expect(expired.workflow.steps.map((s: { status: string }) => s.status)).toEqual(['APPROVED', 'TIMED_OUT']);
    expect(await employeeStatus(leaving)).toBe('ACTIVE');
    expect((await (await hr2.api()).get('/approvals/inbox').expect(200)).body.total).toBe(0);
  });

  it('an unanswered manager step is skipped, HR approves, and the employee leaves on the exit date', async () => {
    t.clock.set(START);
    const leaving = await org.hire({ firstName: 'Christelle', manager });
    const started = await initiate(leaving, 10);
    t.clock.advance(48 * HOUR);
    await t.server.container.services.jobs.runNow(WORKFLOW_TIMEOUT_JOB, t.clock.now());
    const skipped = await offboardingOf(leaving);
    expect(skipped.workflow.steps.map((s: { status: string; skipReason: string | null }) => [s.status, s.skipReason])).toEqual([
      ['SKIPPED', 'TIMEOUT'],
      ['PENDING', null],
    ]);
    // The manager can no longer decide the skipped step.
    const late = await (await manager.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {});
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('PERMISSION_DENIED');

    const approved = await (await hr2.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'SCHEDULED', workflow: { status: 'APPROVED' } });
    expect(await employeeStatus(leaving)).toBe('ACTIVE');

    // The day before the exit nothing happens; on the exit date the employee is terminated.
    t.clock.set(new Date(Date.parse(`${started.exitDate}T00:30:00Z`) - DAY));
    await t.server.container.services.jobs.runNow(APPLY_EXITS_JOB, t.clock.now());
    expect(await employeeStatus(leaving)).toBe('ACTIVE');
    t.clock.set(`${started.exitDate}T00:30:00Z`);
    await t.server.container.services.jobs.runNow(APPLY_EXITS_JOB, t.clock.now());
    expect((await offboardingOf(leaving)).status).toBe('COMPLETED');
    const employee = (await (await ceo.api()).get(`/admin/employees/${leaving.employeeId}`).expect(200)).body;
    expect(employee).toMatchObject({ status: 'TERMINATED', terminationDate: started.exitDate });
  });
});

describe('refusals', () => {
  it('refuses self-approval, outsiders and decisions on a finished request, changing nothing', async () => {
    t.clock.set(START);
    const leaving = await org.hire({ firstName: 'Koffi', manager });
    await initiate(leaving);
    const outsider = await org.hire({ firstName: 'Seydou', roles: ['MANAGER'], manager: ceo });

    for (const who of [hr, leaving]) {
      const res = await (await who.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {});
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SELF_APPROVAL');
      const rej = await (await who.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/reject`, {});
      expect(rej.body.code).toBe('SELF_APPROVAL');
    }
    const denied = await (await outsider.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {});
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');
    const unchanged = await offboardingOf(leaving);
    expect(unchanged.workflow.steps.map((s: { status: string | null }) => s.status)).toEqual(['PENDING', null]);

    const rejected = await (await manager.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/reject`, { comment: 'Contre-proposition en cours' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', workflow: { status: 'REJECTED' } });
    expect(rejected.body.workflow.steps[0]).toMatchObject({ status: 'REJECTED', comment: 'Contre-proposition en cours' });
    expect(mails.some((m) => m.subject.startsWith('Demande refusée') && sentTo(m, hr.user.email))).toBe(true);

    const again = await (await manager.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'REJECTED' });
    expect(await employeeStatus(leaving)).toBe('ACTIVE');
  });

  it('hands one step to another user, who alone may then decide it; never to the requester', async () => {
    t.clock.set(START);
    const leaving = await org.hire({ firstName: 'Rokia', manager });
    await initiate(leaving);
    const toRequester = await (await manager.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/delegate/${hr.user.id}`, {});
    expect(toRequester.status).toBe(422);
    expect(toRequester.body.code).toBe('BUSINESS_RULE');
    const outsider = await org.hire({ firstName: 'Yao', roles: ['MANAGER'], manager: ceo });
    const byOutsider = await (await outsider.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/delegate/${outsider.user.id}`, {});
    expect(byOutsider.status).toBe(403);
    expect(byOutsider.body.code).toBe('PERMISSION_DENIED');

    const handed = await (await manager.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/delegate/${ceo.user.id}`, { comment: 'Je suis en déplacement' });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.workflow.steps[0]).toMatchObject({ delegatedBy: { userId: manager.user.id }, approvers: [{ userId: ceo.user.id, source: 'STEP_DELEGATION' }] });
    expect((await (await manager.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {})).status).toBe(403);
    const ok = await (await ceo.api()).post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, {});
    expect(ok.status).toBe(200);
    expect(ok.body.workflow.steps[0]).toMatchObject({ status: 'APPROVED', actedBy: { userId: ceo.user.id }, onBehalfOf: null });
  });
});
