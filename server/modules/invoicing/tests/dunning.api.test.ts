import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { MailMessage } from '../../../platform/services';
import { DUNNING_JOB } from '..';
import { invoicingWorld, movedTo, pay, sent, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;
let mail: MailMessage[];

const level = (daysAfterDue: number, name: string, fee: string | null = null) => ({
  daysAfterDue,
  fee,
  subjectFr: `${name} : facture {pieceNumber}`,
  bodyFr: `Bonjour {customerName}, la facture {pieceNumber} du {issueDate} échue le {dueDate} reste due : {amountDue} {currency} sur {amountInclTax}, depuis {daysOverdue} jours (niveau {level}). {companyName}`,
  subjectEn: `${name} (en): invoice {pieceNumber}`,
  bodyEn: `Hello {customerName}, invoice {pieceNumber} is {daysOverdue} days overdue: {amountDue} {currency}. Fee {fee}.`,
});

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-01T09:00:00Z' });
  mail = captureMail(t);
  w = await invoicingWorld(t, { companyName: 'Lagune Services SARL' });
});
// A second app on the same database stays open until the end: models are bound to the last app built.
let other: TestServer | undefined;
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const run = (at: string, server: TestServer = t) => server.server.container.services.jobs.runNow(DUNNING_JOB, new Date(`${at}T07:00:00Z`));
const reminders = async (id: string) => (await w.clerk.get(`/accounting/invoices/${id}`).expect(200)).body.reminders;

