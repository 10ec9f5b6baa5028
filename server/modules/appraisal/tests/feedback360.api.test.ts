import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, ok, type Org, type Person } from './world';

let t: TestServer;
let org: Org;
let mails: MailMessage[];
let manager: Person;
let subject: Person;
let peers: Person[];
let reports: Person[];
let campaignId: string;
let subjectId: string;
const BASE = '/hr/appraisals/feedback360';

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T08:00:00Z' });
  mails = captureMail(t);
  org = await buildOrg(t);
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  subject = await org.hire({ firstName: 'Salif', roles: ['MANAGER'], manager });
  peers = [];
  for (const name of ['Awa', 'Bintou', 'Chantal', 'Dramane']) peers.push(await org.hire({ firstName: name, manager }));
  reports = [await org.hire({ firstName: 'Eric', manager: subject }), await org.hire({ firstName: 'Fanta', manager: subject })];
});
afterAll(() => t?.close());

const sentTo = (p: Person) => mails.filter((m) => m.to === p.user.email);
const pendingOf = async (p: Person) => ok<{ items: Array<{ requestId: string; subject: { id: string } }> }>(await (await p.api()).get(`${BASE}/requests/my-pending`)).items;
const answer = async (p: Person, rating: number, text: string) => {
  const [request] = await pendingOf(p);
  const questions = (await (await org.admin.api()).get(`${BASE}/campaigns/${campaignId}`)).body.questions as Array<{ id: string; type: string }>;
  return (await p.api()).post(`${BASE}/requests/${request.requestId}/responses`, {
    answers: questions.map((q) => (q.type === 'RATING' ? { questionId: q.id, rating } : { questionId: q.id, text })),
  });
};

