import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { ApiClient } from '../../../test/factories';
import { PUBLIC_LIMITS } from '../services/rate-limit';
import { SAMPLE_FILES } from '../../../test/sample-files';
import { buildRecruitmentWorld, PDF, publishedOffer, type RecruitmentWorld } from './world';

let t: TestServer;
let w: RecruitmentWorld;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-02T08:00:00Z' });
  w = await buildRecruitmentWorld(t);
  admin = await w.org.admin.api();
});
afterAll(() => t?.close());

const form = (token: string, fields: Record<string, string>, file: { content: Buffer; name: string } | null = { content: PDF, name: 'cv.pdf' }) => {
  let req = t.http.post(`/public/recruitment/offers/${token}/apply`);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return file ? req.attach('cv', file.content, file.name) : req;
};
const fields = (email: string, extra: Record<string, string> = {}) => ({ firstName: 'Ousmane', lastName: 'Koné', email, source: 'PROFESSIONAL_NETWORK', coverLetter: 'Motivé', ...extra });
const applicationsOf = async (offerId: string) => (await admin.get(`/recruitment/applications?offerId=${offerId}`).expect(200)).body.items as Array<{ email: string; source: string; cv: unknown; status: string; id: string }>;

describe('the public application page', () => {
  it('shows a published offer to anyone and takes an application with its CV, which arrives in the pipeline', async () => {
    const offer = await publishedOffer(admin);
    const page = await t.http.get(`/public/recruitment/offers/${offer.publicToken}`).expect(200);
    expect(page.body).toMatchObject({ company: 'Ivoire Négoce SARL', location: 'Abidjan', contractType: 'CDI', skills: ['TypeScript', 'PostgreSQL'], open: true });
    expect((await t.http.get('/public/recruitment/offers/unknown-token-000000000')).status).toBe(404);

    const res = await form(offer.publicToken, fields('ousmane@example.test'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ received: true });
    const [arrived] = await applicationsOf(offer.id);
    expect(arrived).toMatchObject({ email: 'ousmane@example.test', source: 'PROFESSIONAL_NETWORK', status: 'NEW', cv: { filename: 'cv.pdf', contentType: 'application/pdf', size: PDF.length } });
    const cv = await admin.get(`/recruitment/applications/${arrived.id}/cv`).expect(200);
    expect(Buffer.from(cv.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const detail = (await admin.get(`/recruitment/applications/${arrived.id}`)).body;
    expect(detail.activities).toEqual([expect.objectContaining({ type: 'RECEIVED', actor: null, toStatus: 'NEW' })]);

    const docx = await form(offer.publicToken, fields('awa@example.test'), { content: SAMPLE_FILES.docx, name: 'cv' });
    expect(docx.status, JSON.stringify(docx.body)).toBe(201);
    expect((await applicationsOf(offer.id)).find((a) => a.email === 'awa@example.test')?.cv).toMatchObject({ contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

    const again = await form(offer.publicToken, fields('OUSMANE@example.test'));
    expect([again.status, again.body.code]).toEqual([409, 'DUPLICATE']);
  });

  it('refuses a file that is not a PDF or DOCX by its content (a renamed text file), a missing CV and bad fields; records nothing', async () => {
    const offer = await publishedOffer(admin);
    const fake = await form(offer.publicToken, fields('fake@example.test'), { content: Buffer.from('Ceci n’est pas un PDF'), name: 'cv.pdf' });
    expect([fake.status, fake.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fake.body.errors).toEqual([expect.objectContaining({ path: 'cv' })]);
    const zip = await form(offer.publicToken, fields('zip@example.test'), { content: Buffer.from('PK\u0003\u0004xl/workbook.xml', 'latin1'), name: 'cv.docx' });
    expect(zip.status).toBe(400);
    // A well-formed ZIP or spreadsheet named .docx is still no Word document.
    // (On another offer: each offer's budget is five requests per address.)
    const other = await publishedOffer(admin);
    for (const content of [SAMPLE_FILES.zip, SAMPLE_FILES.xlsx]) expect((await form(other.publicToken, fields('zip@example.test'), { content, name: 'cv.docx' })).status).toBe(400);
    expect((await form(offer.publicToken, fields('nofile@example.test'), null)).status).toBe(400);
    const badEmail = await form(offer.publicToken, fields('not-an-email'));
    expect(badEmail.body.errors.map((e: { path: string }) => e.path)).toContain('email');
    expect(await applicationsOf(offer.id)).toEqual([]);
  });

  it('answers a bot that fills the honeypot as received and records nothing; refuses closed offers, unknown tokens and floods', async () => {
    const offer = await publishedOffer(admin);
    const bot = await form(offer.publicToken, fields('bot@example.test', { website: 'http://spam.example' }));
    expect([bot.status, bot.body]).toEqual([201, { received: true }]);
    expect(await applicationsOf(offer.id)).toEqual([]);
    for (let i = 1; i < PUBLIC_LIMITS.apply.max; i++) expect((await form(offer.publicToken, fields(`flood${i}@example.test`))).status).toBe(201);
    const flooded = await form(offer.publicToken, fields('flood-last@example.test'));
    expect([flooded.status, flooded.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(flooded.body.retryAfter).toBeGreaterThan(0);
    expect(await applicationsOf(offer.id)).toHaveLength(PUBLIC_LIMITS.apply.max - 1);
    t.clock.advance(PUBLIC_LIMITS.apply.windowMs);
    expect((await form(offer.publicToken, fields('later@example.test'))).status).toBe(201);

    const closing = await publishedOffer(admin);
    await admin.post(`/recruitment/offers/${closing.id}/close`).expect(200);
    expect((await t.http.get(`/public/recruitment/offers/${closing.publicToken}`)).body.open).toBe(false);
    const closed = await form(closing.publicToken, fields('late@example.test'));
    expect([closed.status, closed.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await form('unknown-token-000000000', fields('x@example.test'))).status).toBe(404);
  });
});
