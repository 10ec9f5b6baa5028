import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { pdfText } from '../../../test/pdf-text';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { binaryBody } from '../../employees/tests/helpers';
import { buildOrg, type Org, type Person } from '../../approvals/tests/world';
import { SHARED_TEMPLATE_IDS } from '../migrations/202611210911-shared-contract-templates';

let t: TestServer;
let org: Org;
let hr: ApiClient;
let mails: MailMessage[];

const PDF = Buffer.from('%PDF-1.4\n% signed copy\n');
const cdd = (employee: Person, extra: Record<string, unknown> = {}) => ({
  employeeId: employee.employeeId,
  templateId: SHARED_TEMPLATE_IDS['CI-CDD'],
  type: 'CDD',
  jobTitle: 'Technicien support',
  salary: '350000',
  weeklyHours: 40,
  startDate: '2026-02-01',
  endDate: '2026-07-31',
  trialPeriodEndDate: '2026-02-28',
  workLocation: 'Abidjan, Plateau',
  ...extra,
});

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  mails = captureMail(t);
  org = await buildOrg(t);
  hr = await (await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin })).api();
});
afterAll(() => t?.close());

async function signedAndActive(employee: Person, body: Record<string, unknown> = {}): Promise<string> {
  const created = await hr.post('/hr/contracts', cdd(employee, body));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await hr.post(`/hr/contracts/${created.body.id}/send`, { notifyEmployee: false }).expect(200);
  await hr.post(`/hr/contracts/${created.body.id}/sign`).field('signedOn', '2026-01-30').attach('file', PDF, 'scan.pdf').expect(200);
  await hr.post(`/hr/contracts/${created.body.id}/activate`).expect(200);
  return created.body.id;
}

