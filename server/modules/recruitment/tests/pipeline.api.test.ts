import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { ApiClient } from '../../../test/factories';
import { applied, approvedRequisition, buildRecruitmentWorld, candidate, publishedOffer, type RecruitmentWorld } from './world';

let t: TestServer;
let w: RecruitmentWorld;
let admin: ApiClient;
let recruiter: ApiClient;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-02T08:00:00Z' });
  w = await buildRecruitmentWorld(t);
  admin = await w.org.admin.api();
  recruiter = await w.recruiter.api();
});
afterAll(() => t?.close());

const move = (id: string, stage: string, extra: Record<string, unknown> = {}) => recruiter.post(`/recruitment/applications/${id}/move`, { stage, ...extra });

describe('job offers', () => {
  it('drafts with skills and languages, copies templates, publishes with a public link, closes and archives', async () => {
    const template = await recruiter
      .post('/recruitment/offers', { title: 'Modèle comptable', description: 'Tenue des comptes', skills: ['SYSCOHADA'], languages: [{ language: 'Français', level: 'NATIVE' }], isTemplate: true })
      .expect(201);
    expect(template.body).toMatchObject({ isTemplate: true, status: 'DRAFT', skills: ['SYSCOHADA'], languages: [{ language: 'Français', level: 'NATIVE' }], publicToken: null });
    expect((await admin.post(`/recruitment/offers/${template.body.id}/publish`)).body.code).toBe('BUSINESS_RULE');
    const copy = await recruiter.post(`/recruitment/offers/${template.body.id}/from-template`, { title: 'Comptable junior' }).expect(201);
    expect(copy.body).toMatchObject({ title: 'Comptable junior', description: 'Tenue des comptes', skills: ['SYSCOHADA'], isTemplate: false, status: 'DRAFT' });
    expect((await recruiter.post('/recruitment/offers', { title: 'x', description: 'y', languages: [{ language: 'Anglais', level: 'Z9' }] })).status).toBe(400);

    // RECRUITER drafts but does not publish.
    expect((await recruiter.post(`/recruitment/offers/${copy.body.id}/publish`)).status).toBe(403);
    const published = await admin.post(`/recruitment/offers/${copy.body.id}/publish`).expect(200);
    expect(published.body.status).toBe('PUBLISHED');
    expect(published.body.publicToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await recruiter.put(`/recruitment/offers/${copy.body.id}`, { title: 'x', description: 'y' })).status).toBe(409);
    expect((await admin.delete(`/recruitment/offers/${copy.body.id}`)).status).toBe(409);
    expect((await admin.post(`/recruitment/offers/${copy.body.id}/archive`)).status).toBe(409);
    expect((await admin.post(`/recruitment/offers/${copy.body.id}/close`)).body.status).toBe('CLOSED');
    const closedApply = await recruiter.post(`/recruitment/offers/${copy.body.id}/apply`, candidate());
    expect([closedApply.status, closedApply.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await admin.post(`/recruitment/offers/${copy.body.id}/archive`)).body.status).toBe('ARCHIVED');
    expect((await admin.post(`/recruitment/offers/${copy.body.id}/publish`)).status).toBe(409);
    await admin.delete(`/recruitment/offers/${template.body.id}`).expect(204);
    const list = await recruiter.get('/recruitment/offers?status=ARCHIVED').expect(200);
    expect(list.body.items.map((o: { id: string }) => o.id)).toContain(copy.body.id);
  });
});

