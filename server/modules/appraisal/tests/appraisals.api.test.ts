import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { FORM, buildOrg, ok, type Org, type Person } from './world';

let t: TestServer;
let org: Org;
let manager: Person;
let employee: Person;
let peer: Person;
let outsider: Person;
let cycleId: string;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T08:00:00Z' });
  org = await buildOrg(t);
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  employee = await org.hire({ firstName: 'Aïcha', manager });
  peer = await org.hire({ firstName: 'Koffi', manager });
  outsider = await org.hire({ firstName: 'Yao', roles: ['MANAGER'], manager: org.admin });
  const admin = await org.admin.api();
  const form = ok<{ id: string; sections: Array<{ questions: Array<{ id: string }> }> }>(await admin.post('/hr/appraisals/forms', FORM), 201);
  expect(form.sections[0].questions.map((q) => q.id)).toEqual(['q-rating', 'q-text', 'q-objectives']);
  const cycle = ok<{ id: string; status: string }>(await admin.post('/hr/appraisals/cycles', { name: 'Campagne 2026', formId: form.id, opensOn: '2026-03-01', closesOn: '2026-04-30' }), 201);
  expect(cycle.status).toBe('DRAFT');
  cycleId = cycle.id;
});
afterAll(() => t?.close());

const appraisalOf = async (person: Person) => {
  const list = ok<{ items: Array<{ id: string; employee: { id: string } }> }>(await (await person.api()).get(`/hr/appraisals?scope=mine&cycleId=${cycleId}`));
  expect(list.items).toHaveLength(1);
  return list.items[0].id;
};

const outboxTo = (email: string) => {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((eml) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(eml));
};

describe('cycles and forms', () => {
  it('refuses a cycle closing before it opens, and an unknown form; a draft can change, an opened one cannot', async () => {
    const admin = await org.admin.api();
    const bad = await admin.post('/hr/appraisals/cycles', { name: 'X', formId: cycleId, opensOn: '2026-03-01', closesOn: '2026-04-30' });
    expect(bad.status).toBe(404);
    const backwards = await admin.post('/hr/appraisals/cycles', { name: 'X', formId: (await admin.get('/hr/appraisals/forms')).body.items[0].id, opensOn: '2026-05-01', closesOn: '2026-04-30' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].path).toBe('closesOn');
    const employeeCall = await (await employee.api()).get('/hr/appraisals/cycles');
    expect(employeeCall.status).toBe(403);

    // A draft changes and is deleted.
    const formId = (await admin.get('/hr/appraisals/forms')).body.items[0].id as string;
    const spare = ok<{ id: string }>(await admin.post('/hr/appraisals/cycles', { name: 'Brouillon', formId, opensOn: '2026-06-01', closesOn: '2026-06-30' }), 201);
    const renamed = ok<{ name: string; status: string; closesOn: string }>(await admin.put(`/hr/appraisals/cycles/${spare.id}`, { name: 'Brouillon révisé', formId, opensOn: '2026-06-01', closesOn: '2026-07-15' }));
    expect(renamed).toMatchObject({ name: 'Brouillon révisé', status: 'DRAFT', closesOn: '2026-07-15' });
    expect((await admin.put(`/hr/appraisals/cycles/${spare.id}`, { name: 'Z', formId, opensOn: '2026-06-01', closesOn: '2026-05-01' })).body.errors[0].path).toBe('closesOn');
    expect((await admin.delete(`/hr/appraisals/cycles/${spare.id}`)).status).toBe(204);
    expect((await admin.get(`/hr/appraisals/cycles/${spare.id}`)).status).toBe(404);
  });

  it('opens once under 20 concurrent calls, with one appraisal per eligible employee', async () => {
    const admin = await org.admin.api();
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(`/hr/appraisals/cycles/${cycleId}/open`, {})));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 'INVALID_STATE' && r.body.currentStatus === 'OPEN')).toBe(true);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const cycle = ok<{ status: string; progress: { total: number; byStatus: Record<string, number> } }>(await admin.get(`/hr/appraisals/cycles/${cycleId}`));
    // Moussa, Aïcha, Koffi and Yao; not the administrator, whose profile is still PRE_HIRE.
    expect(cycle).toMatchObject({ status: 'OPEN', progress: { total: 4, byStatus: { DRAFT: 4, SIGNED: 0 } } });
    expect((await admin.get(`/hr/appraisals?scope=mine&cycleId=${cycleId}`)).body.total).toBe(0);
    const edit = await admin.put(`/hr/appraisals/cycles/${cycleId}`, { name: 'Y', formId: (await admin.get('/hr/appraisals/forms')).body.items[0].id, opensOn: '2026-03-01', closesOn: '2026-04-30' });
    expect(edit.status).toBe(409);
    expect((await admin.delete(`/hr/appraisals/cycles/${cycleId}`)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'OPEN' });
  });
});

