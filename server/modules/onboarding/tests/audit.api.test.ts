import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, defineWorkflow, isoDay, step, type Org, type Person } from '../../approvals/tests/world';

/**
 * The audit trail of the HR records beside the employee (templates, onboardings and their steps,
 * departures, approval circuits, requests and delegations, contract templates and amendments):
 * each change is recorded with its author, and read with the permission registered for its type.
 */
let t: TestServer;
let org: Org;
let hr: Person;
let manager: Person;
let hrApi: ApiClient;
let managerApi: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T09:00:00Z' });
  captureMail(t);
  org = await buildOrg(t);
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  hrApi = await hr.api();
  managerApi = await manager.api();
});
afterAll(() => t?.close());

interface AuditEvent {
  action: string;
  actor: { type: string; id: string | null };
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

/** The history of one record, oldest first, as `reader` sees it. */
async function history(reader: ApiClient, entityType: string, entityId: string): Promise<AuditEvent[]> {
  const res = await reader.get(`/audit/${entityType}/${entityId}?pageSize=200`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...(res.body.items as AuditEvent[])].reverse();
}

const actions = (events: AuditEvent[]) => events.map((e) => e.action);
const change = (event: AuditEvent | undefined, field: string) => event?.changes.find((c) => c.field === field);

async function refused(reader: ApiClient, entityType: string, entityId: string): Promise<void> {
  const res = await reader.get(`/audit/${entityType}/${entityId}`);
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('PERMISSION_DENIED');
}

describe('audit trail of onboarding and offboarding', () => {
  it('records templates, onboardings and their steps, readable with onboarding.manage', async () => {
    const template = (await hrApi.post('/hr/onboarding-templates', { name: 'Accueil', steps: [{ title: 'Badge', ownerType: 'MANAGER', dueOffsetDays: 0 }] }).expect(201)).body;
    await hrApi.put(`/hr/onboarding-templates/${template.id}`, { name: 'Accueil siège', steps: [{ title: 'Badge', ownerType: 'MANAGER', dueOffsetDays: 0 }] }).expect(200);
    const templateHistory = await history(hrApi, 'ONBOARDING_TEMPLATE', template.id);
    expect(actions(templateHistory)).toEqual(['CREATE', 'UPDATE']);
    expect(change(templateHistory[1], 'name')).toEqual({ field: 'name', before: 'Accueil', after: 'Accueil siège' });
    expect(templateHistory[0].actor).toMatchObject({ type: 'USER', id: hr.user.id });

    const newcomer = await org.hire({ firstName: 'Adjoua', manager });
    const onboarding = (await hrApi.post(`/hr/employees/${newcomer.employeeId}/onboarding`, { templateId: template.id }).expect(201)).body;
    await managerApi.post(`/hr/onboardings/${onboarding.id}/tasks/${onboarding.tasks[0].id}/complete`, { note: 'Badge remis' }).expect(200);
    const events = await history(hrApi, 'ONBOARDING', onboarding.id);
    // Started (no circuit: in progress at once), its step created, done by the manager, completed.
    expect(actions(events)).toEqual(['CREATE', 'TASK_CREATE', 'STATE_CHANGE', 'TASK_UPDATE', 'STATE_CHANGE']);
    expect(change(events[2], 'status')).toEqual({ field: 'status', before: 'PENDING_APPROVAL', after: 'IN_PROGRESS' });
    expect(change(events[3], 'status')).toEqual({ field: 'status', before: 'TODO', after: 'DONE' });
    expect(change(events[3], 'note')).toEqual({ field: 'note', before: null, after: 'Badge remis' });
    expect(events[3].actor.id).toBe(manager.user.id);
    expect(change(events[4], 'status')).toEqual({ field: 'status', before: 'IN_PROGRESS', after: 'COMPLETED' });
    await refused(managerApi, 'ONBOARDING', onboarding.id);
    await refused(managerApi, 'ONBOARDING_TEMPLATE', template.id);
  });

  it('records a departure and its approval request, readable with offboarding.manage and leave.manage', async () => {
    await defineWorkflow(org, 'EMPLOYEE_OFFBOARDING', [step('Manager', { type: 'MANAGER' })]);
    const leaving = await org.hire({ firstName: 'Yao', manager });
    const departure = (await hrApi.post(`/hr/employees/${leaving.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: isoDay(new Date('2026-06-30')) }).expect(201)).body;
    await managerApi.post(`/hr/employees/${leaving.employeeId}/offboarding/approve`, { comment: 'OK' }).expect(200);

    const events = await history(hrApi, 'OFFBOARDING', departure.id);
    // Created, linked to its approval request, approved.
    expect(actions(events)).toEqual(['CREATE', 'UPDATE', 'STATE_CHANGE']);
    expect(change(events[0], 'reason')).toEqual({ field: 'reason', before: null, after: 'RESIGNATION' });
    expect(change(events[1], 'workflowInstanceId')).toMatchObject({ before: null, after: departure.workflow.id });
    expect(change(events[2], 'status')).toEqual({ field: 'status', before: 'PENDING_APPROVAL', after: 'SCHEDULED' });
    expect(events[2].actor.id).toBe(manager.user.id);
    await refused(managerApi, 'OFFBOARDING', departure.id);

    const request = await history(hrApi, 'WORKFLOW_INSTANCE', departure.workflow.id);
    expect(actions(request)).toEqual(expect.arrayContaining(['CREATE', 'STEP_REACHED', 'STEP_UPDATE', 'STATE_CHANGE']));
    const decided = request.find((e) => e.action === 'STEP_UPDATE');
    expect(change(decided, 'status')).toEqual({ field: 'status', before: 'PENDING', after: 'APPROVED' });
    expect(decided?.actor.id).toBe(manager.user.id);
    expect(change(request.at(-1), 'status')).toEqual({ field: 'status', before: 'PENDING', after: 'APPROVED' });
    await refused(managerApi, 'WORKFLOW_INSTANCE', departure.workflow.id);
  });
});

describe('audit trail of the approval engine and contracts', () => {
  it('records circuits and delegations', async () => {
    const admin = await org.admin.api();
    const definitionId = await defineWorkflow(org, 'PURCHASE_REQUEST', [step('Manager', { type: 'MANAGER' })]);
    await admin.put(`/admin/workflows/${definitionId}`, { entityType: 'PURCHASE_REQUEST', name: 'Achats', steps: [step('Manager', { type: 'MANAGER' })] }).expect(200);
    const definition = await history(admin, 'WORKFLOW_DEFINITION', definitionId);
    expect(actions(definition)).toEqual(['CREATE', 'UPDATE']);
    expect(change(definition[1], 'name')).toMatchObject({ after: 'Achats' });
    await refused(hrApi, 'WORKFLOW_DEFINITION', definitionId);

    const delegation = (await managerApi.post('/approvals/delegations', { delegateUserId: hr.user.id, startsOn: '2026-05-04', endsOn: '2026-05-10' }).expect(201)).body;
    await managerApi.post(`/approvals/delegations/${delegation.id}/revoke`).expect(200);
    expect(actions(await history(hrApi, 'WORKFLOW_DELEGATION', delegation.id))).toEqual(['CREATE', 'STATE_CHANGE']);
  });

  it('records contract templates and amendments, readable with contract.read', async () => {
    const template = (await hrApi.post('/hr/contract-templates', { name: 'CDI maison', country: 'CI', contractType: 'CDI', body: '# CDI\n\n{{employee.fullName}}' }).expect(201)).body;
    await hrApi.delete(`/hr/contract-templates/${template.id}`).expect(200);
    expect(actions(await history(hrApi, 'CONTRACT_TEMPLATE', template.id))).toEqual(['CREATE', 'DELETE']);

    const employee = await org.hire({ firstName: 'Koffi' });
    const contract = (await hrApi.post('/hr/contracts', { employeeId: employee.employeeId, type: 'CDI', salary: '450000', startDate: '2026-01-05', body: '# Contrat\n\n{{employee.fullName}}' }).expect(201)).body;
    await hrApi.post(`/hr/contracts/${contract.id}/send`, { notifyEmployee: false }).expect(200);
    await hrApi.post(`/hr/contracts/${contract.id}/sign`).attach('file', Buffer.from('%PDF-1.4 signed'), 'signed.pdf').expect(200);
    await hrApi.post(`/hr/contracts/${contract.id}/activate`).expect(200);
    await hrApi.post(`/hr/contracts/${contract.id}/amendments`, { effectiveDate: '2026-05-01', reason: 'Hausse', changes: { salary: '500000' } }).expect(201);
    const events = await history(hrApi, 'CONTRACT', contract.id);
    expect(actions(events)).toEqual(['CREATE', 'STATE_CHANGE', 'STATE_CHANGE', 'STATE_CHANGE', 'AMENDMENT_CREATE']);
    expect(events.slice(1, 4).map((e) => change(e, 'status')?.after)).toEqual(['SENT', 'SIGNED', 'ACTIVE']);
    await refused(managerApi, 'CONTRACT', contract.id);
  });
});
