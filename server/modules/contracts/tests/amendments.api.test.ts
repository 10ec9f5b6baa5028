import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import type { ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { pdfText } from '../../../test/pdf-text';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { binaryBody } from '../../employees/tests/helpers';
import { buildOrg, type Org, type Person } from '../../approvals/tests/world';
import { SHARED_TEMPLATE_IDS } from '../migrations/202611210911-shared-contract-templates';
import { CONTRACT_ALERTS_JOB } from '../services/alerts';
import { APPLY_AMENDMENTS_JOB } from '../services/amendments';
import { SAMPLE_FILES } from '../../../test/sample-files';

let t: TestServer;
let org: Org;
let hr: ApiClient;
let hrPerson: Person;
let mails: MailMessage[];

const PDF = Buffer.from('%PDF-1.4\n% signed\n');
// A whole 1×1 PNG: uploads are typed by file-type, which reads past the signature.
const PNG = SAMPLE_FILES.png;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  mails = captureMail(t);
  org = await buildOrg(t);
  hrPerson = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  hr = await hrPerson.api();
});
afterAll(() => t?.close());

async function activeContract(employee: Person, terms: Record<string, unknown>): Promise<string> {
  const created = await hr.post('/hr/contracts', { employeeId: employee.employeeId, salary: 450000, weeklyHours: 40, startDate: '2025-09-01', ...terms });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await hr.post(`/hr/contracts/${created.body.id}/send`, { notifyEmployee: false }).expect(200);
  await hr.post(`/hr/contracts/${created.body.id}/sign`).attach('file', PDF, 'scan.pdf').expect(200);
  await hr.post(`/hr/contracts/${created.body.id}/activate`).expect(200);
  return created.body.id;
}

describe('amendments', () => {
  it('take effect only once signed: at once when due, on their date otherwise; the contract becomes AMENDED', async () => {
    const aminata = await org.hire({ firstName: 'Aminata' });
    const id = await activeContract(aminata, { type: 'CDI', templateId: SHARED_TEMPLATE_IDS['CI-CDI'] });

    const draft = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-01', reason: 'Revalorisation annuelle', changes: { salary: '500000', jobTitle: 'Chargée de clientèle senior' } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body).toMatchObject({ number: 1, status: 'DRAFT', changes: { salary: '500000.00', jobTitle: 'Chargée de clientèle senior' }, previousValues: null });
    // Unsigned, it changes nothing.
    expect((await hr.get(`/hr/contracts/${id}`)).body).toMatchObject({ status: 'ACTIVE', salary: '450000.00' });

    const signed = await hr.post(`/hr/contracts/${id}/amendments/${draft.body.id}/sign`).attach('file', PNG, 'avenant.png');
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: 'APPLIED', signedFilename: `avenant-${(await hr.get(`/hr/contracts/${id}`)).body.reference}-1-signe.png`, previousValues: { salary: '450000.00' } });
    expect((await hr.get(`/hr/contracts/${id}`)).body).toMatchObject({ status: 'AMENDED', salary: '500000.00', jobTitle: 'Chargée de clientèle senior', allowedActions: ['terminate', 'amend'] });

    // A later one, signed in advance, waits for its date.
    const later = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-04-01', reason: 'Passage à 35 heures', changes: { weeklyHours: 35 } });
    expect(later.body.number).toBe(2);
    expect((await hr.post(`/hr/contracts/${id}/amendments/${later.body.id}/sign`).attach('file', PDF, 'avenant.pdf')).body.status).toBe('SIGNED');
    expect((await hr.get(`/hr/contracts/${id}`)).body.weeklyHours).toBe(40);
    await t.server.container.services.jobs.runNow(APPLY_AMENDMENTS_JOB, new Date('2026-03-31T23:00:00Z'));
    expect((await hr.get(`/hr/contracts/${id}`)).body.weeklyHours).toBe(40);
    await t.server.container.services.jobs.runNow(APPLY_AMENDMENTS_JOB, new Date('2026-04-01T00:05:00Z'));
    const after = (await hr.get(`/hr/contracts/${id}`)).body;
    expect(after).toMatchObject({ status: 'AMENDED', weeklyHours: 35 });
    expect(after.amendments.map((a: { number: number; status: string }) => [a.number, a.status])).toEqual([
      [1, 'APPLIED'],
      [2, 'APPLIED'],
    ]);
    expect(after.amendments[1].previousValues).toEqual({ weeklyHours: 40 });
    // The PDF, made from the template's text, carries the amendments as an annex.
    const pdf = await hr.get(`/hr/contracts/${id}/pdf`).buffer(true).parse(binaryBody);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(aminata.name);
    expect(text).toContain('Contrat de travail à durée indéterminée');
    expect(text).toContain('Avenant n° 1 — effet au 01/03/2026');
    expect(text).toContain('Salaire mensuel brut : de 450 000 F CFA à 500 000 F CFA');
    expect(text).toContain('Durée hebdomadaire : de 40 heures à 35 heures');
    expect(text).toContain('Avenant n° 2 — effet au 01/04/2026');
    expect(text).toContain('Passage à 35 heures');
    // The amended contract can still be terminated.
    expect((await hr.post(`/hr/contracts/${id}/terminate`, { reason: 'Démission', effectiveDate: '2026-04-30' })).body.status).toBe('TERMINATED');
  });

  it('refuses changes that do not fit the contract, unsigned proofs, and moves outside the table', async () => {
    const koffi = await org.hire({ firstName: 'Koffi' });
    const id = await activeContract(koffi, { type: 'CDD', templateId: SHARED_TEMPLATE_IDS['CI-CDD'], endDate: '2026-08-31' });
    const same = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-15', reason: 'Rien', changes: { salary: 450000 } });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([{ path: 'changes.salary', message: 'Same as the current value' }]);
    const empty = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-15', reason: 'Rien', changes: {} });
    expect(empty.status).toBe(400);
    const unknownField = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-15', reason: 'Rien', changes: { type: 'CDI' } });
    expect(unknownField.status).toBe(400);
    const early = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-15', reason: 'Prolongation', changes: { endDate: '2026-03-01' } });
    expect(early.body.errors).toEqual([{ path: 'changes.endDate', message: 'Must be after the start and the effective date' }]);

    // A CDD renewal moves the end date; the end alert is sent again for the new date.
    const renewal = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-15', reason: 'Renouvellement', changes: { endDate: '2027-02-28' } });
    const noProof = await hr.post(`/hr/contracts/${id}/amendments/${renewal.body.id}/sign`).field('signedOn', '2026-03-09');
    expect(noProof.status).toBe(400);
    expect((await hr.get(`/hr/contracts/${id}/amendments`)).body[0].status).toBe('DRAFT');
    const cancelled = await hr.post(`/hr/contracts/${id}/amendments/${renewal.body.id}/cancel`);
    expect(cancelled.body.status).toBe('CANCELLED');
    const signCancelled = await hr.post(`/hr/contracts/${id}/amendments/${renewal.body.id}/sign`).attach('file', PDF, 'a.pdf');
    expect(signCancelled.status).toBe(409);
    expect(signCancelled.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });

    // Terminating the contract voids amendments that had not taken effect.
    const pending = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-06-01', reason: 'Hausse', changes: { salary: 480000 } });
    await hr.post(`/hr/contracts/${id}/amendments/${pending.body.id}/sign`).attach('file', PDF, 'a.pdf').expect(200);
    await hr.post(`/hr/contracts/${id}/terminate`, { reason: 'Faute grave', effectiveDate: '2026-03-20' }).expect(200);
    expect((await hr.get(`/hr/contracts/${id}/amendments`)).body.map((a: { status: string }) => a.status)).toEqual(['CANCELLED', 'CANCELLED']);
    const onTerminated = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-25', reason: 'Trop tard', changes: { salary: 1 } });
    expect(onTerminated.status).toBe(409);
    expect(onTerminated.body.currentStatus).toBe('TERMINATED');
    await t.server.container.services.jobs.runNow(APPLY_AMENDMENTS_JOB, new Date('2026-06-02T00:00:00Z'));
    expect((await hr.get(`/hr/contracts/${id}`)).body.salary).toBe('450000.00');
  });
});

