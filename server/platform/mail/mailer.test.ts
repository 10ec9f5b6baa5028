import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import PostalMime from 'postal-mime';
import ical from 'node-ical';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequelize } from '../db/database';
import { inTransaction } from '../db/transaction';
import { runWithContext, newContext } from '../tenancy/context';
import { buildCalendar, calendarText } from '../ics/calendar';
import { NodemailerMailer, outboxFileName } from './mailer';

const silent = pino({ level: 'silent' });
const FROM = 'Baobab Demo <no-reply@demo.baobab.test>';

let dir: string;
let sequelize: Sequelize;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-mail-'));
  sequelize = createSequelize({ dialect: 'sqlite', storage: path.join(dir, 'mail.sqlite') });
});
afterAll(async () => {
  await sequelize?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function outboxMailer(name: string) {
  const outboxDir = path.join(dir, name, 'outbox');
  return { outboxDir, mailer: new NodemailerMailer({ outboxDir, from: FROM, logger: silent }) };
}

const at = new Date('2026-11-21T08:30:00.123Z');
const inContext = <T>(fn: () => T) => runWithContext(newContext({ now: () => at }), fn);

describe('mailer without SMTP (outbox)', () => {
  it('writes an RFC 5322 message with headers, body and a base64 attachment', async () => {
    const { outboxDir, mailer } = outboxMailer('plain');
    const licence = Buffer.from('-----BEGIN BAOBAB LICENSE-----\nabc==\n-----END BAOBAB LICENSE-----\n');
    const result = await inContext(() =>
      mailer.send({
        to: ['awa.diop@example.sn', 'compta@example.ci'],
        subject: 'Votre licence Baobab — société Éléphant SARL',
        text: 'Bonjour,\nveuillez trouver ci-joint votre fichier de licence.\nÀ bientôt',
        html: '<p>Bonjour,</p><p>Veuillez trouver ci-joint votre fichier de licence.</p>',
        attachments: [{ filename: 'licence.lic', content: licence, contentType: 'application/octet-stream' }],
      }),
    );
    expect(result.messageId).toMatch(/^<[0-9a-f-]{36}@demo\.baobab\.test>$/);
    expect(result.file).toBe(path.join(outboxDir, outboxFileName(at, result.messageId)));
    expect(path.basename(result.file!)).toMatch(
      /^20261121T083000123Z-[0-9a-f-]{36}@demo\.baobab\.test\.eml$/,
    );
    expect(fs.readdirSync(outboxDir)).toEqual([path.basename(result.file!)]);

    const raw = fs.readFileSync(result.file!);
    expect(raw.toString('latin1')).toMatch(/\r\n\r\n/);
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);
    const email = await PostalMime.parse(raw);
    expect(email.from).toEqual({ name: 'Baobab Demo', address: 'no-reply@demo.baobab.test' });
    expect(email.to?.map((a) => a.address)).toEqual(['awa.diop@example.sn', 'compta@example.ci']);
    expect(email.subject).toBe('Votre licence Baobab — société Éléphant SARL');
    expect(email.messageId).toBe(result.messageId);
    expect(new Date(email.date!).toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(email.text?.trim()).toBe(
      'Bonjour,\nveuillez trouver ci-joint votre fichier de licence.\nÀ bientôt',
    );
    expect(email.html).toContain('<p>Bonjour,</p>');
    const headerKeys = email.headers.map((h) => h.key);
    expect(headerKeys).toEqual(
      expect.arrayContaining(['mime-version', 'date', 'message-id', 'from', 'to', 'subject']),
    );

    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments;
    expect(attachment).toMatchObject({
      filename: 'licence.lic',
      mimeType: 'application/octet-stream',
      disposition: 'attachment',
    });
    expect(Buffer.from(attachment.content as ArrayBuffer).equals(licence)).toBe(true);
    const part = raw
      .toString('latin1')
      .split(/\r\n--/)
      .find((p) => p.includes('filename=licence.lic'));
    expect(part).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(part).toContain(licence.toString('base64').slice(0, 40));
  });

  it('sends an iCalendar invitation as text/calendar with its method', async () => {
    const { mailer } = outboxMailer('ics');
    const calendar = buildCalendar({
      name: 'Entretiens',
      method: 'REQUEST',
      events: [
        {
          uid: 'interview-42@baobab',
          start: new Date('2026-12-01T10:00:00Z'),
          end: new Date('2026-12-01T11:00:00Z'),
          summary: 'Entretien technique — Aïssata Koné',
          location: 'Salle Baobab, Abidjan',
        },
      ],
    });
    const result = await inContext(() =>
      mailer.send({
        to: 'recruteur@example.ci',
        subject: 'Invitation : entretien technique',
        text: 'Vous êtes invité.',
        icalEvent: { method: 'REQUEST', content: calendarText(calendar) },
      }),
    );
    const raw = fs.readFileSync(result.file!);
    expect(raw.toString('latin1')).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const email = await PostalMime.parse(raw);
    const invitation = email.attachments.find((a) => a.mimeType === 'text/calendar');
    expect(invitation?.method).toBe('REQUEST');
    const content =
      typeof invitation!.content === 'string'
        ? invitation!.content
        : new TextDecoder().decode(invitation!.content);
    const parsed = ical.sync.parseICS(content);
    const event = Object.values(parsed).find((c) => c?.type === 'VEVENT');
    expect(event).toMatchObject({
      uid: 'interview-42@baobab',
      summary: 'Entretien technique — Aïssata Koné',
    });
  });

  it('inside a transaction, writes the message only once it commits, and never on rollback', async () => {
    const { outboxDir, mailer } = outboxMailer('tx');
    let during: string[] = ['not checked'];
    const committed = await inContext(() =>
      inTransaction(sequelize, async () => {
        const r = await mailer.send({ to: 'a@example.ci', subject: 'Validée', text: 'ok' });
        during = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
        return r;
      }),
    );
    expect(during).toEqual([]);
    expect(fs.existsSync(committed.file!)).toBe(true);

    await expect(
      inContext(() =>
        inTransaction(sequelize, async () => {
          await mailer.send({ to: 'b@example.ci', subject: 'Refusée', text: 'no' });
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect(fs.readdirSync(outboxDir)).toEqual([path.basename(committed.file!)]);
  });

  it('refuses a message without recipients', async () => {
    const { mailer } = outboxMailer('none');
    await expect(mailer.send({ to: [], subject: 'x', text: 'x' })).rejects.toThrow(/recipient/);
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers over SMTP and writes nothing to the outbox', async () => {
    const smtp = await fakeSmtpServer();
    const outboxDir = path.join(dir, 'smtp', 'outbox');
    const mailer = new NodemailerMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      outboxDir,
      from: FROM,
      logger: silent,
    });
    try {
      const result = await mailer.send({
        to: 'paie@example.sn',
        subject: 'Bulletin de paie — novembre',
        text: 'Votre bulletin est disponible.',
        attachments: [
          { filename: 'bulletin.pdf', content: Buffer.from('%PDF-1.3 fake'), contentType: 'application/pdf' },
        ],
      });
      expect(result.file).toBeUndefined();
      expect(fs.existsSync(outboxDir)).toBe(false);
      expect(smtp.envelopes).toHaveLength(1);
      expect(smtp.envelopes[0].rcpt).toEqual(['<paie@example.sn>']);
      const email = await PostalMime.parse(smtp.envelopes[0].data);
      expect(email.subject).toBe('Bulletin de paie — novembre');
      expect(email.messageId).toBe(result.messageId);
      expect(email.attachments[0].filename).toBe('bulletin.pdf');
    } finally {
      await smtp.close();
    }
  });

  it('throws when the SMTP server cannot be reached outside a transaction', async () => {
    const port = await closedPort();
    const mailer = new NodemailerMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: path.join(dir, 'down'),
      from: FROM,
      logger: silent,
    });
    await expect(mailer.send({ to: 'x@example.ci', subject: 'x', text: 'x' })).rejects.toThrow();
  });
});

/** Just enough SMTP (no TLS, no auth) to receive what nodemailer sends. */
async function fakeSmtpServer() {
  const envelopes: Array<{ rcpt: string[]; data: string }> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let rcpt: string[] = [];
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelopes.push({ rcpt, data: buffer.slice(0, end + 2) });
          buffer = buffer.slice(end + 5);
          inData = false;
          rcpt = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'RCPT') {
          rcpt.push(line.replace(/^RCPT TO:/i, '').trim());
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
