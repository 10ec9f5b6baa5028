import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, defineWorkflow, ok, step, type Org, type Person } from './world';

let t: TestServer;
let org: Org;
let manager: Person;
let employee: Person;
let outsider: Person;
let companyId: string;
let teamId: string;
let individualId: string;

interface ObjectiveJson {
  id: string;
  status: string;
  progress: number;
  kpis: Array<{ id: string }>;
  milestones: Array<{ id: string; done: boolean }>;
  history: Array<{ action: string; fromStatus: string | null; toStatus: string; comment: string | null; by: { id: string } | null }>;
  allowedActions: string[];
  workflowInstanceId: string | null;
}

beforeAll(async () => {
  t = await createTestServer({ now: '2026-02-02T08:00:00Z' });
  org = await buildOrg(t);
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  employee = await org.hire({ firstName: 'Aïcha', manager });
  outsider = await org.hire({ firstName: 'Yao', roles: ['MANAGER'], manager: org.admin });
});
afterAll(() => t?.close());

const individual = (extra: Record<string, unknown> = {}) => ({
  title: 'Réduire les délais de paiement',
  type: 'INDIVIDUAL',
  parentId: teamId,
  weighting: 40,
  milestones: [{ title: 'Relances automatisées' }],
  kpis: [
    { name: 'Factures relancées', target: 200, actual: 50, weighting: 60 },
    { name: 'DSO (jours gagnés)', target: 10, actual: 10, weighting: 40 },
  ],
  ...extra,
});

describe('the cascade of objectives', () => {
  it('follows company → team → individual, with KPI weightings adding up to 100', async () => {
    const admin = await org.admin.api();
    const boss = await manager.api();
    const me = await employee.api();
    expect((await boss.post('/hr/objectives', { title: 'CA +10 %', type: 'COMPANY' })).status).toBe(403);
    companyId = ok<ObjectiveJson>(await admin.post('/hr/objectives', { title: 'Croissance 2026', type: 'COMPANY' }), 201).id;
    expect((await me.post('/hr/objectives', { title: 'Équipe', type: 'TEAM', parentId: companyId })).status).toBe(403);
    teamId = ok<ObjectiveJson>(await boss.post('/hr/objectives', { title: 'Recouvrement', type: 'TEAM', parentId: companyId }), 201).id;
    const wrongParent = await boss.post('/hr/objectives', { title: 'Sous-équipe', type: 'TEAM', parentId: teamId });
    expect(wrongParent.status).toBe(422);
    expect(wrongParent.body.errors[0].path).toBe('parentId');

    const badWeights = await me.post('/hr/objectives', individual({ kpis: [{ name: 'A', target: 1, weighting: 60 }, { name: 'B', target: 1, weighting: 30 }] }));
    expect(badWeights.status).toBe(422);
    expect(badWeights.body.errors[0].path).toBe('kpis');
    const created = ok<ObjectiveJson>(await me.post('/hr/objectives', individual()), 201);
    individualId = created.id;
    // 60 × 25 % + 40 × 100 % = 55 %.
    expect(created).toMatchObject({ status: 'DRAFT', progress: 55 });
    expect((await (await outsider.api()).post('/hr/objectives', individual({ ownerEmployeeId: employee.employeeId }))).status).toBe(403);

    const tree = ok<{ root: { id: string }; nodes: Array<{ id: string; depth: number }> }>(await me.get(`/hr/objectives/${companyId}/tree`));
    expect(tree.root.id).toBe(companyId);
    expect(tree.nodes.map((n) => [n.id, n.depth])).toEqual([[teamId, 1], [individualId, 2]]);
    // The team objective has an individual one below it: it cannot become an individual one itself.
    const retyped = await boss.put(`/hr/objectives/${teamId}`, { title: 'Recouvrement', type: 'INDIVIDUAL', parentId: companyId });
    expect(retyped.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'type' }] });
    // The manager revises Aïcha's draft: it stays hers, and the KPI error reads in French on a French screen.
    const revisedByBoss = ok<ObjectiveJson & { owner: { id: string } }>(await boss.put(`/hr/objectives/${individualId}`, individual({ title: 'Réduire les délais de paiement' })));
    expect(revisedByBoss.owner.id).toBe(employee.employeeId);
    const french = await boss.put(`/hr/objectives/${individualId}`, individual({ kpis: [{ name: 'A', target: 1, weighting: 50 }] })).set('Accept-Language', 'fr');
    expect(french.body.errors).toEqual([{ path: 'kpis', message: 'Les pondérations des indicateurs font 50, pas 100' }]);
    // Another team's manager sees the cascade but not Aïcha's own objective.
    const seenByOutsider = ok<{ nodes: Array<{ id: string }> }>(await (await outsider.api()).get(`/hr/objectives/${companyId}/tree`));
    expect(seenByOutsider.nodes.map((n) => n.id)).toEqual([teamId]);
    expect((await (await outsider.api()).get(`/hr/objectives/${individualId}`)).status).toBe(404);
  });

  it('records progress from milestones and KPIs', async () => {
    const me = await employee.api();
    const current = ok<ObjectiveJson>(await me.get(`/hr/objectives/${individualId}`));
    const manual = await me.put(`/hr/objectives/${individualId}/progress`, { progress: 90 });
    expect(manual.status).toBe(422);
    const moved = ok<ObjectiveJson>(await me.put(`/hr/objectives/${individualId}/progress`, { kpis: [{ id: current.kpis[0].id, actual: 150 }], milestones: [{ id: current.milestones[0].id, done: true }] }));
    // 60 × 75 % + 40 × 100 % = 85 %.
    expect(moved.progress).toBe(85);
    expect(moved.milestones[0].done).toBe(true);
  });
});