describe('a 360° campaign', () => {
  it('is prepared with reviewers suggested from the organisation chart, then launched (reviewers mailed)', async () => {
    const admin = await org.admin.api();
    expect((await (await peers[0].api()).post(`${BASE}/campaigns`, { name: 'X', questions: [{ category: 'A', label: 'B', type: 'RATING' }] })).status).toBe(403);
    const campaign = ok<{ id: string; status: string }>(
      await admin.post(`${BASE}/campaigns`, {
        name: '360° managers 2026',
        dueDate: '2026-05-31',
        questions: [
          { id: 'listen', category: 'Communication', label: 'Écoute', type: 'RATING' },
          { id: 'comment', category: 'Communication', label: 'Un conseil', type: 'TEXT' },
          { id: 'vision', category: 'Leadership', label: 'Vision', type: 'RATING' },
        ],
      }),
      201,
    );
    campaignId = campaign.id;
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/launch`, {})).status).toBe(422);
    const withSubject = ok<{ subjects: Array<{ id: string }> }>(await admin.post(`${BASE}/campaigns/${campaignId}/subjects`, { employeeId: subject.employeeId }), 201);
    subjectId = withSubject.subjects[0].id;
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/subjects`, { employeeId: subject.employeeId })).body.code).toBe('DUPLICATE');
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/launch`, {})).body.code).toBe('BUSINESS_RULE');

    const suggested = ok<{ items: Array<{ subjectId: string; suggestions: Array<{ employee: { id: string }; relationship: string }> }> }>(await admin.get(`${BASE}/campaigns/${campaignId}/suggested-reviewers`));
    const byRelation = (r: string) => suggested.items[0].suggestions.filter((s) => s.relationship === r).map((s) => s.employee.id).sort();
    expect(byRelation('MANAGER')).toEqual([manager.employeeId]);
    expect(byRelation('PEER')).toEqual(peers.map((p) => p.employeeId).sort());
    expect(byRelation('DIRECT_REPORT')).toEqual(reports.map((p) => p.employeeId).sort());
    for (const s of suggested.items[0].suggestions) ok(await admin.post(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/reviewers`, { employeeId: s.employee.id, relationship: s.relationship }), 201);
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/reviewers`, { employeeId: subject.employeeId, relationship: 'PEER' })).status).toBe(422);
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/reviewers`, { employeeId: peers[0].employeeId, relationship: 'PEER' })).body.code).toBe('DUPLICATE');

    expect(await pendingOf(peers[0])).toEqual([]);
    const launched = ok<{ status: string; requests: number }>(await admin.post(`${BASE}/campaigns/${campaignId}/launch`, {}));
    expect(launched).toMatchObject({ status: 'LAUNCHED', requests: 7 });
    for (const reviewer of [manager, ...peers, ...reports]) expect(sentTo(reviewer).map((m) => m.subject)).toEqual([`Feedback 360° : ${subject.name}`]);
    expect(sentTo(subject)).toEqual([]);
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/launch`, {})).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'LAUNCHED' });
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/reviewers`, { employeeId: org.admin.employeeId, relationship: 'PEER' })).status).toBe(409);
  });

  it('takes one answer per request, even under 20 concurrent submissions, and reminds those who have not answered', async () => {
    const [request] = await pendingOf(peers[0]);
    const client = await peers[0].api();
    const incomplete = await client.post(`${BASE}/requests/${request.requestId}/responses`, { answers: [{ questionId: 'listen', rating: 5 }] });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual([{ path: 'answers.vision', message: 'A rating is required' }]);
    expect((await (await peers[1].api()).post(`${BASE}/requests/${request.requestId}/responses`, { answers: [] })).status).toBe(404);
    const body = { answers: [{ questionId: 'listen', rating: 5 }, { questionId: 'vision', rating: 5 }, { questionId: 'comment', text: 'Zèle remarquable' }] };
    const all = await Promise.all(Array.from({ length: 20 }, () => client.post(`${BASE}/requests/${request.requestId}/responses`, body)));
    expect(all.filter((r) => r.status === 201)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409 && r.body.code === 'INVALID_STATE')).toHaveLength(19);
    expect(await pendingOf(peers[0])).toEqual([]);

    ok(await answer(peers[1], 4, 'Bonne écoute'), 201);
    ok(await answer(peers[2], 4, 'Attentif'), 201);
    ok(await answer(peers[3], 3, 'Clair'), 201);
    ok(await answer(manager, 1, 'Le manager a dit ceci'), 201);
    ok(await answer(reports[0], 2, 'Un collaborateur a dit cela'), 201);

    const admin = await org.admin.api();
    const campaign = (await admin.get(`${BASE}/campaigns/${campaignId}`)).body;
    const reviewerOf = (p: Person) => campaign.subjects[0].reviewers.find((r: { employee: { id: string } }) => r.employee.id === p.employeeId);
    expect(campaign.responses).toBe(6);
    const reminded = ok<unknown>(await admin.post(`${BASE}/requests/${reviewerOf(reports[1]).requestId}/remind`, {}));
    expect(reminded).toBeTruthy();
    expect(sentTo(reports[1]).map((m) => m.subject)).toEqual([`Feedback 360° : ${subject.name}`, `Rappel / Reminder — Feedback 360° : ${subject.name}`]);
    expect((await admin.post(`${BASE}/requests/${reviewerOf(peers[0]).requestId}/remind`, {})).body.code).toBe('INVALID_STATE');
  });

  it('reports anonymously: no reviewer identifier, groups under 3 hidden and left out, also through filters', async () => {
    const admin = await org.admin.api();
    const reviewers = [manager, ...peers, ...reports];
    const campaign = (await admin.get(`${BASE}/campaigns/${campaignId}`)).body;
    const identifiers = [
      ...reviewers.flatMap((p) => [p.employeeId, p.user.id, p.user.email, p.name, p.name.split(' ')[1]]),
      ...campaign.subjects[0].reviewers.map((r: { requestId: string }) => r.requestId),
    ];
    const report = async (query = '') => ok<Record<string, unknown> & { respondents: number; groups: Array<{ relationship: string; hidden: boolean; respondents: number | null }>; questions: Array<{ questionId: string; average: string | null; distribution: number[]; comments: string[] }>; categories: Array<{ category: string; average: string | null }> }>(await admin.get(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/report${query}`));

    const full = await report();
    const text = JSON.stringify(full);
    for (const id of identifiers) expect(text).not.toContain(id);
    expect(full.groups).toEqual([
      { relationship: 'MANAGER', hidden: true, respondents: null },
      { relationship: 'PEER', hidden: false, respondents: 4 },
      { relationship: 'DIRECT_REPORT', hidden: true, respondents: null },
    ]);
    expect(full.respondents).toBe(4);
    // Only the peers count: 5, 4, 4, 3 → 4.00; the manager's 1 and the report's 2 are left out.
    const listen = full.questions.find((q) => q.questionId === 'listen');
    expect(listen).toMatchObject({ average: '4.00', distribution: [0, 0, 1, 2, 1] });
    expect(full.questions.find((q) => q.questionId === 'comment')?.comments).toEqual(['Attentif', 'Bonne écoute', 'Clair', 'Zèle remarquable']);
    expect(text).not.toContain('Le manager a dit ceci');
    expect(text).not.toContain('Un collaborateur a dit cela');
    expect(full.categories).toEqual([{ category: 'Communication', average: '4.00' }, { category: 'Leadership', average: '4.00' }]);

    // A filter on the manager alone shows nothing.
    const onlyManager = await report('?relationship=MANAGER');
    expect(onlyManager).toMatchObject({ respondents: 0, groups: [{ relationship: 'MANAGER', hidden: true, respondents: null }] });
    expect(onlyManager.questions.every((q) => q.average === null && q.comments.length === 0 && q.distribution.every((n) => n === 0))).toBe(true);

    // Peers split 3 + 1 by department: neither part shows (the one left out would be singled out by difference).
    const dept = async (name: string) => ok<{ id: string }>(await admin.post('/admin/departments', { name }), 201).id;
    const sales = await dept('Ventes');
    const finance = await dept('Finance');
    for (const p of peers.slice(0, 3)) ok(await admin.put(`/admin/employees/${p.employeeId}`, { departmentId: sales }));
    ok(await admin.put(`/admin/employees/${peers[3].employeeId}`, { departmentId: finance }));
    for (const d of [sales, finance]) {
      const narrowed = await report(`?reviewerDepartmentId=${d}`);
      expect(narrowed.respondents).toBe(0);
      expect(narrowed.groups.every((g) => g.hidden && g.respondents === null)).toBe(true);
      expect(JSON.stringify(narrowed)).not.toContain('Clair');
    }
    ok(await admin.put(`/admin/employees/${peers[3].employeeId}`, { departmentId: sales }));
    const whole = await report(`?reviewerDepartmentId=${sales}&relationship=PEER`);
    expect(whole).toMatchObject({ respondents: 4, groups: [{ relationship: 'PEER', hidden: false, respondents: 4 }] });
    expect((await admin.get(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/report?relationship=NOPE`)).status).toBe(400);
  });

  it('lets the subject read their report once closed; a closed campaign takes no more answers', async () => {
    const own = await subject.api();
    expect((await own.get(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/report`)).status).toBe(404);
    expect((await (await peers[0].api()).get(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/report`)).status).toBe(404);
    const admin = await org.admin.api();
    const [pending] = await pendingOf(reports[1]);
    ok(await admin.post(`${BASE}/campaigns/${campaignId}/close`, {}));
    expect((await admin.post(`${BASE}/campaigns/${campaignId}/close`, {})).body.code).toBe('INVALID_STATE');
    const late = await (await reports[1].api()).post(`${BASE}/requests/${pending.requestId}/responses`, { answers: [{ questionId: 'listen', rating: 3 }, { questionId: 'vision', rating: 3 }] });
    expect(late.status).toBe(422);
    expect(await pendingOf(reports[1])).toEqual([]);
    const mine = ok<{ respondents: number }>(await own.get(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/report`));
    expect(mine.respondents).toBe(4);
    expect((await admin.post(`${BASE}/requests/${pending.requestId}/remind`, {})).body.code).toBe('INVALID_STATE');
  });

  it('lists the subject’s own reports once closed, and only theirs; the report they read stays anonymous', async () => {
    const own = await subject.api();
    const listed = ok<{ items: Array<{ subjectId: string; campaign: { id: string; name: string; closedAt: string | null } }>; total: number }>(await own.get(`${BASE}/my-reports`));
    expect(listed.total).toBe(1);
    expect(listed.items).toEqual([{ subjectId, campaign: { id: campaignId, name: '360° managers 2026', closedAt: expect.stringMatching(/^2026-05-04T/) } }]);
    // A reviewer, a direct report and HR (who is no subject) have no report of their own.
    for (const other of [peers[0], reports[0], org.admin]) expect(ok<{ items: unknown[] }>(await (await other.api()).get(`${BASE}/my-reports`)).items).toEqual([]);
    // Another employee cannot read the subject's report, even knowing both ids.
    for (const other of [peers[0], reports[1]]) {
      const refused = await (await other.api()).get(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/report`);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
    }
    const report = ok<{ groups: unknown[]; respondents: number; categories: unknown[] }>(await own.get(`${BASE}/campaigns/${campaignId}/subjects/${subjectId}/report`));
    expect(report.groups).toEqual([
      { relationship: 'MANAGER', hidden: true, respondents: null },
      { relationship: 'PEER', hidden: false, respondents: 4 },
      { relationship: 'DIRECT_REPORT', hidden: true, respondents: null },
    ]);
    const text = JSON.stringify(report);
    for (const p of [manager, ...peers, ...reports]) for (const id of [p.employeeId, p.user.id, p.user.email, p.name]) expect(text).not.toContain(id);
    expect(text).not.toContain('Le manager a dit ceci');
    expect(text).not.toContain('Un collaborateur a dit cela');
  });

  it('edits a draft campaign: questionnaire, reviewers and subjects removed, the campaign deleted', async () => {
    const admin = await org.admin.api();
    const draft = ok<{ id: string }>(await admin.post(`${BASE}/campaigns`, { name: 'Brouillon', questions: [{ category: 'A', label: 'B', type: 'RATING' }] }), 201);
    const renamed = ok<{ name: string; questions: unknown[] }>(await admin.put(`${BASE}/campaigns/${draft.id}`, { name: 'Brouillon 2', questions: [{ category: 'A', label: 'B', type: 'RATING' }, { category: 'A', label: 'C', type: 'TEXT' }] }));
    expect(renamed).toMatchObject({ name: 'Brouillon 2' });
    expect(renamed.questions).toHaveLength(2);
    const withSubject = ok<{ subjects: Array<{ id: string }> }>(await admin.post(`${BASE}/campaigns/${draft.id}/subjects`, { employeeId: peers[0].employeeId }), 201);
    const subjectOfDraft = withSubject.subjects[0].id;
    const withReviewer = ok<{ subjects: Array<{ reviewers: Array<{ requestId: string }> }> }>(await admin.post(`${BASE}/campaigns/${draft.id}/subjects/${subjectOfDraft}/reviewers`, { employeeId: peers[1].employeeId, relationship: 'PEER' }), 201);
    expect((await admin.delete(`${BASE}/campaigns/${draft.id}/reviewers/${withReviewer.subjects[0].reviewers[0].requestId}`)).status).toBe(204);
    expect((await admin.get(`${BASE}/campaigns/${draft.id}`)).body.subjects[0].reviewers).toEqual([]);
    expect((await admin.delete(`${BASE}/campaigns/${draft.id}/subjects/${subjectOfDraft}`)).status).toBe(204);
    expect((await admin.get(`${BASE}/campaigns/${draft.id}`)).body.subjects).toEqual([]);
    // A closed campaign cannot change nor be deleted; a draft one can be deleted.
    expect((await admin.put(`${BASE}/campaigns/${campaignId}`, { name: 'X', questions: [{ category: 'A', label: 'B', type: 'RATING' }] })).body.code).toBe('INVALID_STATE');
    expect((await admin.delete(`${BASE}/campaigns/${campaignId}`)).body.code).toBe('INVALID_STATE');
    expect((await admin.delete(`${BASE}/campaigns/${draft.id}`)).status).toBe(204);
    expect((await admin.get(`${BASE}/campaigns/${draft.id}`)).status).toBe(404);
  });
});
