import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { ApiClient } from '../../../test/factories';
import type { Person } from '../../approvals/tests/world';
import { applied, buildRecruitmentWorld, publishedOffer, type RecruitmentWorld } from './world';

let t: TestServer;
let w: RecruitmentWorld;
let recruiter: ApiClient;
let mail: MailMessage[];
let interviewer: Person;
let applicationId: string;
let candidateEmail: string;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-02T08:00:00Z' });
  mail = captureMail(t);
  w = await buildRecruitmentWorld(t);
  interviewer = await w.org.hire({ firstName: 'Ibrahim', roles: ['RECRUITER'], manager: w.org.admin });
  recruiter = await w.recruiter.api();
  const offer = await publishedOffer(await w.org.admin.api());
  const a = await applied(recruiter, offer.id, { firstName: 'Salif', lastName: 'Keïta' });
  applicationId = a.id;
  candidateEmail = a.email;
  await recruiter.post(`/recruitment/applications/${a.id}/move`, { stage: 'SCREENING' }).expect(200);
});
afterAll(() => t?.close());

const schedule = (body: Record<string, unknown> = {}) =>
  recruiter.post(`/recruitment/applications/${applicationId}/interviews`, { type: 'TECHNICAL', startsAt: '2026-11-05T09:00:00Z', durationMinutes: 90, location: 'Salle Baobab, Plateau', interviewerIds: [interviewer.user.id], ...body });
const setClock = async (iso: string) => {
  t.clock.set(iso);
  recruiter = await w.recruiter.api();
};
const tokenIn = (m: MailMessage) => /\/app\/public\/interviews\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1] as string;