describe('end and trial alerts', () => {
  it('lists ends within 30 days and mails HR and the manager once; a renewal is announced again', async () => {
    const manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
    const seydou = await org.hire({ firstName: 'Seydou', manager });
    const cddId = await activeContract(seydou, { type: 'CDD', templateId: SHARED_TEMPLATE_IDS['CI-CDD'], startDate: '2026-01-05', endDate: '2026-04-04', trialPeriodEndDate: '2026-03-20' });
    const far = await org.hire({ firstName: 'Awa' });
    await activeContract(far, { type: 'CDD', templateId: SHARED_TEMPLATE_IDS['CI-CDD'], startDate: '2026-01-05', endDate: '2026-12-31' });

    const alerts = (await hr.get('/hr/contracts/alerts')).body;
    const mine = alerts.items.filter((a: { contractId: string }) => a.contractId === cddId);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'TRIAL_END', date: '2026-03-20', daysLeft: 10, notifiedAt: null }),
      expect.objectContaining({ kind: 'CONTRACT_END', date: '2026-04-04', daysLeft: 25, employee: { id: seydou.employeeId, name: seydou.name } }),
    ]);
    expect(alerts.items.some((a: { employee: { id: string } }) => a.employee.id === far.employeeId)).toBe(false);
    expect((await hr.get('/hr/contracts/alerts?kind=TRIAL_END&days=5')).body.items.filter((a: { contractId: string }) => a.contractId === cddId)).toEqual([]);

    mails.length = 0;
    await t.server.container.services.jobs.runNow(CONTRACT_ALERTS_JOB, new Date('2026-03-10T06:00:00Z'));
    const sent = mails.filter((m) => m.text.includes(seydou.name));
    expect(sent.map((m) => m.subject)).toEqual([`Fin de période d'essai le 20/03/2026 : ${seydou.name}`, `Fin de contrat le 04/04/2026 : ${seydou.name}`]);
    expect(sent[0].to).toEqual(expect.arrayContaining([manager.user.email, hrPerson.user.email]));
    mails.length = 0;
    await t.server.container.services.jobs.runNow(CONTRACT_ALERTS_JOB, new Date('2026-03-11T06:00:00Z'));
    expect(mails.filter((m) => m.text.includes(seydou.name))).toEqual([]);

    const renewal = await hr.post(`/hr/contracts/${cddId}/amendments`, { effectiveDate: '2026-03-10', reason: 'Renouvellement', changes: { endDate: '2026-04-08' } });
    await hr.post(`/hr/contracts/${cddId}/amendments/${renewal.body.id}/sign`).attach('file', PDF, 'a.pdf').expect(200);
    await t.server.container.services.jobs.runNow(CONTRACT_ALERTS_JOB, new Date('2026-03-12T06:00:00Z'));
    expect(mails.filter((m) => m.text.includes(seydou.name)).map((m) => m.subject)).toEqual([`Fin de contrat le 08/04/2026 : ${seydou.name}`]);
  });
});