describe('approval without an OBJECTIVE circuit, and the final outcome', () => {
  it('submits, rejects, revises, approves, then records not-achieved as final in the history', async () => {
    const me = await employee.api();
    const boss = await manager.api();
    ok(await me.post(`/hr/objectives/${individualId}/submit`, {}));
    // Without a circuit the objective waits in the manager's approvals inbox, not in an outsider's.
    const inbox = ok<{ items: Array<{ entityType: string; entityId: string; canAct: boolean; links: { approve: { path: string } } }> }>(await boss.get('/approvals/inbox'));
    expect(inbox.items.find((i) => i.entityId === individualId)).toMatchObject({ entityType: 'OBJECTIVE', canAct: true, links: { approve: { path: `/hr/objectives/${individualId}/approve` } } });
    expect(ok<{ items: Array<{ entityId: string }> }>(await (await outsider.api()).get('/approvals/inbox')).items.some((i) => i.entityId === individualId)).toBe(false);
    expect((await me.post(`/hr/objectives/${individualId}/approve`, {})).status).toBe(403);
    expect((await (await outsider.api()).post(`/hr/objectives/${individualId}/approve`, {})).status).toBe(404);
    expect((await me.put(`/hr/objectives/${individualId}`, individual())).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'PENDING_APPROVAL' });
    const rejected = ok<ObjectiveJson>(await boss.post(`/hr/objectives/${individualId}/reject`, { comment: 'Trop ambitieux' }));
    expect(rejected.status).toBe('REJECTED');
    const revised = ok<ObjectiveJson>(await me.put(`/hr/objectives/${individualId}`, individual({ title: 'Réduire les délais (révisé)' })));
    expect(revised.status).toBe('DRAFT');
    ok(await me.post(`/hr/objectives/${individualId}/submit`, {}));
    const approved = ok<ObjectiveJson>(await boss.post(`/hr/objectives/${individualId}/approve`, { comment: 'OK' }));
    expect(approved.status).toBe('APPROVED');
    expect(approved.allowedActions.sort()).toEqual(['achieve', 'not-achieved', 'progress']);
    expect((await boss.post(`/hr/objectives/${individualId}/approve`, {})).body.code).toBe('INVALID_STATE');

    const failed = ok<ObjectiveJson>(await boss.post(`/hr/objectives/${individualId}/not-achieved`, { comment: 'Marché en baisse' }));
    expect(failed.status).toBe('NOT_ACHIEVED');
    expect(failed.history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['create', null, 'DRAFT'],
      ['submit', 'DRAFT', 'PENDING_APPROVAL'],
      ['reject', 'PENDING_APPROVAL', 'REJECTED'],
      ['revise', 'REJECTED', 'DRAFT'],
      ['submit', 'DRAFT', 'PENDING_APPROVAL'],
      ['approve', 'PENDING_APPROVAL', 'APPROVED'],
      ['not-achieved', 'APPROVED', 'NOT_ACHIEVED'],
    ]);
    expect(failed.history.at(-1)).toMatchObject({ comment: 'Marché en baisse', by: { id: manager.user.id } });
    expect(failed.allowedActions).toEqual([]);
    expect((await boss.post(`/hr/objectives/${individualId}/achieved`, {})).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'NOT_ACHIEVED' });
    expect((await me.put(`/hr/objectives/${individualId}/progress`, { milestones: [] })).body.code).toBe('INVALID_STATE');
  });

  it('never lets a manager approve their own objective', async () => {
    const boss = await manager.api();
    const own = ok<ObjectiveJson>(await boss.post('/hr/objectives', { title: 'Me former', type: 'INDIVIDUAL' }), 201);
    ok(await boss.post(`/hr/objectives/${own.id}/submit`, {}));
    expect((await boss.post(`/hr/objectives/${own.id}/approve`, {})).body.code).toBe('SELF_APPROVAL');
    const admin = await org.admin.api();
    expect((await admin.post(`/hr/objectives/${own.id}/approve`, {})).body.status).toBe('APPROVED');
    // Without KPIs the progress is a percentage, recorded while the objective runs; then it is achieved, final.
    const progressed = ok<ObjectiveJson>(await boss.put(`/hr/objectives/${own.id}/progress`, { progress: 70 }));
    expect(progressed).toMatchObject({ progress: 70, status: 'APPROVED' });
    expect((await boss.put(`/hr/objectives/${own.id}/progress`, { progress: 101 })).body.code).toBe('VALIDATION_FAILED');
    expect((await boss.post(`/hr/objectives/${own.id}/achieved`, {})).body.code).toBe('SELF_APPROVAL');
    const achieved = ok<ObjectiveJson>(await admin.post(`/hr/objectives/${own.id}/achieved`, { comment: 'Certifié' }));
    expect(achieved).toMatchObject({ status: 'ACHIEVED', progress: 70, allowedActions: [] });
    expect(achieved.history.at(-1)).toMatchObject({ action: 'achieve', fromStatus: 'APPROVED', toStatus: 'ACHIEVED', comment: 'Certifié' });
    expect((await boss.put(`/hr/objectives/${own.id}/progress`, { progress: 80 })).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'ACHIEVED' });
  });
});

