import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { defineWorkflow, step, type Person } from '../../approvals/tests/world';
import { approvedRequisition, buildRecruitmentWorld, publishedOffer, requisition, requisitionBody, type RecruitmentWorld } from './world';

let t: TestServer;
let w: RecruitmentWorld;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-02T08:00:00Z' });
  w = await buildRecruitmentWorld(t);
});
afterAll(() => t?.close());

const api = (p: Person) => p.api();

describe('job requisitions without an approval circuit', () => {
  it('drafts with every field, refuses malformed bodies, and keeps a DRAFT to its author', async () => {
    const recruiter = await api(w.recruiter);
    const created = await recruiter.post('/recruitment/requisitions', requisitionBody()).expect(201);
    expect(created.body).toMatchObject({
      jobTitle: 'Comptable confirmé',
      justification: 'NEW_POSITION',
      priority: 'NORMAL',
      contractType: 'CDI',
      headcount: 1,
      salaryMin: '450000.00',
      salaryMax: '650000.50',
      currency: 'XOF',
      status: 'DRAFT',
      author: { id: w.recruiter.user.id },
      onCircuit: false,
    });
    expect(created.body.allowedActions).toEqual(expect.arrayContaining(['edit', 'delete', 'submit', 'cancel']));
    for (const bad of [{ justification: 'WHIM' }, { priority: 'ASAP' }, { contractType: 'FREELANCE' }, { salaryMin: '700000', salaryMax: '600000' }, { jobTitle: '' }, { headcount: 0 }]) {
      const res = await recruiter.post('/recruitment/requisitions', requisitionBody(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }

    // The drafter may edit and delete their own draft, not someone else's.
    const drafter = await api(w.drafter);
    const mine = await requisition(drafter, { jobTitle: 'Assistant RH' });
    const edited = await drafter.put(`/recruitment/requisitions/${mine.id}`, requisitionBody({ jobTitle: 'Assistante RH', priority: 'URGENT' })).expect(200);
    expect(edited.body).toMatchObject({ jobTitle: 'Assistante RH', priority: 'URGENT' });
    const foreign = await drafter.put(`/recruitment/requisitions/${created.body.id}`, requisitionBody({ jobTitle: 'Hijack' }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('PERMISSION_DENIED');
    expect((await drafter.delete(`/recruitment/requisitions/${created.body.id}`)).status).toBe(403);
    expect((await recruiter.get(`/recruitment/requisitions/${created.body.id}`)).body.jobTitle).toBe('Comptable confirmé');
    await drafter.delete(`/recruitment/requisitions/${mine.id}`).expect(204);
    expect((await drafter.get(`/recruitment/requisitions/${mine.id}`)).status).toBe(404);

    // An employee without recruitment permissions sees nothing.
    const outsider = await api(w.outsider);
    expect((await outsider.get('/recruitment/requisitions')).status).toBe(403);
    expect((await outsider.post('/recruitment/requisitions', requisitionBody())).status).toBe(403);
  });

  it('submits to PENDING_APPROVAL, then approves (never by its author) and publishes with an offer, fills, refuses later moves', async () => {
    const recruiter = await api(w.recruiter);
    const admin = await api(w.org.admin);
    const r = await requisition(recruiter);
    const submitted = await recruiter.post(`/recruitment/requisitions/${r.id}/submit`).expect(200);
    expect(submitted.body).toMatchObject({ status: 'PENDING_APPROVAL', onCircuit: false });
    expect(submitted.body.submittedAt).toBe('2026-11-02T08:00:00.000Z');
    const refusedEdit = await recruiter.put(`/recruitment/requisitions/${r.id}`, requisitionBody());
    expect([refusedEdit.status, refusedEdit.body.code, refusedEdit.body.currentStatus]).toEqual([409, 'INVALID_STATE', 'PENDING_APPROVAL']);
    expect((await recruiter.delete(`/recruitment/requisitions/${r.id}`)).status).toBe(409);
    expect((await recruiter.post(`/recruitment/requisitions/${r.id}/submit`)).status).toBe(409);
    // The drafter holds no approve permission.
    const denied = await (await api(w.drafter)).post(`/recruitment/requisitions/${r.id}/approve`, {});
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);

    const approved = await admin.post(`/recruitment/requisitions/${r.id}/approve`, { comment: 'Budget validé' }).expect(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedBy: { id: w.org.admin.user.id }, decisionComment: 'Budget validé' });
    expect((await admin.post(`/recruitment/requisitions/${r.id}/approve`, {})).status).toBe(409);

    // Publishing an offer that names it publishes it; then filled, and nothing moves it any more.
    await publishedOffer(admin, { requisitionId: r.id });
    expect((await admin.get(`/recruitment/requisitions/${r.id}`)).body.status).toBe('PUBLISHED');
    expect((await admin.post(`/recruitment/requisitions/${r.id}/publish`)).status).toBe(409);
    expect((await recruiter.post(`/recruitment/requisitions/${r.id}/fill`)).body.status).toBe('FILLED');
    for (const action of ['cancel', 'fill', 'submit', 'publish']) expect((await admin.post(`/recruitment/requisitions/${r.id}/${action}`, {})).status, action).toBe(409);

    // An APPROVED requisition may also be published by hand.
    const other = await approvedRequisition(recruiter, admin);
    expect((await recruiter.post(`/recruitment/requisitions/${other.id}/publish`)).status).toBe(403);
    expect((await admin.post(`/recruitment/requisitions/${other.id}/publish`)).body.status).toBe('PUBLISHED');
  });

  it('refuses SELF_APPROVAL, rejects back to the author as REJECTED, cancels, and refuses offers on unapproved requisitions', async () => {
    const admin = await api(w.org.admin);
    const recruiter = await api(w.recruiter);
    const own = await requisition(admin);
    await admin.post(`/recruitment/requisitions/${own.id}/submit`).expect(200);
    for (const action of ['approve', 'reject']) {
      const res = await admin.post(`/recruitment/requisitions/${own.id}/${action}`, {});
      expect([res.status, res.body.code], action).toEqual([403, 'SELF_APPROVAL']);
    }
    expect((await admin.get(`/recruitment/requisitions/${own.id}`)).body.status).toBe('PENDING_APPROVAL');

    const r = await requisition(recruiter);
    await recruiter.post(`/recruitment/requisitions/${r.id}/submit`).expect(200);
    const offerOnPending = await admin.post('/recruitment/offers', { title: 'Comptable', description: 'x', requisitionId: r.id });
    expect([offerOnPending.status, offerOnPending.body.code]).toEqual([422, 'BUSINESS_RULE']);
    const rejected = await admin.post(`/recruitment/requisitions/${r.id}/reject`, { comment: 'Pas de budget cette année' }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', decisionComment: 'Pas de budget cette année', allowedActions: [] });
    for (const action of ['submit', 'approve', 'cancel']) expect((await admin.post(`/recruitment/requisitions/${r.id}/${action}`, {})).status, action).toBe(409);

    const draft = await requisition(recruiter);
    expect((await recruiter.post(`/recruitment/requisitions/${draft.id}/cancel`)).body.status).toBe('CANCELLED');
    const listed = await recruiter.get('/recruitment/requisitions?status=REJECTED').expect(200);
    expect(listed.body.items.map((x: { id: string }) => x.id)).toContain(r.id);
    expect(listed.body.items.every((x: { status: string }) => x.status === 'REJECTED')).toBe(true);
  });

  it('lets exactly one of 20 concurrent approvals through', async () => {
    const admin = await api(w.org.admin);
    const r = await requisition(await api(w.recruiter));
    await (await api(w.recruiter)).post(`/recruitment/requisitions/${r.id}/submit`).expect(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(`/recruitment/requisitions/${r.id}/approve`, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  });
});

describe('job requisitions on a JOB_REQUISITION circuit', () => {
  it('starts the circuit on submit; only the step approver decides, never the author', async () => {
    const hr = await w.org.hire({ firstName: 'Yao', roles: ['HR_MANAGER'], manager: w.org.admin });
    await defineWorkflow(w.org, 'JOB_REQUISITION', [step('DRH', { type: 'USER', userId: hr.user.id })]);
    const recruiter = await api(w.recruiter);
    const admin = await api(w.org.admin);
    const r = await requisition(recruiter);
    const submitted = await recruiter.post(`/recruitment/requisitions/${r.id}/submit`).expect(200);
    expect(submitted.body).toMatchObject({ status: 'PENDING_APPROVAL', onCircuit: true });
    const notStep = await admin.post(`/recruitment/requisitions/${r.id}/approve`, {});
    expect([notStep.status, notStep.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    const self = await recruiter.post(`/recruitment/requisitions/${r.id}/approve`, {});
    expect([self.status, self.body.code]).toEqual([403, 'SELF_APPROVAL']);
    const approved = await (await api(hr)).post(`/recruitment/requisitions/${r.id}/approve`, { comment: 'OK DRH' }).expect(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedBy: { id: hr.user.id }, decisionComment: 'OK DRH' });

    const second = await requisition(recruiter);
    await recruiter.post(`/recruitment/requisitions/${second.id}/submit`).expect(200);
    const rejected = await (await api(hr)).post(`/recruitment/requisitions/${second.id}/reject`, { comment: 'Non' }).expect(200);
    expect(rejected.body.status).toBe('REJECTED');

    // Cancelling a pending requisition withdraws its circuit request.
    const third = await requisition(recruiter);
    await recruiter.post(`/recruitment/requisitions/${third.id}/submit`).expect(200);
    expect((await recruiter.post(`/recruitment/requisitions/${third.id}/cancel`)).body.status).toBe('CANCELLED');
    expect((await (await api(hr)).post(`/recruitment/requisitions/${third.id}/approve`, {})).status).toBe(409);
  });
});
