import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { runInApp } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { Assignment, SurveyAnswer, SurveyResponse } from '../models';
import { buildSatisfactionWorld, department, member, members, openedSurvey, PULSE, pulseAnswers, type SatisfactionWorld } from './world';

let t: TestServer;
let w: SatisfactionWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-18T08:00:00Z' });
  w = await buildSatisfactionWorld(t);
});
afterAll(() => t?.close());

const inTenant = <T>(fn: () => Promise<T>) => runInApp(t.server.container, () => asTenant(w.tenant.id, fn));

describe('drafting a survey', () => {
  it('creates a DRAFT with its questions in order, edits it, and refuses malformed questions and the wrong callers', async () => {
    const res = await w.author.post('/hr/satisfaction/surveys', PULSE);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'PULSE', status: 'DRAFT', audience: null, assignedCount: 0, answeredCount: 0, allowedActions: ['edit', 'delete'] });
    expect(res.body.questions.map((q: { position: number; type: string; required: boolean }) => [q.position, q.type, q.required])).toEqual([
      [1, 'ENPS', true],
      [2, 'RATING', true],
      [3, 'CHOICE', true],
      [4, 'TEXT', false],
    ]);
    expect(res.body.questions[2].options).toEqual(['Bureau', 'Télétravail', 'Hybride']);
    // HR with distribute also sees `open`.
    expect((await w.hr.get(`/hr/satisfaction/surveys/${res.body.id}`).expect(200)).body.allowedActions).toEqual(['edit', 'delete', 'open']);

    const edited = await w.author.put(`/hr/satisfaction/surveys/${res.body.id}`, { ...PULSE, title: 'Pulse révisé', questions: PULSE.questions.slice(0, 2) }).expect(200);
    expect(edited.body.title).toBe('Pulse révisé');
    expect(edited.body.questions).toHaveLength(2);

    const oneOption = await w.author.post('/hr/satisfaction/surveys', { title: 'X', questions: [{ type: 'CHOICE', label: 'Q', options: ['Seule'] }] });
    expect(oneOption.status).toBe(400);
    expect(oneOption.body.errors).toEqual([expect.objectContaining({ path: 'questions.0.options' })]);
    expect((await w.author.post('/hr/satisfaction/surveys', { title: 'X', questions: [] })).status).toBe(400);
    expect((await w.author.post('/hr/satisfaction/surveys', { title: 'X', questions: [{ type: 'RATING', label: 'Q', options: ['a', 'b'] }] })).status).toBe(400);

    const employee = await member(w, null);
    expect((await employee.api.post('/hr/satisfaction/surveys', PULSE)).body.code).toBe('PERMISSION_DENIED');
    expect((await employee.api.get('/hr/satisfaction/surveys')).status).toBe(403);
    // The author may not distribute.
    expect((await w.author.post(`/hr/satisfaction/surveys/${res.body.id}/open`, { audience: 'EVERYONE' })).status).toBe(403);

    const list = await w.hr.get('/hr/satisfaction/surveys?status=DRAFT&kind=PULSE').expect(200);
    expect(list.body.items.map((s: { id: string }) => s.id)).toContain(res.body.id);
    expect(list.body.items.find((s: { id: string }) => s.id === res.body.id)).toMatchObject({ questionCount: 2, title: 'Pulse révisé' });

    const draft = await w.author.post('/hr/satisfaction/surveys', { title: 'À jeter', questions: [{ type: 'TEXT', label: 'Q' }] }).expect(201);
    await w.author.delete(`/hr/satisfaction/surveys/${draft.body.id}`).expect(204);
    expect((await w.hr.get(`/hr/satisfaction/surveys/${draft.body.id}`)).status).toBe(404);
  });
});

