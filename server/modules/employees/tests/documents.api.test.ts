import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { DOCUMENT_EXPIRY_JOB } from '../services/expiry-alerts';
import { binaryBody, buildHrWorld, buildLinkedEmployee, createEmployee, setStatus, type CreatedEmployee, type HrWorld } from './helpers';
import { SAMPLE_FILES } from '../../../test/sample-files';

let t: TestServer;
let w: HrWorld;
let mails: MailMessage[];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// A whole 1×1 PNG: uploads are typed by file-type, which reads past the signature.
const PNG = SAMPLE_FILES.png;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-01T08:00:00Z' });
  mails = captureMail(t);
  w = await buildHrWorld(t);
});
afterAll(() => t?.close());

/** Every file under the server's document folder. */
function storedFiles(): string[] {
  const dir = path.join(t.config.dataDir, 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];
}

function upload(api: ApiClient, employeeId: string, fields: Record<string, string>, file: Buffer = PDF, name = 'cni.pdf') {
  let req = t.http.post(`/hr/employees/${employeeId}/documents`).set('Authorization', `Bearer ${api.accessToken}`);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('file', file, name);
}

async function uploaded(api: ApiClient, employeeId: string, fields: Record<string, string>) {
  const res = await upload(api, employeeId, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; kind: string };
}

