import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../platform/db/transaction';
import { newContext, runWithContext } from '../../../platform/tenancy/context';
import { act, cancelWorkflow, currentStep, presentInstance, startWorkflow, type WorkflowCompletion, type WorkflowInstance } from '../../../platform/workflow';
import type { ModuleDefinition } from '../../../platform/modules';
import { modules } from '../../index';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { HR_ROLE, buildOrg, defineWorkflow, step, type Org, type Person } from './world';

let t: TestServer;
let org: Org;
let mails: MailMessage[];
let ceo: Person;
let director: Person;
let manager: Person;
let clerk: Person;
let hr: Person;

const outcomes: Array<{ entityId: string; outcome: string; comment?: string | null; actorId?: string | null }> = [];
async function recordOutcome({ instance, decision, comment, actorId }: WorkflowCompletion) {
  outcomes.push({ entityId: instance.entityId, outcome: decision, comment, actorId });
}

/** The supplies module handles PURCHASE_REQUEST itself: the probe below stands in for it. */
const withoutPurchases = modules.filter((m) => m.id !== 'supplies');

/** A module that reacts to purchase requests, as the supplies module does. */
const purchases: ModuleDefinition = {
  id: 'purchases-probe',
  contributes: {
    workflow: [
      {
        entityType: 'PURCHASE_REQUEST',
        onComplete: recordOutcome,
        links: (i) => ({ approve: { method: 'POST', path: `/probe/${i.entityId}/approve` }, reject: { method: 'POST', path: `/probe/${i.entityId}/reject` } }),
      },
    ],
  },
};

/** Runs engine calls as a user of the org, in one transaction, like a request would. */
function asUser<T>(person: Person | null, fn: () => Promise<T>): Promise<T> {
  const ctx = newContext({ realm: 'tenant', tenantId: org.tenant.id, userId: person?.user.id ?? null, employeeId: person?.employeeId ?? null, now: t.clock.now, app: t.server.container });
  return runWithContext(ctx, () => inTransaction(t.server.sequelize, fn));
}

const entity = () => crypto.randomUUID();

beforeAll(async () => {
  t = await createTestServer({ now: '2026-04-06T08:00:00Z', modules: [...withoutPurchases, purchases] });
  mails = captureMail(t);
  org = await buildOrg(t);
  ceo = org.admin;
  director = await org.hire({ firstName: 'Mariam', roles: ['MANAGER'], manager: ceo });
  manager = await org.hire({ firstName: 'Koffi', roles: ['MANAGER'], manager: director });
  clerk = await org.hire({ firstName: 'Paul', manager });
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: ceo });
});
afterAll(() => t?.close());