describe('distributing a survey', () => {
  it('sends it to the departments chosen and those below them, once per person; refuses unknown departments and empty audiences', async () => {
    const sales = await department(w, 'Commercial');
    const agency = await department(w, 'Agence', sales);
    const other = await department(w, 'Logistique');
    const [s1, s2] = await members(w, sales, 2);
    const [a1] = await members(w, agency, 1);
    const [o1] = await members(w, other, 1);

    const draft = await w.hr.post('/hr/satisfaction/surveys', PULSE).expect(201);
    const ghost = '3f1c6a55-3b8e-4c7b-9b0e-2d3f7c1a9e10';
    const refused = await w.hr.post(`/hr/satisfaction/surveys/${draft.body.id}/open`, { audience: 'DEPARTMENTS', departmentIds: [sales, ghost] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'departmentIds.1' })]);
    const empty = await department(w, 'Vide');
    expect((await w.hr.post(`/hr/satisfaction/surveys/${draft.body.id}/open`, { audience: 'DEPARTMENTS', departmentIds: [empty] })).status).toBe(422);
    expect((await w.hr.post(`/hr/satisfaction/surveys/${draft.body.id}/open`, { audience: 'DEPARTMENTS' })).status).toBe(400);
    expect((await w.hr.get(`/hr/satisfaction/surveys/${draft.body.id}`).expect(200)).body).toMatchObject({ status: 'DRAFT', assignedCount: 0, departments: [] });

    const opened = await w.hr.post(`/hr/satisfaction/surveys/${draft.body.id}/open`, { audience: 'DEPARTMENTS', departmentIds: [sales] }).expect(200);
    expect(opened.body).toMatchObject({ status: 'OPEN', audience: 'DEPARTMENTS', assignedCount: 3, answeredCount: 0, allowedActions: ['close'] });
    expect(opened.body.departments).toEqual([{ id: sales, name: expect.stringContaining('Commercial') }]);
    expect(opened.body.openedAt).toBe('2026-11-18T08:00:00.000Z');

    for (const m of [s1, s2, a1]) {
      const mine = await m.api.get('/hr/satisfaction/my-surveys?answered=false').expect(200);
      expect(mine.body.items.map((s: { id: string }) => s.id)).toContain(draft.body.id);
    }
    expect((await o1.api.get('/hr/satisfaction/my-surveys').expect(200)).body.items.map((s: { id: string }) => s.id)).not.toContain(draft.body.id);
    expect((await o1.api.get(`/hr/satisfaction/my-surveys/${draft.body.id}`)).status).toBe(404);
    expect((await o1.api.post(`/hr/satisfaction/my-surveys/${draft.body.id}/response`, pulseAnswers(opened.body.questions, 9, 4, 'Bureau'))).status).toBe(404);

    // Opened once: a second open, an edit or a delete is refused with the current status.
    for (const res of [
      await w.hr.post(`/hr/satisfaction/surveys/${draft.body.id}/open`, { audience: 'EVERYONE' }),
      await w.hr.put(`/hr/satisfaction/surveys/${draft.body.id}`, PULSE),
      await w.hr.delete(`/hr/satisfaction/surveys/${draft.body.id}`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'OPEN' });
    }
    expect((await w.hr.get(`/hr/satisfaction/surveys/${draft.body.id}`).expect(200)).body.assignedCount).toBe(3);
  });

  it('EVERYONE reaches every active user who may answer, with or without a department', async () => {
    const lone = await member(w, null);
    const survey = await openedSurvey(w, PULSE, { audience: 'EVERYONE' });
    expect((await lone.api.get(`/hr/satisfaction/my-surveys/${survey.id}`).expect(200)).body).toMatchObject({ answered: false, status: 'OPEN' });
    expect((await w.admin.get(`/hr/satisfaction/my-surveys/${survey.id}`)).status).toBe(200);
    expect((await w.hr.get(`/hr/satisfaction/my-surveys/${survey.id}`)).status).toBe(403);
  });
});