describe('an appraisal from draft to signed', () => {
  it('walks every transition, mails the manager at submission and records both signatures', async () => {
    const id = await appraisalOf(employee);
    const me = await employee.api();
    const boss = await manager.api();
    const draft = ok<{ status: string; manager: { id: string }; allowedActions: string[] }>(await me.get(`/hr/appraisals/${id}`));
    expect(draft).toMatchObject({ status: 'DRAFT', manager: { id: manager.employeeId } });
    expect(draft.allowedActions).toEqual(['edit-self', 'submit-self']);

    // The manager cannot review yet, nor see unsubmitted answers; an outsider does not see it at all.
    expect((await boss.put(`/hr/appraisals/${id}/review`, { answers: [] })).body.code).toBe('INVALID_STATE');
    expect((await (await outsider.api()).get(`/hr/appraisals/${id}`)).status).toBe(404);
    expect((await (await peer.api()).put(`/hr/appraisals/${id}/self`, { answers: [] })).status).toBe(404);

    const saved = ok<{ status: string }>(await me.put(`/hr/appraisals/${id}/self`, { answers: [{ questionId: 'q-text', text: 'Projet livré' }] }));
    expect(saved.status).toBe('SELF_ASSESSMENT');
    expect((await boss.get(`/hr/appraisals/${id}`)).body.selfAnswers).toBeNull();

    const unknown = await me.put(`/hr/appraisals/${id}/self`, { answers: [{ questionId: 'nope', rating: 3 }] });
    expect(unknown.status).toBe(422);
    const outOfScale = await me.put(`/hr/appraisals/${id}/self`, { answers: [{ questionId: 'q-rating', rating: 6 }] });
    expect(outOfScale.body.errors[0].path).toBe('answers.0.rating');
    const incomplete = await me.put(`/hr/appraisals/${id}/self`, { answers: [{ questionId: 'q-text', text: 'x' }], submit: true });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual([{ path: 'answers.q-rating', message: 'A rating is required' }]);
    expect(outboxTo(manager.user.email)).toHaveLength(0);

    const submitted = ok<{ status: string; selfSubmittedAt: string }>(await me.put(`/hr/appraisals/${id}/self`, { answers: [{ questionId: 'q-rating', rating: 4 }, { questionId: 'q-text', text: 'Projet livré' }], submit: true }));
    expect(submitted.status).toBe('MANAGER_REVIEW');
    expect(submitted.selfSubmittedAt).toBe('2026-03-02T08:00:00.000Z');
    const mails = outboxTo(manager.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`submitted their self-assessment (Campagne 2026)`);
    expect(mails[0]).toContain(employee.name.split(' ')[1]);
    expect((await me.put(`/hr/appraisals/${id}/self`, { answers: [] })).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'MANAGER_REVIEW' });

    // The employee (no evaluation.manage) cannot review; the manager reviews, sees the self-assessment.
    expect((await me.put(`/hr/appraisals/${id}/review`, { answers: [] })).status).toBe(403);
    expect((await boss.get(`/hr/appraisals/${id}`)).body.selfAnswers).toHaveLength(2);
    expect((await me.get(`/hr/appraisals/${id}`)).body.managerAnswers).toBeNull();
    const reviewed = ok<{ status: string; allowedActions: string[] }>(await boss.put(`/hr/appraisals/${id}/review`, { answers: [{ questionId: 'q-rating', rating: 5 }], submit: true }));
    expect(reviewed.status).toBe('AWAITING_SIGNATURE');
    expect(reviewed.allowedActions).toEqual(['sign']);
    expect((await me.get(`/hr/appraisals/${id}`)).body.managerAnswers).toEqual([{ questionId: 'q-rating', rating: 5, text: null, objectiveId: null }]);

    // Twenty concurrent signatures of the employee: one is recorded.
    const signs = await Promise.all(Array.from({ length: 20 }, () => me.post(`/hr/appraisals/${id}/sign`, {})));
    expect(signs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(signs.filter((r) => r.status === 422 && r.body.code === 'BUSINESS_RULE')).toHaveLength(19);
    expect((await (await outsider.api()).post(`/hr/appraisals/${id}/sign`, {})).status).toBe(404);
    const signed = ok<{ status: string; employeeSignedBy: { id: string }; managerSignedBy: { id: string }; managerSignedAt: string }>(await boss.post(`/hr/appraisals/${id}/sign`, {}));
    expect(signed).toMatchObject({ status: 'SIGNED', employeeSignedBy: { id: employee.user.id }, managerSignedBy: { id: manager.user.id } });
    expect((await boss.post(`/hr/appraisals/${id}/sign`, {})).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SIGNED' });
  });

  it('never lets a manager review their own appraisal, and shows the team its reviewer sees', async () => {
    const own = await appraisalOf(manager);
    const boss = await manager.api();
    ok(await boss.put(`/hr/appraisals/${own}/self`, { answers: [{ questionId: 'q-rating', rating: 3 }], submit: true }));
    expect((await boss.put(`/hr/appraisals/${own}/review`, { answers: [] })).body.code).toBe('SELF_APPROVAL');
    const team = ok<{ items: Array<{ employee: { id: string } }>; total: number }>(await boss.get(`/hr/appraisals?scope=team&cycleId=${cycleId}`));
    expect(team.items.map((a) => a.employee.id).sort()).toEqual([employee.employeeId, peer.employeeId].sort());
  });

  it('a closed cycle accepts no more answers, and shows its completion progress', async () => {
    const admin = await org.admin.api();
    const closed = ok<{ status: string; progress: { byStatus: Record<string, number>; signedPercent: number } }>(await admin.post(`/hr/appraisals/cycles/${cycleId}/close`, {}));
    expect(closed.status).toBe('CLOSED');
    expect(closed.progress.byStatus).toMatchObject({ SIGNED: 1, MANAGER_REVIEW: 1, DRAFT: 2 });
    expect(closed.progress.signedPercent).toBe(25);
    const refused = await (await peer.api()).put(`/hr/appraisals/${await appraisalOf(peer)}/self`, { answers: [{ questionId: 'q-rating', rating: 2 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BUSINESS_RULE');
    expect((await (await peer.api()).get(`/hr/appraisals/${await appraisalOf(peer)}`)).body.status).toBe('DRAFT');
    expect((await admin.post(`/hr/appraisals/cycles/${cycleId}/close`, {})).body.code).toBe('INVALID_STATE');
    const formId = (await admin.get(`/hr/appraisals/cycles/${cycleId}`)).body.form.id as string;
    expect((await admin.delete(`/hr/appraisals/forms/${formId}`)).status).toBe(422);
  });

  it('edits form templates (opened cycles keep their copy), deletes an unused one, and audits cycles', async () => {
    const admin = await org.admin.api();
    const formId = (await admin.get(`/hr/appraisals/cycles/${cycleId}`)).body.form.id as string;
    const edited = ok<{ sections: Array<{ questions: unknown[] }> }>(await admin.put(`/hr/appraisals/forms/${formId}`, { ...FORM, sections: [{ title: 'Autre', questions: [{ type: 'TEXT', label: 'Nouveau' }] }] }));
    expect(edited.sections[0].questions).toHaveLength(1);
    const appraisal = ok<{ sections: Array<{ questions: Array<{ id: string }> }> }>(await (await employee.api()).get(`/hr/appraisals/${await appraisalOf(employee)}`));
    expect(appraisal.sections[0].questions.map((q) => q.id)).toEqual(['q-rating', 'q-text', 'q-objectives']);
    const duplicate = await admin.post('/hr/appraisals/forms', { name: 'Doublon', sections: [{ title: 'A', questions: [{ id: 'x', type: 'TEXT', label: 'A' }, { id: 'x', type: 'TEXT', label: 'B' }] }] });
    expect(duplicate.status).toBe(422);
    const spare = ok<{ id: string }>(await admin.post('/hr/appraisals/forms', { ...FORM, name: 'Inutilisé' }), 201);
    expect((await admin.delete(`/hr/appraisals/forms/${spare.id}`)).status).toBe(204);
    expect((await admin.get(`/hr/appraisals/forms/${spare.id}`)).status).toBe(404);
    const history = ok<{ items: Array<{ action: string }> }>(await admin.get(`/audit/APPRAISAL_CYCLE/${cycleId}`));
    expect(history.items.map((e) => e.action)).toEqual(expect.arrayContaining(['CREATE', 'STATE_CHANGE']));
    expect((await (await employee.api()).get(`/audit/APPRAISAL_CYCLE/${cycleId}`)).status).toBe(403);
  });
});