describe('interviews', () => {
  it('schedules with .ics invitations that a real iCal parser reads, and serves the .ics and the calendar', async () => {
    const before = mail.length;
    const created = await schedule();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ type: 'TECHNICAL', status: 'SCHEDULED', rsvpStatus: 'NEEDS_ACTION', endsAt: '2026-11-05T10:30:00.000Z', interviewers: [{ id: interviewer.user.id }] });
    const sent = mail.slice(before);
    expect(sent.map((m) => m.to)).toEqual([interviewer.user.email, candidateEmail]);
    for (const m of sent) {
      expect(m.attachments?.[0]).toMatchObject({ filename: 'entretien.ics' });
      const parsed = Object.values(ical.sync.parseICS(String(m.icalEvent?.content))).find((c) => c?.type === 'VEVENT') as ical.VEvent;
      expect(new Date(parsed.start as Date).toISOString()).toBe('2026-11-05T09:00:00.000Z');
      expect(new Date(parsed.end as Date).toISOString()).toBe('2026-11-05T10:30:00.000Z');
      expect(parsed.location).toBe('Salle Baobab, Plateau');
      expect(parsed.uid).toBe(`interview-${created.body.id}@baobab`);
    }
    expect(tokenIn(sent[1])).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const ics = await recruiter.get(`/recruitment/interviews/${created.body.id}/ics`).buffer(true).parse((res, cb) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString()));
      res.on('end', () => cb(null, data));
    });
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const event = Object.values(ical.sync.parseICS(ics.body as string)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    expect(String(event.summary)).toContain('Salif Keïta');

    const cal = await recruiter.get('/recruitment/calendar?from=2026-11-01T00:00:00Z&to=2026-11-08T00:00:00Z').expect(200);
    expect(cal.body.items.map((i: { id: string }) => i.id)).toContain(created.body.id);
    expect((await recruiter.get('/recruitment/calendar?from=2026-11-06T00:00:00Z&to=2026-11-08T00:00:00Z')).body.items).toEqual([]);
    expect((await recruiter.get('/recruitment/calendar?from=2026-11-08T00:00:00Z&to=2026-11-01T00:00:00Z')).status).toBe(400);

    const resent = mail.length;
    await recruiter.post(`/recruitment/interviews/${created.body.id}/send-invitations`).expect(200);
    expect(mail.length - resent).toBe(2);
  });

  it('refuses past starts, unknown interviewers, early feedback, completion without feedback; then feedback, complete, no-show, cancel', async () => {
    expect((await schedule({ startsAt: '2026-11-01T09:00:00Z' })).status).toBe(400);
    expect((await schedule({ interviewerIds: ['00000000-0000-4000-8000-000000000999'] })).status).toBe(400);
    expect((await schedule({ type: 'LUNCH' })).status).toBe(400);
    const i = (await schedule({ startsAt: '2026-11-03T09:00:00Z' }).expect(201)).body;
    const other = (await schedule({ startsAt: '2026-11-03T14:00:00Z', type: 'HR' }).expect(201)).body;
    const early = await recruiter.post(`/recruitment/interviews/${i.id}/feedback`, { rating: 'YES' });
    expect([early.status, early.body.code]).toEqual([422, 'BUSINESS_RULE']);
    expect((await recruiter.post(`/recruitment/interviews/${i.id}/no-show`)).status).toBe(422);
    await setClock('2026-11-03T16:00:00Z');
    const noFeedback = await recruiter.post(`/recruitment/interviews/${i.id}/complete`);
    expect([noFeedback.status, noFeedback.body.code]).toEqual([422, 'BUSINESS_RULE']);
    expect((await recruiter.post(`/recruitment/interviews/${i.id}/feedback`, { rating: 'MAYBE' })).status).toBe(400);
    await (await interviewer.api()).post(`/recruitment/interviews/${i.id}/feedback`, { rating: 'STRONG_YES', comment: 'Excellent' }).expect(200);
    const fb = await recruiter.post(`/recruitment/interviews/${i.id}/feedback`, { rating: 'NO' }).expect(200);
    expect(fb.body.feedback.map((f: { rating: string }) => f.rating)).toEqual(['STRONG_YES', 'NO']);
    expect((await recruiter.post(`/recruitment/interviews/${i.id}/complete`)).body.status).toBe('COMPLETED');
    for (const action of ['complete', 'no-show', 'cancel', 'send-invitations']) expect((await recruiter.post(`/recruitment/interviews/${i.id}/${action}`)).status, action).toBe(409);
    expect((await recruiter.post(`/recruitment/interviews/${other.id}/no-show`)).body.status).toBe('NO_SHOW');

    const later = (await schedule({ startsAt: '2026-11-10T09:00:00Z' }).expect(201)).body;
    const before = mail.length;
    const cancelled = await recruiter.post(`/recruitment/interviews/${later.id}/cancel`).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(mail.slice(before).every((m) => m.icalEvent?.method === 'CANCEL')).toBe(true);
    const outsider = await w.outsider.api();
    expect((await outsider.get(`/recruitment/interviews/${later.id}`)).status).toBe(403);
    expect((await outsider.post(`/recruitment/applications/${applicationId}/interviews`, {})).status).toBe(403);
  });

  it('takes the candidate’s RSVP once by token, and refuses wrong, reused and expired tokens', async () => {
    await setClock('2026-11-04T08:00:00Z');
    const before = mail.length;
    const i = (await schedule({ startsAt: '2026-11-12T09:00:00Z' }).expect(201)).body;
    const token = tokenIn(mail.slice(before).find((m) => m.to === candidateEmail)!);
    const page = await t.http.get(`/public/recruitment/interviews/${token}`).expect(200);
    expect(page.body).toMatchObject({ company: 'Ivoire Négoce SARL', candidateName: 'Salif Keïta', type: 'TECHNICAL', rsvpStatus: 'NEEDS_ACTION' });
    expect((await t.http.get('/public/recruitment/interviews/wrong-token-0000000000')).status).toBe(404);
    expect((await t.http.post('/public/recruitment/interviews/wrong-token-0000000000/rsvp').send({ answer: 'ACCEPTED' })).status).toBe(404);
    expect((await t.http.post(`/public/recruitment/interviews/${token}/rsvp`).send({ answer: 'MAYBE' })).status).toBe(400);
    const ok = await t.http.post(`/public/recruitment/interviews/${token}/rsvp`).send({ answer: 'ACCEPTED' });
    expect([ok.status, ok.body.rsvpStatus]).toEqual([200, 'ACCEPTED']);
    const reused = await t.http.post(`/public/recruitment/interviews/${token}/rsvp`).send({ answer: 'DECLINED' });
    expect([reused.status, reused.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await recruiter.get(`/recruitment/interviews/${i.id}`)).body.rsvpStatus).toBe('ACCEPTED');

    // Rescheduling asks again; once the interview has started the link has expired.
    const moved = await recruiter.put(`/recruitment/interviews/${i.id}`, { type: 'FINAL', startsAt: '2026-11-13T09:00:00Z', interviewerIds: [interviewer.user.id] }).expect(200);
    expect(moved.body).toMatchObject({ rsvpStatus: 'NEEDS_ACTION', sequence: 1, type: 'FINAL' });
    await setClock('2026-11-13T09:30:00Z');
    const expired = await t.http.post(`/public/recruitment/interviews/${token}/rsvp`).send({ answer: 'ACCEPTED' });
    expect([expired.status, expired.body.code, expired.body.currentStatus]).toEqual([409, 'INVALID_STATE', 'EXPIRED']);
  });
});