describe('approval through the OBJECTIVE circuit of the approval engine', () => {
  it('asks the manager through the engine; the decision comes back to the objective', async () => {
    await defineWorkflow(org, 'OBJECTIVE', [step('Validation du manager', { type: 'MANAGER' })]);
    const me = await employee.api();
    const boss = await manager.api();
    const created = ok<ObjectiveJson>(await me.post('/hr/objectives', { title: 'Certification', type: 'INDIVIDUAL' }), 201);
    const submitted = ok<ObjectiveJson>(await me.post(`/hr/objectives/${created.id}/submit`, {}));
    expect(submitted.status).toBe('PENDING_APPROVAL');
    expect(submitted.workflowInstanceId).toBeTruthy();
    const inbox = ok<{ items: Array<{ entityType: string; entityId: string; links: { approve: { path: string } } }> }>(await boss.get('/approvals/inbox'));
    const item = inbox.items.find((i) => i.entityId === created.id);
    expect(item).toMatchObject({ entityType: 'OBJECTIVE', links: { approve: { path: `/hr/objectives/${created.id}/approve` } } });
    // Another manager is no approver of this request: the engine refuses.
    expect((await (await outsider.api()).post(`/hr/objectives/${created.id}/approve`, {})).status).toBe(404);
    expect((await (await org.admin.api()).post(`/hr/objectives/${created.id}/approve`, {})).body.code).toBe('PERMISSION_DENIED');
    const approved = ok<ObjectiveJson>(await boss.post(`/hr/objectives/${created.id}/approve`, { comment: 'Validé' }));
    expect(approved.status).toBe('APPROVED');
    expect(approved.history.at(-1)).toMatchObject({ action: 'approve', comment: 'Validé', by: { id: manager.user.id } });
  });
});