describe('answering', () => {
  it('checks every answer against its question, then takes one answer per person; a closed survey takes none', async () => {
    const team = await department(w, 'Réponses');
    const [m1, m2, m3] = await members(w, team, 3);
    const survey = await openedSurvey(w, PULSE, { audience: 'DEPARTMENTS', departmentIds: [team] });
    const [q1, q2, q3] = survey.questions;

    const bad = await m1.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, {
      answers: [
        { questionId: q1.id, value: 'dix' },
        { questionId: q2.id, value: 6 },
        { questionId: q3.id, value: 'Piscine' },
        { questionId: q3.id, value: 'Bureau' },
        { questionId: '3f1c6a55-3b8e-4c7b-9b0e-2d3f7c1a9e10', value: 'x' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('BUSINESS_RULE');
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['answers.0.value', 'answers.1.value', 'answers.2.value', 'answers.3.questionId', 'answers.4.questionId']);
    const missing = await m1.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, { answers: [{ questionId: q1.id, value: 8 }] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveLength(2);
    expect((await m1.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, { answers: [{ questionId: q1.id, value: 8.5 }] })).status).toBe(400);
    expect((await m1.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, { answers: [{ questionId: q1.id, value: 11 }] })).status).toBe(400);
    expect((await w.hr.get(`/hr/satisfaction/surveys/${survey.id}`).expect(200)).body.answeredCount).toBe(0);

    const ok = await m1.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, pulseAnswers(survey.questions, 10, 5, 'Hybride', 'Merci'));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toEqual({ surveyId: survey.id, answered: true });
    const again = await m1.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, pulseAnswers(survey.questions, 0, 1, 'Bureau'));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DUPLICATE');
    expect((await m1.api.get(`/hr/satisfaction/my-surveys/${survey.id}`).expect(200)).body.answered).toBe(true);

    await m2.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, pulseAnswers(survey.questions, 7, 3, 'Bureau')).expect(201);
    const closed = await w.hr.post(`/hr/satisfaction/surveys/${survey.id}/close`).expect(200);
    expect(closed.body).toMatchObject({ status: 'CLOSED', assignedCount: 3, answeredCount: 2, allowedActions: [] });
    const late = await m3.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, pulseAnswers(survey.questions, 9, 4, 'Bureau'));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CLOSED' });
    expect((await w.hr.post(`/hr/satisfaction/surveys/${survey.id}/close`)).status).toBe(409);
    expect((await m3.api.get('/hr/satisfaction/my-surveys?status=CLOSED').expect(200)).body.items.map((s: { id: string }) => s.id)).toContain(survey.id);
    expect(await inTenant(() => SurveyResponse.count({ where: { surveyId: survey.id } }))).toBe(2);
  });

  it('20 concurrent answers of one person: exactly one is stored', async () => {
    const team = await department(w, 'Concurrence');
    const [m] = await members(w, team, 1);
    const survey = await openedSurvey(w, PULSE, { audience: 'DEPARTMENTS', departmentIds: [team] });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => m.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, pulseAnswers(survey.questions, i % 11, 1 + (i % 5), 'Bureau'))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'DUPLICATE')).toBe(true);
    expect(await inTenant(() => SurveyResponse.count({ where: { surveyId: survey.id } }))).toBe(1);
    expect(await inTenant(() => SurveyAnswer.count({ where: { surveyId: survey.id } }))).toBe(3);
    expect(await inTenant(() => Assignment.count({ where: { surveyId: survey.id } }))).toBe(1);
  });

  it('keeps who answered apart from what was answered: a response row names nobody and has no time', async () => {
    const columns = Object.keys(SurveyResponse.getAttributes()).sort();
    expect(columns).toEqual(['departmentId', 'id', 'surveyId', 'tenantId']);
    expect(Object.keys(SurveyAnswer.getAttributes()).sort()).toEqual(['id', 'numberValue', 'questionId', 'responseId', 'surveyId', 'tenantId', 'textValue']);
  });
});
