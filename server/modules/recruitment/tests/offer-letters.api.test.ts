import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { ApiClient } from '../../../test/factories';
import { defineWorkflow, step } from '../../approvals/tests/world';
import { OFFER_LETTER_EXPIRY_JOB } from '..';
import { applied, buildRecruitmentWorld, publishedOffer, type RecruitmentWorld } from './world';

let t: TestServer;
let w: RecruitmentWorld;
let admin: ApiClient;
let mail: MailMessage[];
let offerId: string;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-02T08:00:00Z' });
  mail = captureMail(t);
  w = await buildRecruitmentWorld(t);
  admin = await w.org.admin.api();
  offerId = (await publishedOffer(admin)).id;
});
afterAll(() => t?.close());

const atInterview = async () => {
  const a = await applied(admin, offerId);
  await admin.post(`/recruitment/applications/${a.id}/move`, { stage: 'SCREENING' }).expect(200);
  await admin.post(`/recruitment/applications/${a.id}/move`, { stage: 'INTERVIEW' }).expect(200);
  return a;
};
const letterBody = { body: 'Nous avons le plaisir de vous proposer le poste.', salary: '750000', startDate: '2027-01-04', benefits: 'Assurance santé, 13e mois' };
const write = async (applicationId: string) => {
  const res = await admin.post(`/recruitment/applications/${applicationId}/offer-letters`, letterBody);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string };
};
/** Sends the letter and answers the token of the link and the code, each from its own mail. */
const send = async (letterId: string, email: string) => {
  const before = mail.length;
  const res = await admin.post(`/recruitment/offer-letters/${letterId}/send`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sent = mail.slice(before).filter((m) => m.to === email);
  const token = /\/app\/public\/offer-letters\/([A-Za-z0-9_-]+)/.exec(sent[0].text)?.[1] as string;
  const code = /Code : (\d{6})/.exec(sent[1].text)?.[1] as string;
  expect(sent[0].text).not.toContain(code);
  return { token, code, body: res.body, attachment: sent[0].attachments?.[0] };
};
const answer = (token: string, code: string, a = 'ACCEPT') => t.http.post(`/public/recruitment/offer-letters/${token}/respond`).send({ code, answer: a });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('offer letters', () => {
  it('writes, sends (link and code apart, PDF attached), and takes the candidate’s answer once', async () => {
    const early = await applied(admin, offerId);
    expect((await admin.post(`/recruitment/applications/${early.id}/offer-letters`, letterBody)).status).toBe(409);
    const a = await atInterview();
    const letter = await write(a.id);
    expect(letter).toMatchObject({ status: 'DRAFT', salary: '750000.00', currency: 'XOF', onCircuit: false });
    const pdf = await admin.get(`/recruitment/offer-letters/${letter.id}/pdf`).buffer(true).expect(200);
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const { token, code, body, attachment } = await send(letter.id, a.email);
    expect(body).toMatchObject({ status: 'SENT', expiresAt: '2026-11-09T08:00:00.000Z' });
    expect(attachment).toMatchObject({ filename: 'lettre-offre.pdf', contentType: 'application/pdf' });
    expect((await admin.get(`/recruitment/applications/${a.id}`)).body.status).toBe('OFFER_SENT');
    expect((await admin.post(`/recruitment/offer-letters/${letter.id}/send`)).status).toBe(409);

    const page = await t.http.get(`/public/recruitment/offer-letters/${token}`).expect(200);
    expect(page.body).toMatchObject({ company: 'Ivoire Négoce SARL', salary: '750000.00', startDate: '2027-01-04', status: 'SENT', locked: false });
    expect((await t.http.get('/public/recruitment/offer-letters/not-a-real-token-00000')).status).toBe(404);
    const bad = await answer(token, wrong(code));
    expect([bad.status, bad.body.code, bad.body.remainingAttempts]).toEqual([400, 'VALIDATION_FAILED', 2]);
    const ok = await answer(token, code);
    expect([ok.status, ok.body.status]).toEqual([200, 'ACCEPTED']);
    const reused = await answer(token, code, 'DECLINE');
    expect([reused.status, reused.body.code, reused.body.currentStatus]).toEqual([409, 'INVALID_STATE', 'ACCEPTED']);
    expect((await admin.get(`/recruitment/offer-letters/${letter.id}`)).body).toMatchObject({ status: 'ACCEPTED', respondedAt: '2026-11-02T08:00:00.000Z' });
  });

  it('locks the link after three wrong codes, even when 20 tries come at once', async () => {
    const a = await atInterview();
    const letter = await write(a.id);
    const { token, code } = await send(letter.id, a.email);
    const tries = await Promise.all(Array.from({ length: 20 }, () => answer(token, wrong(code))));
    expect(tries.filter((r) => r.status === 400)).toHaveLength(3);
    expect(tries.every((r) => [400, 403, 429].includes(r.status))).toBe(true);
    const locked = await t.http.post(`/public/recruitment/offer-letters/${token}/respond`).set('X-Forwarded-For', '10.0.0.9').send({ code, answer: 'ACCEPT' });
    expect([locked.status, locked.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await admin.get(`/recruitment/offer-letters/${letter.id}`)).body).toMatchObject({ status: 'SENT', locked: true });
  });

  it('expires an unanswered letter after the tenant’s delay (the link refuses, the job marks it EXPIRED)', async () => {
    expect((await admin.get('/recruitment/settings')).body).toEqual({ offerLetterExpiryDays: 7 });
    expect((await admin.put('/recruitment/settings', { offerLetterExpiryDays: 0 })).status).toBe(400);
    await admin.put('/recruitment/settings', { offerLetterExpiryDays: 3 }).expect(200);
    const a = await atInterview();
    const letter = await write(a.id);
    const { token, code, body } = await send(letter.id, a.email);
    expect(body.expiresAt).toBe('2026-11-05T08:00:00.000Z');
    const job = (iso: string) => t.server.container.services.jobs.runNow(OFFER_LETTER_EXPIRY_JOB, new Date(iso));
    await job('2026-11-05T07:59:00Z');
    expect((await admin.get(`/recruitment/offer-letters/${letter.id}`)).body.status).toBe('SENT');
    t.clock.set('2026-11-05T08:00:00Z');
    const late = await answer(token, code);
    expect([late.status, late.body.currentStatus]).toEqual([409, 'EXPIRED']);
    await job('2026-11-05T08:00:00Z');
    admin = await w.org.admin.api();
    expect((await admin.get(`/recruitment/offer-letters/${letter.id}`)).body.status).toBe('EXPIRED');
    expect((await answer(token, code)).body.currentStatus).toBe('EXPIRED');
  });

  it('waits for the OFFER_LETTER circuit when the tenant has one, never approved by its writer', async () => {
    const hr = await w.org.hire({ firstName: 'Yao', roles: ['HR_MANAGER'], manager: w.org.admin });
    admin = await w.org.admin.api();
    await defineWorkflow(w.org, 'OFFER_LETTER', [step('DRH', { type: 'USER', userId: hr.user.id })]);
    const a = await atInterview();
    const letter = await write(a.id);
    expect(letter).toMatchObject({ status: 'PENDING_APPROVAL', onCircuit: true });
    expect((await admin.post(`/recruitment/offer-letters/${letter.id}/send`)).status).toBe(409);
    expect((await admin.post(`/recruitment/offer-letters/${letter.id}/approve`, {})).body.code).toBe('SELF_APPROVAL');
    expect((await (await hr.api()).post(`/recruitment/offer-letters/${letter.id}/approve`, {})).body.status).toBe('APPROVED');
    expect((await send(letter.id, a.email)).body.status).toBe('SENT');
    const second = await write((await atInterview()).id);
    expect((await (await hr.api()).post(`/recruitment/offer-letters/${second.id}/reject`, { comment: 'Trop cher' })).body).toMatchObject({ status: 'REJECTED', decisionComment: 'Trop cher' });
    expect((await admin.post(`/recruitment/offer-letters/${second.id}/send`)).status).toBe(409);
    expect((await (await w.recruiter.api()).post(`/recruitment/applications/${a.id}/offer-letters`, letterBody)).status).toBe(403);
  });
});