describe('the candidate pipeline', () => {
  it('moves an application through every stage with its activity history, and hires it into a PRE_HIRE employee', async () => {
    const requisition = await approvedRequisition(recruiter, admin, { jobTitle: 'Développeur' });
    const offer = await publishedOffer(admin, { requisitionId: requisition.id });
    const a = await applied(recruiter, offer.id, { firstName: 'Awa', lastName: 'Diabaté', email: 'awa.diabate@example.test', source: 'REFERRAL' });
    expect(a.status).toBe('NEW');
    const dup = await recruiter.post(`/recruitment/offers/${offer.id}/apply`, candidate({ email: 'AWA.diabate@example.test' }));
    expect([dup.status, dup.body.code]).toEqual([409, 'DUPLICATE']);

    const refusals: Array<[string, Record<string, unknown>?]> = [['INTERVIEW'], ['OFFER_SENT'], ['HIRED'], ['REJECTED'], ['NEW']];
    for (const [stage] of refusals) {
      const res = await move(a.id, stage);
      expect([res.status, res.body.code], stage).toEqual([409, 'INVALID_STATE']);
    }
    expect((await recruiter.post(`/recruitment/applications/${a.id}/offer`, {})).status).toBe(409);
    expect((await move(a.id, 'SCREENING', { note: 'CV solide' })).body.status).toBe('SCREENING');
    expect((await move(a.id, 'NEW')).body.status).toBe('NEW');
    await move(a.id, 'SCREENING').expect(200);
    await move(a.id, 'INTERVIEW').expect(200);
    expect((await recruiter.post(`/recruitment/applications/${a.id}/offer`, { note: 'Proposition' })).body.status).toBe('OFFER_SENT');
    expect((await move(a.id, 'INTERVIEW')).status).toBe(409);
    const rejected = await recruiter.post(`/recruitment/applications/${a.id}/reject`, { reason: 'Prétentions trop hautes' }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectedFrom: 'OFFER_SENT' });
    expect((await recruiter.post(`/recruitment/applications/${a.id}/reject`, {})).status).toBe(409);
    expect((await move(a.id, 'SCREENING')).status).toBe(409);
    expect((await recruiter.post(`/recruitment/applications/${a.id}/reinstate`, {})).body).toMatchObject({ status: 'OFFER_SENT', rejectedFrom: null });
    expect((await recruiter.post(`/recruitment/applications/${a.id}/reinstate`, {})).status).toBe(409);
    await recruiter.post(`/recruitment/applications/${a.id}/notes`, { note: 'Disponible en janvier' }).expect(200);
    expect((await recruiter.post(`/recruitment/applications/${a.id}/rating`, { rating: 6 })).status).toBe(400);
    expect((await recruiter.post(`/recruitment/applications/${a.id}/rating`, { rating: 4 })).body.rating).toBe(4);

    const hired = await move(a.id, 'HIRED', { hireDate: '2027-01-04' }).expect(200);
    expect(hired.body.status).toBe('HIRED');
    const employee = await admin.get(`/admin/employees/${hired.body.employeeId}`).expect(200);
    expect(employee.body).toMatchObject({ firstName: 'Awa', lastName: 'Diabaté', email: 'awa.diabate@example.test', status: 'PRE_HIRE', hireDate: '2027-01-04' });
    expect(hired.body.activities.map((x: { type: string; fromStatus: string | null; toStatus: string | null }) => [x.type, x.fromStatus, x.toStatus])).toEqual([
      ['RECEIVED', null, 'NEW'],
      ['STAGE_CHANGED', 'NEW', 'SCREENING'],
      ['STAGE_CHANGED', 'SCREENING', 'NEW'],
      ['STAGE_CHANGED', 'NEW', 'SCREENING'],
      ['STAGE_CHANGED', 'SCREENING', 'INTERVIEW'],
      ['OFFER_SENT', 'INTERVIEW', 'OFFER_SENT'],
      ['REJECTED', 'OFFER_SENT', 'REJECTED'],
      ['REINSTATED', 'REJECTED', 'OFFER_SENT'],
      ['NOTE_ADDED', null, null],
      ['RATED', null, null],
      ['HIRED', 'OFFER_SENT', 'HIRED'],
    ]);
    expect(hired.body.activities[1]).toMatchObject({ note: 'CV solide', actor: { id: w.recruiter.user.id } });
    expect(hired.body.activities[9].rating).toBe(4);
    // Headcount 1 hired: the requisition is FILLED.
    expect((await admin.get(`/recruitment/requisitions/${requisition.id}`)).body.status).toBe('FILLED');
    for (const path of ['reject', 'offer', 'reinstate']) expect((await recruiter.post(`/recruitment/applications/${a.id}/${path}`, {})).status, path).toBe(409);
    expect((await move(a.id, 'HIRED')).status).toBe(409);

    // A second candidate with an email an employee already has cannot be hired (nothing changes).
    const b = await applied(recruiter, offer.id, { email: 'awa.diabate2@example.test' });
    await move(b.id, 'SCREENING').expect(200);
    await move(b.id, 'INTERVIEW').expect(200);
    await recruiter.post(`/recruitment/applications/${b.id}/offer`, {}).expect(200);
    await admin.put(`/admin/employees/${hired.body.employeeId}`, { email: 'awa.diabate2@example.test' }).expect(200);
    const clash = await move(b.id, 'HIRED');
    expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE']);
    expect((await recruiter.get(`/recruitment/applications/${b.id}`)).body).toMatchObject({ status: 'OFFER_SENT', employeeId: null });
  });

  it('lists and filters the pipeline, counts sources and stage conversion, and refuses callers without permission', async () => {
    const offer = await publishedOffer(admin);
    const ids = [];
    for (const source of ['DIRECT', 'DIRECT', 'AGENCY', 'INTERNAL']) ids.push((await applied(recruiter, offer.id, { source })).id);
    await move(ids[0], 'SCREENING').expect(200);
    await move(ids[1], 'SCREENING').expect(200);
    await move(ids[1], 'INTERVIEW').expect(200);
    await recruiter.post(`/recruitment/applications/${ids[3]}/reject`, {}).expect(200);
    const list = await recruiter.get(`/recruitment/applications?offerId=${offer.id}&status=SCREENING`).expect(200);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: ids[0] }] });
    expect((await recruiter.get(`/recruitment/applications?offerId=${offer.id}&source=AGENCY`)).body.total).toBe(1);
    expect((await recruiter.get(`/recruitment/applications?offerId=${offer.id}&q=TRAOR%20mar`)).body.total).toBe(4);
    expect((await recruiter.get(`/recruitment/applications?offerId=${offer.id}&q=nobody`)).body.total).toBe(0);
    const stats = await recruiter.get(`/recruitment/analytics?offerId=${offer.id}`).expect(200);
    expect(stats.body.total).toBe(4);
    expect(stats.body.bySource.find((s: { source: string }) => s.source === 'DIRECT')).toEqual({ source: 'DIRECT', applications: 2, hired: 0 });
    const stage = (name: string) => stats.body.byStage.find((s: { stage: string }) => s.stage === name);
    expect(stage('NEW')).toEqual({ stage: 'NEW', reached: 4, current: 1, conversionPercent: null });
    expect(stage('SCREENING')).toEqual({ stage: 'SCREENING', reached: 2, current: 1, conversionPercent: 50 });
    expect(stage('INTERVIEW')).toEqual({ stage: 'INTERVIEW', reached: 1, current: 1, conversionPercent: 50 });
    expect(stage('REJECTED').current).toBe(1);

    const outsider = await w.outsider.api();
    expect((await outsider.get('/recruitment/applications')).status).toBe(403);
    expect((await outsider.post(`/recruitment/applications/${ids[0]}/move`, { stage: 'INTERVIEW' })).status).toBe(403);
    expect((await outsider.post(`/recruitment/offers/${offer.id}/apply`, candidate())).status).toBe(403);
  });

  it('lets one of 20 concurrent applications with the same email, and one of 20 concurrent hires, through', async () => {
    const offer = await publishedOffer(admin);
    const body = candidate({ email: 'rush@example.test' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => recruiter.post(`/recruitment/offers/${offer.id}/apply`, body)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const id = answers.find((r) => r.status === 201)!.body.id as string;
    await move(id, 'SCREENING').expect(200);
    await move(id, 'INTERVIEW').expect(200);
    await recruiter.post(`/recruitment/applications/${id}/offer`, {}).expect(200);
    const hires = await Promise.all(Array.from({ length: 20 }, () => move(id, 'HIRED')));
    expect(hires.filter((r) => r.status === 200)).toHaveLength(1);
    expect(hires.filter((r) => r.status === 409)).toHaveLength(19);
    const employees = await admin.get('/admin/employees?q=rush@example.test&status=PRE_HIRE').expect(200);
    expect(employees.body.total).toBe(1);
  });
});