describe('dunning configuration', () => {
  it('starts off with three levels and takes levels with placeholders and fees', async () => {
    const initial = (await w.reader.get('/accounting/dunning/config').expect(200)).body;
    expect(initial).toMatchObject({ enabled: false, updatedAt: null });
    expect(initial.levels.map((l: { daysAfterDue: number }) => l.daysAfterDue)).toEqual([7, 15, 30]);
    expect(initial.placeholders).toContain('amountDue');
    const saved = await w.admin.put('/accounting/dunning/config', { enabled: true, levels: [level(7, 'Rappel', '5000'), level(15, 'Relance')] }).expect(200);
    expect(saved.body).toMatchObject({ enabled: true, levels: [{ level: 1, daysAfterDue: 7, fee: '5000.00' }, { level: 2, daysAfterDue: 15, fee: null }] });
    expect((await w.reader.get('/accounting/dunning/config').expect(200)).body.levels[1].subjectFr).toBe('Relance : facture {pieceNumber}');
  });

  it.each([
    ['an unknown placeholder', { enabled: true, levels: [{ ...level(7, 'R'), bodyFr: 'Payez {montant}' }] }, 'levels.0.bodyFr'],
    ['levels out of order', { enabled: true, levels: [level(15, 'A'), level(7, 'B')] }, 'levels.1.daysAfterDue'],
    ['a fee with three decimals', { enabled: true, levels: [level(7, 'A', '10.001')] }, 'levels.0.fee'],
    ['six levels', { enabled: true, levels: [1, 2, 3, 4, 5, 6].map((d) => level(d, 'A')) }, 'levels'],
    ['no subject', { enabled: true, levels: [{ ...level(7, 'A'), subjectEn: '' }] }, 'levels.0.subjectEn'],
  ])('refuses %s (400 naming the field)', async (_what, body, path) => {
    const res = await w.admin.put('/accounting/dunning/config', body).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe('the daily dunning job', () => {
  it('sends each level once on its day, in the customer’s language, with the PDF', async () => {
    await movedTo(t, w, '2026-02-01T09:00:00Z');
    const english = (await w.clerk.post('/accounting/customers', { name: 'Accra Trading', email: 'ap@accra.example', language: 'en', paymentTermsDays: 28 }).expect(201)).body;
    const invoice = await sent(w.clerk, { customerName: undefined, customerId: english.id, issueDate: '2026-02-01', dueDate: '2026-03-01' });
    const french = await sent(w.clerk, { customerEmail: 'compta@dakar.example', issueDate: '2026-02-01', dueDate: '2026-03-01' });
    await movedTo(t, w, '2026-02-20T09:00:00Z');
    await pay(w.clerk, french.id, '18000', '2026-02-10');
    const silent = await sent(w.clerk, { customerName: 'Sans Adresse', issueDate: '2026-02-01', dueDate: '2026-03-01' });
    const settled = await sent(w.clerk, { customerEmail: 'paid@example.test', issueDate: '2026-02-01', dueDate: '2026-03-01' });
    await pay(w.clerk, settled.id, '118000', '2026-02-15');
    const count = () => mail.filter((m) => m.subject.includes('facture') || m.subject.includes('invoice')).length;
    const before = count();

    expect(await run('2026-03-07')).toBe(true);
    expect(count()).toBe(before);
    await movedTo(t, w, '2026-03-08T09:00:00Z');
    await run('2026-03-08');
    expect(count()).toBe(before + 2);
    const en = mail.find((m) => m.to === 'ap@accra.example');
    expect(en).toMatchObject({ subject: `Rappel (en): invoice ${invoice.pieceNumber}`, text: `Hello Accra Trading, invoice ${invoice.pieceNumber} is 7 days overdue: 118000.00 XOF. Fee 5000.00.` });
    expect(en?.attachments?.[0]).toMatchObject({ filename: `${invoice.pieceNumber}.pdf`, contentType: 'application/pdf' });
    const fr = mail.find((m) => m.to === 'compta@dakar.example');
    expect(fr?.text).toBe(`Bonjour Dakar Services, la facture ${french.pieceNumber} du 2026-02-01 échue le 2026-03-01 reste due : 100000.00 XOF sur 118000.00, depuis 7 jours (niveau 1). Lagune Services SARL\n\nFrais de recouvrement : 5000.00 XOF.`);
    expect(await reminders(invoice.id)).toMatchObject([{ level: 1, sentTo: 'ap@accra.example', manual: false, fee: '5000.00', sentAt: '2026-03-08T07:00:00.000Z' }]);
    expect(await reminders(silent.id)).toEqual([]);
    expect(await reminders(settled.id)).toEqual([]);

    // The same day again, and the next days: nothing more until level 2 is due.
    await run('2026-03-08');
    await run('2026-03-12');
    expect(count()).toBe(before + 2);
    await movedTo(t, w, '2026-03-16T09:00:00Z');
    await run('2026-03-16');
    expect(count()).toBe(before + 4);
    expect((await reminders(invoice.id)).map((r: { level: number }) => r.level)).toEqual([1, 2]);
    await run('2026-04-30');
    expect(count()).toBe(before + 4);
  });

  it('never sends a level twice, even with two server processes running the job at once', async () => {
    await movedTo(t, w, '2026-04-01T09:00:00Z');
    const invoice = await sent(w.clerk, { customerEmail: 'twice@example.test', issueDate: '2026-04-01', dueDate: '2026-04-02' });
    const second = await createTestServer({ now: '2026-04-10T09:00:00Z', sameDatabaseAs: t });
    other = second;
    const otherMail = captureMail(second);
    await movedTo(t, w, '2026-04-10T09:00:00Z');
    await Promise.all([run('2026-04-10'), run('2026-04-10', second), run('2026-04-10'), run('2026-04-10', second)]);
    await Promise.all([run('2026-04-11', second), run('2026-04-11')]);
    const delivered = [...mail, ...otherMail].filter((m) => m.to === 'twice@example.test');
    expect(delivered).toHaveLength(1);
    expect(await reminders(invoice.id)).toHaveLength(1);
  });

  it('sends nothing while dunning is off', async () => {
    await movedTo(t, w, '2026-05-01T09:00:00Z');
    const invoice = await sent(w.clerk, { customerEmail: 'off@example.test', issueDate: '2026-05-01', dueDate: '2026-05-02' });
    await w.admin.put('/accounting/dunning/config', { enabled: false, levels: [level(7, 'Rappel')] }).expect(200);
    await run('2026-05-20');
    expect(await reminders(invoice.id)).toEqual([]);
    await w.admin.put('/accounting/dunning/config', { enabled: true, levels: [level(7, 'Rappel', '5000'), level(15, 'Relance')] }).expect(200);
  });
});

describe('a reminder sent now', () => {
  it('sends the next level at once, and the job then goes on from it', async () => {
    await movedTo(t, w, '2026-06-01T09:00:00Z');
    const invoice = await sent(w.clerk, { customerEmail: 'now@example.test', issueDate: '2026-06-01', dueDate: '2026-06-10' });
    await movedTo(t, w, '2026-06-12T09:00:00Z');
    const res = await w.clerk.post(`/accounting/invoices/${invoice.id}/remind`).expect(200);
    expect(res.body.reminders).toMatchObject([{ level: 1, manual: true, sentTo: 'now@example.test', subject: `Rappel : facture ${invoice.pieceNumber}` }]);
    expect(mail[mail.length - 1]).toMatchObject({ to: 'now@example.test' });
    await run('2026-06-17');
    expect((await reminders(invoice.id)).map((r: { level: number }) => r.level)).toEqual([1]);
    await run('2026-06-25');
    expect((await reminders(invoice.id)).map((r: { level: number; manual: boolean }) => [r.level, r.manual])).toEqual([
      [1, true],
      [2, false],
    ]);
    // Past the last level a reminder repeats its text.
    const third = await w.clerk.post(`/accounting/invoices/${invoice.id}/remind`).expect(200);
    expect(third.body.reminders[2]).toMatchObject({ level: 3, subject: `Relance : facture ${invoice.pieceNumber}` });
  });

  it('is refused without an address, on a paid invoice, or when nothing remains due', async () => {
    await movedTo(t, w, '2026-07-01T09:00:00Z');
    const nowhere = await sent(w.clerk, { customerName: 'Personne', issueDate: '2026-07-01', dueDate: '2026-07-31' });
    expect((await w.clerk.post(`/accounting/invoices/${nowhere.id}/remind`).expect(422)).body.errors).toEqual([{ path: 'customerEmail', message: 'No email address is known for Personne' }]);
    const paid = await sent(w.clerk, { customerEmail: 'p@example.test', issueDate: '2026-07-01', dueDate: '2026-07-31' });
    await pay(w.clerk, paid.id, '118000', '2026-07-01');
    expect((await w.clerk.post(`/accounting/invoices/${paid.id}/remind`).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'PAID' });
    const credited = await sent(w.clerk, { customerEmail: 'c@example.test', issueDate: '2026-07-01', dueDate: '2026-07-31' });
    await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: credited.id }).expect(201);
    expect((await w.clerk.post(`/accounting/invoices/${credited.id}/remind`).expect(422)).body.code).toBe('BUSINESS_RULE');
  });
});