describe('contract lifecycle', () => {
  it('DRAFT → SENT → SIGNED → ACTIVE → TERMINATED, with the template text filled and mailed for signature', async () => {
    const seydou = await org.hire({ firstName: 'Seydou' });
    const created = await hr.post('/hr/contracts', cdd(seydou));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ reference: 'CTR-2026-00001', status: 'DRAFT', type: 'CDD', salary: '350000.00', currency: 'XOF', weeklyHours: 40, country: 'CI', allowedActions: ['edit', 'send'] });
    expect(created.body.body).toContain('{{contract.endDate}}');
    const text = (await hr.get(`/hr/contracts/${created.body.id}/text`)).body.text as string;
    expect(text).toContain(`${seydou.name}`);
    expect(text).toContain('350\u202f000 F CFA');
    expect(text).toContain('prenant fin le 31/07/2026');
    expect(text).toContain('Ivoire Négoce SARL');

    const edited = await hr.put(`/hr/contracts/${created.body.id}`, { ...cdd(seydou), salary: 375000.5, body: '# CDD\n\n{{employee.fullName}} : {{contract.salary}}' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ salary: '375000.50' });

    mails.length = 0;
    const sent = await hr.post(`/hr/contracts/${created.body.id}/send`, {});
    expect(sent.body).toMatchObject({ status: 'SENT', sentTo: seydou.user.email });
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments?.[0]).toMatchObject({ filename: 'contrat-CTR-2026-00001.pdf', contentType: 'application/pdf' });
    expect((mails[0].attachments?.[0].content as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const locked = await hr.put(`/hr/contracts/${created.body.id}`, { ...cdd(seydou), body: 'X' });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SENT' });

    const noFile = await hr.post(`/hr/contracts/${created.body.id}/sign`).field('signedOn', '2026-03-01');
    expect(noFile.status).toBe(400);
    const notPdf = await hr.post(`/hr/contracts/${created.body.id}/sign`).attach('file', Buffer.from('hello'), 'scan.pdf');
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.errors).toEqual([{ path: 'file', message: 'Expected a PDF, JPEG or PNG file' }]);
    const future = await hr.post(`/hr/contracts/${created.body.id}/sign`).field('signedOn', '2026-04-01').attach('file', PDF, 'scan.pdf');
    expect(future.status).toBe(422);
    expect((await hr.get(`/hr/contracts/${created.body.id}`)).body.status).toBe('SENT');

    const signed = await hr.post(`/hr/contracts/${created.body.id}/sign`).field('signedOn', '2026-01-30').attach('file', PDF, 'scan.pdf');
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED', signedOn: '2026-01-30', signedFilename: 'contrat-CTR-2026-00001-signe.pdf', allowedActions: ['activate'] });
    const copy = await hr.get(`/hr/contracts/${created.body.id}/signed-copy`);
    expect(copy.headers['content-type']).toContain('application/pdf');
    const earlyAmend = await hr.post(`/hr/contracts/${created.body.id}/amendments`, { effectiveDate: '2026-04-01', reason: 'Hausse', changes: { salary: 400000 } });
    expect(earlyAmend.status).toBe(409);
    expect(earlyAmend.body.currentStatus).toBe('SIGNED');
    const stillLocked = await hr.put(`/hr/contracts/${created.body.id}`, { ...cdd(seydou), body: 'X' });
    expect(stillLocked.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SIGNED' });

    const active = await hr.post(`/hr/contracts/${created.body.id}/activate`);
    expect(active.body).toMatchObject({ status: 'ACTIVE', allowedActions: ['terminate', 'amend'] });
    expect((await hr.post(`/hr/contracts/${created.body.id}/activate`)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'ACTIVE' });

    const noReason = await hr.post(`/hr/contracts/${created.body.id}/terminate`, { effectiveDate: '2026-03-31' });
    expect(noReason.status).toBe(400);
    const beforeStart = await hr.post(`/hr/contracts/${created.body.id}/terminate`, { reason: 'Fin anticipée', effectiveDate: '2026-01-15' });
    expect(beforeStart.status).toBe(422);
    const ended = await hr.post(`/hr/contracts/${created.body.id}/terminate`, { reason: 'Fin anticipée d’un commun accord', effectiveDate: '2026-03-31' });
    expect(ended.body).toMatchObject({ status: 'TERMINATED', terminationDate: '2026-03-31', terminationReason: 'Fin anticipée d’un commun accord', allowedActions: [] });
    expect((await hr.post(`/hr/contracts/${created.body.id}/terminate`, { reason: 'Encore', effectiveDate: '2026-03-31' })).status).toBe(409);

    const history = (await hr.get(`/audit/CONTRACT/${created.body.id}`)).body;
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['CREATE', 'UPDATE', 'STATE_CHANGE']));
  });

  it('refuses inconsistent terms, a template of another type, unknown placeholders, a second contract in force', async () => {
    const awa = await org.hire({ firstName: 'Awa' });
    const noEnd = await hr.post('/hr/contracts', cdd(awa, { endDate: null }));
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.errors).toEqual([{ path: 'endDate', message: 'Required for a CDD contract' }]);
    const cdiEnd = await hr.post('/hr/contracts', cdd(awa, { type: 'CDI', templateId: SHARED_TEMPLATE_IDS['CI-CDI'] }));
    expect(cdiEnd.body.errors).toEqual([{ path: 'endDate', message: 'A CDI has no end date' }]);
    const wrongType = await hr.post('/hr/contracts', cdd(awa, { templateId: SHARED_TEMPLATE_IDS['CI-CDI'] }));
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual([{ path: 'templateId', message: 'This template is for CDI contracts' }]);
    const placeholders = await hr.post('/hr/contracts', cdd(awa, { body: 'Bonjour {{employee.shoeSize}}' }));
    expect(placeholders.status).toBe(400);
    expect(placeholders.body.errors[0]).toEqual({ path: 'body', message: 'Unknown placeholders: {{employee.shoeSize}}' });
    expect((await hr.post('/hr/contracts', cdd(awa, { salary: '-1' }))).status).toBe(400);
    expect((await hr.post('/hr/contracts', cdd(awa, { weeklyHours: 37.555 }))).status).toBe(400);
    expect((await hr.post('/hr/contracts', cdd(awa, { employeeId: '00000000-0000-4000-8000-000000000000' }))).status).toBe(422);

    await signedAndActive(awa);
    const second = await hr.post('/hr/contracts', cdd(awa, { type: 'CDI', templateId: SHARED_TEMPLATE_IDS['CI-CDI'], endDate: null, startDate: '2026-08-01', trialPeriodEndDate: null }));
    await hr.post(`/hr/contracts/${second.body.id}/send`, { notifyEmployee: false }).expect(200);
    await hr.post(`/hr/contracts/${second.body.id}/sign`).attach('file', PDF, 'scan.pdf').expect(200);
    const clash = await hr.post(`/hr/contracts/${second.body.id}/activate`);
    expect(clash.status).toBe(422);
    expect(clash.body.code).toBe('BUSINESS_RULE');
    expect((await hr.get(`/hr/contracts/${second.body.id}`)).body.status).toBe('SIGNED');
    const list = (await hr.get(`/hr/contracts?employeeId=${awa.employeeId}&sort=startDate`)).body;
    expect(list.items.map((c: { status: string }) => c.status)).toEqual(['ACTIVE', 'SIGNED']);
    expect((await hr.get('/hr/contracts?status=SIGNED&type=CDI')).body.items.map((c: { id: string }) => c.id)).toEqual([second.body.id]);
  });

  it('serves the PDF inline and as a download, and needs contract.read / contract.manage', async () => {
    const koffi = await org.hire({ firstName: 'Koffi' });
    const id = await signedAndActive(koffi);
    const inline = await hr.get(`/hr/contracts/${id}/pdf`).buffer(true).parse(binaryBody);
    expect(inline.status).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    // The CI CDD template, filled with the employee, the terms and the company.
    const text = pdfText(inline.body as Buffer);
    expect(text).toContain('Ivoire Négoce SARL');
    expect(text).toContain(koffi.name);
    expect(text).toContain('350 000 F CFA');
    expect(text).toContain('31/07/2026');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="contrat-CTR-2026-\d{5}\.pdf"/);
    const download = await hr.get(`/hr/contracts/${id}/pdf/download`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="contrat-CTR-2026-\d{5}\.pdf"/);

    const employee = await loginAs(t, await buildUser(t, { tenant: org.tenant }));
    for (const res of [await employee.get('/hr/contracts'), await employee.get(`/hr/contracts/${id}/pdf`), await employee.post('/hr/contracts', cdd(koffi))]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    const reader = await loginAs(t, await buildUser(t, { tenant: org.tenant, permissions: ['contract.read'] }));
    expect((await reader.get(`/hr/contracts/${id}`)).status).toBe(200);
    expect((await reader.post(`/hr/contracts/${id}/terminate`, { reason: 'Non', effectiveDate: '2026-03-31' })).status).toBe(403);
    expect((await hr.get('/hr/contracts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('previews a text for an employee as the editor types', async () => {
    const rokia = await org.hire({ firstName: 'Rokia' });
    const res = await hr.post('/hr/contracts/preview', { employeeId: rokia.employeeId, type: 'CDI', body: '{{employee.fullName}} — {{contract.salary}} — {{contract.endDate}} — {{nope}}', salary: 500000 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: `${rokia.name} — 500\u202f000 F CFA — ____________ — {{nope}}`, placeholders: ['employee.fullName', 'contract.salary', 'contract.endDate', 'nope'], unknownPlaceholders: ['nope'] });
    const fromTemplate = await hr.post('/hr/contracts/preview', { employeeId: rokia.employeeId, type: 'CDI', templateId: SHARED_TEMPLATE_IDS['SN-CDI'] });
    expect(fromTemplate.body.text).toContain('Code du travail du Sénégal');
  });
});
