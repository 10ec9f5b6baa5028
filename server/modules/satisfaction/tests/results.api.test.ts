import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { runInApp } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { Assignment, SurveyAnswer, SurveyResponse } from '../models';
import { buildSatisfactionWorld, department, member, openedSurvey, PULSE, pulseAnswers, type Member, type SatisfactionWorld } from './world';

let t: TestServer;
let w: SatisfactionWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-18T08:00:00Z' });
  w = await buildSatisfactionWorld(t);
});
afterAll(() => t?.close());

const inTenant = <T>(fn: () => Promise<T>) => runInApp(t.server.container, () => asTenant(w.tenant.id, fn));

interface Group {
  kind: string;
  departmentId: string | null;
  respondentCount: number;
  questions: Array<{ hidden: boolean; answeredCount: number | null; enps: { score: string } | null; average: string | null; texts: string[] }>;
}

describe('anonymous results', () => {
  it('shows figures over groups of 3 or more only, pools the small departments, and names no respondent anywhere', async () => {
    const a = await department(w, 'Finance');
    const b = await department(w, 'Achats');
    const c = await department(w, 'Juridique');
    const crowd: Member[] = [];
    let n = 0;
    const join = async (dept: string, count: number) => {
      const out: Member[] = [];
      for (let i = 0; i < count; i++) out.push(await member(w, dept, { firstName: `Répondant${++n}x` }));
      crowd.push(...out);
      return out;
    };
    const [a1, a2, a3, a4] = await join(a, 4);
    const [b1, b2, b3] = await join(b, 3);
    const [c1, c2] = await join(c, 2);
    const survey = await openedSurvey(w, PULSE, { audience: 'DEPARTMENTS', departmentIds: [a, b, c] });
    const respond = (m: Member, enps: number, rating: number, choice: string, text?: string) =>
      m.api.post(`/hr/satisfaction/my-surveys/${survey.id}/response`, pulseAnswers(survey.questions, enps, rating, choice, text)).expect(201);
    const results = async (query = '') => (await w.hr.get(`/hr/satisfaction/surveys/${survey.id}/results${query}`).expect(200)).body;

    // Two respondents: nothing shown at all.
    await respond(a1, 10, 5, 'Hybride', 'Plus de formations');
    await respond(c1, 0, 1, 'Télétravail');
    const early = await results();
    expect(early).toMatchObject({ hidden: true, respondentCount: null, assignedCount: 9, minGroupSize: 3, breakdown: [] });
    expect(early.questions.every((q: { hidden: boolean; answeredCount: number | null }) => q.hidden && q.answeredCount === null)).toBe(true);

    await respond(a2, 9, 4, 'Hybride', 'Merci');
    await respond(a3, 7, 4, 'Bureau');
    await respond(a4, 3, 3, 'Télétravail');
    await respond(b1, 9, 2, 'Bureau', 'Bravo');
    await respond(b2, 6, 3, 'Bureau');
    await respond(b3, 8, 4, 'Bureau');
    await respond(c2, 10, 5, 'Télétravail');

    const all = await results();
    expect(all).toMatchObject({ hidden: false, respondentCount: 9, assignedCount: 9, departmentId: null });
    const [enps, rating, choice, text] = all.questions;
    // eNPS over [10, 9, 7, 3, 9, 6, 8, 0, 10]: 4 promoters, 2 passives, 3 detractors → (4 − 3) × 100 ÷ 9 = 11.11.
    expect(enps.enps).toEqual({ score: '11.11', promoters: 4, passives: 2, detractors: 3, promotersPercent: '44.44', passivesPercent: '22.22', detractorsPercent: '33.33' });
    expect(enps.distribution.find((d: { value: number }) => d.value === 10).count).toBe(2);
    expect(rating).toMatchObject({ answeredCount: 9, average: '3.44' });
    expect(choice.options).toEqual([
      { option: 'Bureau', count: 4, percent: '44.44' },
      { option: 'Télétravail', count: 3, percent: '33.33' },
      { option: 'Hybride', count: 2, percent: '22.22' },
    ]);
    expect(text).toMatchObject({ hidden: false, answeredCount: 3, texts: ['Bravo', 'Merci', 'Plus de formations'] });

    // Breakdown: Juridique (2) is too small; Achats (3), the smallest shown, joins it so that
    // "all − Finance" cannot give Juridique away. Finance alone, and the 5 others pooled.
    const groups = all.breakdown as Group[];
    expect(groups.map((g) => [g.kind, g.departmentId, g.respondentCount])).toEqual([
      ['DEPARTMENT', a, 4],
      ['OTHERS', null, 5],
    ]);
    expect(groups[0].questions[0].enps?.score).toBe('25.00'); // [10, 9, 7, 3]: 2 − 1 of 4
    expect(groups[1].questions[0].enps?.score).toBe('0.00'); // [9, 6, 8, 0, 10]: 2 − 2 of 5
    // Finance's text question had 2 answers: hidden; no text in any breakdown.
    expect(groups[0].questions[3]).toMatchObject({ hidden: true, answeredCount: null, texts: [] });
    expect(groups.every((g) => g.questions.every((q) => q.texts.length === 0))).toBe(true);
    expect(groups.every((g) => g.respondentCount >= 3 && g.questions.every((q) => q.hidden || (q.answeredCount ?? 0) >= 3))).toBe(true);

    // Filters follow the same decision: Finance shown, Achats (3, but needed to cover Juridique) and Juridique hidden.
    const finance = await results(`?departmentId=${a}`);
    expect(finance).toMatchObject({ hidden: false, respondentCount: 4, assignedCount: null, departmentId: a, breakdown: [] });
    expect(finance.questions[0].enps.score).toBe('25.00');
    expect(finance.questions[3]).toMatchObject({ hidden: true, texts: [] });
    for (const small of [b, c, '3f1c6a55-3b8e-4c7b-9b0e-2d3f7c1a9e10']) {
      const res = await results(`?departmentId=${small}`);
      expect(res).toMatchObject({ hidden: true, respondentCount: null });
      expect(res.questions.every((q: { hidden: boolean; answeredCount: number | null; distribution: unknown[] }) => q.hidden && q.answeredCount === null && q.distribution.length === 0)).toBe(true);
    }

    // No identifier of a respondent, an assignment or a response in any results payload.
    const payloads = JSON.stringify([early, all, finance, await results(`?departmentId=${b}`), await results(`?departmentId=${c}`)]);
    const responseIds = await inTenant(async () => (await SurveyResponse.findAll({ where: { surveyId: survey.id } })).map((r) => r.id));
    const assignmentIds = await inTenant(async () => (await Assignment.findAll({ where: { surveyId: survey.id } })).map((r) => r.id));
    const answerIds = await inTenant(async () => (await SurveyAnswer.findAll({ where: { surveyId: survey.id } })).map((r) => r.id));
    expect(responseIds).toHaveLength(9);
    const forbidden = [...crowd.flatMap((m) => [m.user.id, m.employeeId, m.user.email]), ...responseIds, ...assignmentIds, ...answerIds, 'Répondant'];
    expect(forbidden.filter((token) => payloads.includes(token))).toEqual([]);

    // Results are for those who draft or distribute surveys.
    expect((await w.author.get(`/hr/satisfaction/surveys/${survey.id}/results`)).status).toBe(200);
    expect((await a1.api.get(`/hr/satisfaction/surveys/${survey.id}/results`)).status).toBe(403);
    expect((await w.hr.get(`/hr/satisfaction/surveys/${survey.id}/results?departmentId=nope`)).status).toBe(400);
  });
});