describe('the engine API', () => {
  it('answers null when the tenant has no circuit for the entity type', async () => {
    expect(await asUser(clerk, () => startWorkflow({ entityType: 'OBJECTIVE', entityId: entity(), requesterUserId: clerk.user.id, requesterEmployeeId: clerk.employeeId, summary: 'Objectif' }))).toBeNull();
  });

  it("runs notify-only steps at once, goes up to the manager's manager, and calls the module back", async () => {
    await defineWorkflow(org, 'PURCHASE_REQUEST', [
      step('Information RH', { type: 'ROLE', roleId: HR_ROLE }, { kind: 'NOTIFY' }),
      step('Manager', { type: 'MANAGER' }),
      step('Directeur', { type: 'MANAGERS_MANAGER' }),
    ]);
    const id = entity();
    mails.length = 0;
    const started = await asUser(clerk, () => startWorkflow({ entityType: 'PURCHASE_REQUEST', entityId: id, requesterUserId: clerk.user.id, requesterEmployeeId: clerk.employeeId, summary: 'Achat de deux écrans' }));
    const view = await asUser(clerk, () => presentInstance(started as WorkflowInstance));
    expect(view.steps.map((s) => s.status)).toEqual(['NOTIFIED', 'PENDING', null]);
    expect(view.steps[0].approvers.map((a) => a.userId)).toEqual([hr.user.id]);
    expect(mails.map((m) => m.subject)).toEqual(['Pour information : Achat de deux écrans', 'À approuver : Achat de deux écrans']);

    const current = await asUser(clerk, () => currentStep({ entityType: 'PURCHASE_REQUEST', entityId: id }));
    expect(current?.assignees?.map((a) => a.userId)).toEqual([manager.user.id]);
    await asUser(manager, () => act({ entityType: 'PURCHASE_REQUEST', entityId: id }, { action: 'APPROVE' }));
    const next = await asUser(clerk, () => currentStep({ entityType: 'PURCHASE_REQUEST', entityId: id }));
    expect(next?.assignees?.map((a) => a.userId)).toEqual([director.user.id]);
    expect(outcomes.filter((o) => o.entityId === id)).toEqual([]);
    await asUser(director, () => act({ entityType: 'PURCHASE_REQUEST', entityId: id }, { action: 'APPROVE', comment: 'OK' }));
    // The handler gets the whole outcome: the decision, the last approver and their comment.
    expect(outcomes.filter((o) => o.entityId === id)).toEqual([{ entityId: id, outcome: 'APPROVED', comment: 'OK', actorId: director.user.id }]);
    expect(await asUser(clerk, () => currentStep({ entityType: 'PURCHASE_REQUEST', entityId: id }))).toBeNull();
    // A second request on the same record may start once the first is over, not while it runs.
    await asUser(clerk, () => startWorkflow({ entityType: 'PURCHASE_REQUEST', entityId: id, requesterUserId: clerk.user.id, requesterEmployeeId: clerk.employeeId, summary: 'Encore' }));
    await expect(asUser(clerk, () => startWorkflow({ entityType: 'PURCHASE_REQUEST', entityId: id, requesterUserId: clerk.user.id, requesterEmployeeId: clerk.employeeId, summary: 'Encore' }))).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    await asUser(clerk, () => cancelWorkflow({ entityType: 'PURCHASE_REQUEST', entityId: id }, 'Plus besoin'));
  });

  it('skips a step with nobody to ask, and sends a step with only the requester to the administrators', async () => {
    // The director's manager is the CEO, who has no manager: MANAGERS_MANAGER falls back to the administrators.
    const id = entity();
    await asUser(director, () => startWorkflow({ entityType: 'PURCHASE_REQUEST', entityId: id, requesterUserId: director.user.id, requesterEmployeeId: director.employeeId, summary: 'Voiture de service' }));
    const first = await asUser(director, () => currentStep({ entityType: 'PURCHASE_REQUEST', entityId: id }));
    expect(first?.assignees?.map((a) => [a.userId, a.source])).toEqual([[ceo.user.id, 'DEFINITION']]);
    await asUser(ceo, () => act({ entityType: 'PURCHASE_REQUEST', entityId: id }, { action: 'APPROVE' }));
    const second = await asUser(director, () => currentStep({ entityType: 'PURCHASE_REQUEST', entityId: id }));
    expect(second?.assignees?.map((a) => [a.userId, a.source])).toEqual([[ceo.user.id, 'FALLBACK']]);
    await asUser(ceo, () => act({ entityType: 'PURCHASE_REQUEST', entityId: id }, { action: 'APPROVE' }));
    expect(outcomes.filter((o) => o.entityId === id)).toEqual([{ entityId: id, outcome: 'APPROVED', comment: null, actorId: ceo.user.id }]);

    // The CEO (the only administrator) asks: nobody but the CEO could decide either step, so both are skipped.
    await defineWorkflow(org, 'OBJECTIVE', [step('Manager', { type: 'MANAGER' }), step('Validation', { type: 'USER', userId: ceo.user.id })]);
    const objective = entity();
    const started = await asUser(ceo, () => startWorkflow({ entityType: 'OBJECTIVE', entityId: objective, requesterUserId: ceo.user.id, requesterEmployeeId: ceo.employeeId, summary: 'Objectif annuel' }));
    const view = await asUser(ceo, () => presentInstance(started as WorkflowInstance));
    expect(view.status).toBe('APPROVED');
    expect(view.steps.map((s) => [s.status, s.skipReason])).toEqual([
      ['SKIPPED', 'NO_APPROVER'],
      ['SKIPPED', 'NO_APPROVER'],
    ]);

    // A clerk's request whose USER step names the clerk goes to the administrators instead.
    await defineWorkflow(org, 'OBJECTIVE', [step('Validation', { type: 'USER', userId: clerk.user.id })], { name: 'Autre circuit' });
    const own = entity();
    await asUser(clerk, () => startWorkflow({ entityType: 'OBJECTIVE', entityId: own, requesterUserId: clerk.user.id, requesterEmployeeId: clerk.employeeId, summary: 'Mon objectif' }));
    const fallback = await asUser(clerk, () => currentStep({ entityType: 'OBJECTIVE', entityId: own }));
    expect(fallback?.assignees?.map((a) => [a.userId, a.source])).toEqual([[ceo.user.id, 'FALLBACK']]);
  });

  it('refuses decisions on a cancelled request', async () => {
    const id = entity();
    await asUser(clerk, () => startWorkflow({ entityType: 'PURCHASE_REQUEST', entityId: id, requesterUserId: clerk.user.id, requesterEmployeeId: clerk.employeeId, summary: 'Chaise' }));
    const cancelled = await asUser(clerk, () => cancelWorkflow({ entityType: 'PURCHASE_REQUEST', entityId: id }));
    expect(cancelled.status).toBe('CANCELLED');
    const view = await asUser(clerk, () => presentInstance(cancelled));
    expect(view.steps.map((s) => [s.status, s.skipReason])).toEqual([
      ['NOTIFIED', null],
      ['SKIPPED', 'CANCELLED'],
      [null, null],
    ]);
    await expect(asUser(manager, () => act({ entityType: 'PURCHASE_REQUEST', entityId: id }, { action: 'APPROVE' }))).rejects.toMatchObject({ code: 'INVALID_STATE', extensions: { currentStatus: 'CANCELLED' } });
  });
});