describe('employee documents', () => {
  let employee: CreatedEmployee;
  let self: ApiClient;

  beforeAll(async () => {
    const linked = await buildLinkedEmployee(t, w);
    employee = linked.employee;
    self = linked.api;
  });

  it('uploads identity and HR documents by category with expiry dates, lists and filters them', async () => {
    const id = await upload(w.hr, employee.id, { category: 'NATIONAL_ID', title: "Carte nationale d'identité", documentNumber: 'CI0045123', issuingCountry: 'ci', issueDate: '2021-03-01', expiryDate: '2031-02-28' });
    expect(id.status).toBe(201);
    expect(id.body).toMatchObject({ employeeId: employee.id, kind: 'IDENTITY', category: 'NATIONAL_ID', documentNumber: 'CI0045123', issuingCountry: 'CI', expiryDate: '2031-02-28', contentType: 'application/pdf', filename: 'cni.pdf', size: PDF.length });
    const diploma = await upload(w.hr, employee.id, { category: 'DIPLOMA', title: 'Master' }, PNG, 'master.png');
    expect(diploma.body).toMatchObject({ kind: 'HR', category: 'DIPLOMA', contentType: 'image/png', expiryDate: null });
    const all = await w.hr.get(`/hr/employees/${employee.id}/documents`).expect(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(all.body.items.map((d: { category: string }) => d.category)).toEqual(['DIPLOMA', 'NATIONAL_ID']);
    const identity = await w.hr.get(`/hr/employees/${employee.id}/documents?kind=IDENTITY`).expect(200);
    expect(identity.body.items.map((d: { id: string }) => d.id)).toEqual([id.body.id]);
  });

  it('refuses files that are not documents, missing files and inconsistent dates (400)', async () => {
    const exe = await upload(w.hr, employee.id, { category: 'CV' }, Buffer.from('MZ\x90\x00binary'), 'cv.pdf');
    expect(exe.status).toBe(400);
    expect(exe.body.errors).toEqual([{ path: 'file', message: 'Accepted files: PDF, JPEG, PNG, WEBP, DOCX' }]);
    const noFile = await t.http.post(`/hr/employees/${employee.id}/documents`).set('Authorization', `Bearer ${w.hr.accessToken}`).field('category', 'CV');
    expect(noFile.status).toBe(400);
    const dates = await upload(w.hr, employee.id, { category: 'PASSPORT', issueDate: '2025-01-01', expiryDate: '2024-01-01' });
    expect(dates.status).toBe(400);
    expect(dates.body.errors[0].path).toBe('expiryDate');
    const category = await upload(w.hr, employee.id, { category: 'SELFIE' });
    expect(category.status).toBe(400);
  });

  it('downloads through a short-lived signed URL', async () => {
    const doc = await uploaded(w.hr, employee.id, { category: 'CV', title: 'CV 2026' });
    const link = await w.hr.get(`/hr/employees/${employee.id}/documents/${doc.id}/download`).expect(200);
    expect(link.body).toMatchObject({ filename: 'cni.pdf', contentType: 'application/pdf', expiresAt: '2026-03-01T08:05:00.000Z' });
    const file = await t.http.get(link.body.url).buffer(true).parse(binaryBody);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    t.clock.advance(6 * 60_000);
    expect((await t.http.get(link.body.url)).status).toBe(403);
    t.clock.set('2026-03-01T08:00:00Z');
  });

  it('lets the employee read and download their own documents, but not upload, change or delete them', async () => {
    const doc = await uploaded(w.hr, employee.id, { category: 'WORK_PERMIT' });
    expect((await self.get(`/hr/employees/${employee.id}/documents`)).status).toBe(200);
    expect((await self.get(`/hr/employees/${employee.id}/documents/${doc.id}/download`)).status).toBe(200);
    expect((await upload(self, employee.id, { category: 'CV' })).status).toBe(403);
    expect((await self.put(`/hr/employees/${employee.id}/documents/${doc.id}`, { title: 'x' })).status).toBe(403);
    expect((await self.delete(`/hr/employees/${employee.id}/documents/${doc.id}`)).status).toBe(403);
  });

  it("refuses someone else's documents (403) and other tenants' (404)", async () => {
    const colleague = await createEmployee(w.admin);
    const doc = await uploaded(w.hr, colleague.id, { category: 'PASSPORT' });
    expect((await self.get(`/hr/employees/${colleague.id}/documents`)).status).toBe(403);
    expect((await self.get(`/hr/employees/${colleague.id}/documents/${doc.id}/download`)).status).toBe(403);
    const other = await buildHrWorld(t);
    expect((await other.admin.get(`/hr/employees/${colleague.id}/documents`)).status).toBe(404);
    expect((await other.admin.get(`/hr/employees/${colleague.id}/documents/${doc.id}/download`)).status).toBe(404);
    // A document id under the wrong employee is unknown too.
    expect((await w.hr.get(`/hr/employees/${employee.id}/documents/${doc.id}/download`)).status).toBe(404);
  });

  it('corrects the details of a document and deletes it, in the employee’s history', async () => {
    const doc = await uploaded(w.hr, employee.id, { category: 'PASSPORT', expiryDate: '2030-01-01' });
    const res = await w.hr.put(`/hr/employees/${employee.id}/documents/${doc.id}`, { expiryDate: '2030-06-30', documentNumber: 'P123' });
    expect(res.body).toMatchObject({ expiryDate: '2030-06-30', documentNumber: 'P123' });
    const wrongKind = await w.hr.put(`/hr/employees/${employee.id}/documents/${doc.id}`, { category: 'DIPLOMA' });
    expect(wrongKind.status).toBe(422);
    const filesBefore = storedFiles();
    await w.hr.delete(`/hr/employees/${employee.id}/documents/${doc.id}`).expect(204);
    // The stored file went with the record.
    expect(filesBefore.length - storedFiles().length).toBe(1);
    expect((await w.hr.get(`/hr/employees/${employee.id}/documents/${doc.id}/download`)).status).toBe(404);
    const history = await w.hr.get(`/audit/EMPLOYEE/${employee.id}?pageSize=200`).expect(200);
    const actions = history.body.items.filter((e: { action: string }) => e.action.startsWith('DOCUMENT_')).map((e: { action: string }) => e.action);
    expect(actions.slice(0, 3)).toEqual(['DOCUMENT_REMOVED', 'DOCUMENT_UPDATED', 'DOCUMENT_ADDED']);
  });
});

describe('document expiry alerts', () => {
  it('lists documents expiring within 30 days, and mails each once to the employee, the manager and HR', async () => {
    const hrUser = await buildUser(t, { tenant: w.tenant, roles: ['HR_MANAGER'], email: 'rh@demo.ci' });
    const manager = await createEmployee(w.admin, { email: 'chef@demo.ci' });
    const person = await createEmployee(w.admin, { email: 'salarie@demo.ci', managerId: manager.id, firstName: 'Aya', lastName: 'Kouassi' });
    await setStatus(w.admin, person.id, 'ACTIVE');
    const soon = await uploaded(w.hr, person.id, { category: 'RESIDENCE_PERMIT', title: 'Carte de séjour', expiryDate: '2026-03-20' });
    await uploaded(w.hr, person.id, { category: 'PASSPORT', expiryDate: '2026-04-15' });
    await uploaded(w.hr, person.id, { category: 'DRIVING_LICENSE', expiryDate: '2026-02-10' });
    const gone = await createEmployee(w.admin, { email: 'parti@demo.ci' });
    await uploaded(w.hr, gone.id, { category: 'PASSPORT', expiryDate: '2026-03-10' });
    await w.admin.delete(`/admin/employees/${gone.id}`).expect(200);

    const list = await w.hr.get('/hr/documents/expiring').expect(200);
    expect(list.body.items.map((d: { id: string; daysLeft: number; employee: { fullName: string } }) => [d.id, d.daysLeft, d.employee.fullName])).toEqual([[soon.id, 19, 'Aya Kouassi']]);
    const withExpired = await w.hr.get('/hr/documents/expiring?includeExpired=true&days=60').expect(200);
    expect(withExpired.body.items.map((d: { daysLeft: number }) => d.daysLeft)).toEqual([-19, 19, 45]);
    const plain = await loginAs(t, await buildUser(t, { tenant: w.tenant }));
    expect((await plain.get('/hr/documents/expiring')).status).toBe(403);

    mails.length = 0;
    expect(await t.server.container.services.jobs.runNow(DOCUMENT_EXPIRY_JOB, new Date('2026-03-01T06:00:00Z'))).toBe(true);
    const alerts = mails.filter((m) => String(m.subject).includes('Aya Kouassi'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toBe('Document expirant le 20/03/2026 : Carte de séjour (Aya Kouassi)');
    expect([alerts[0].to].flat()).toEqual(expect.arrayContaining(['salarie@demo.ci', 'chef@demo.ci', 'rh@demo.ci', hrUser.email]));
    expect(mails.some((m) => [m.to].flat().includes('parti@demo.ci'))).toBe(false);

    mails.length = 0;
    await t.server.container.services.jobs.runNow(DOCUMENT_EXPIRY_JOB, new Date('2026-03-02T06:00:00Z'));
    expect(mails.filter((m) => String(m.subject).includes('Aya Kouassi'))).toHaveLength(0);

    // 16 March: the passport (15 April) enters the 30-day window.
    await t.server.container.services.jobs.runNow(DOCUMENT_EXPIRY_JOB, new Date('2026-03-16T06:00:00Z'));
    expect(mails.map((m) => m.subject)).toEqual(['Document expirant le 15/04/2026 : cni.pdf (Aya Kouassi)']);
  });

  it('announces a document again when its expiry date is changed', async () => {
    const person = await createEmployee(w.admin, { email: 'renouvele@demo.ci' });
    const doc = await uploaded(w.hr, person.id, { category: 'NATIONAL_ID', expiryDate: '2026-03-25' });
    mails.length = 0;
    await t.server.container.services.jobs.runNow(DOCUMENT_EXPIRY_JOB, new Date('2026-03-03T06:00:00Z'));
    expect(mails.filter((m) => [m.to].flat().includes('renouvele@demo.ci'))).toHaveLength(1);
    await w.hr.put(`/hr/employees/${person.id}/documents/${doc.id}`, { expiryDate: '2026-03-28' }).expect(200);
    await t.server.container.services.jobs.runNow(DOCUMENT_EXPIRY_JOB, new Date('2026-03-04T06:00:00Z'));
    expect(mails.filter((m) => [m.to].flat().includes('renouvele@demo.ci'))).toHaveLength(2);
  });
});
