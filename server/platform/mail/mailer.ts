import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Logger } from 'pino';
import { afterCommit, ambientTransaction } from '../db/transaction';
import { now as contextNow } from '../tenancy/context';
import type { MailMessage, Mailer } from '../services';

export interface MailerOptions {
  /** smtp(s)://… sends through that server; unset writes each message under outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
}

/**
 * Outgoing mail with nodemailer. Without SMTP_URL every message is written, exactly as it would
 * have been sent (RFC 5322, CRLF line ends), to `<outbox>/<UTC time>-<message id>.eml`.
 *
 * Inside a transaction a message leaves only once that transaction commits, so a refused request
 * never mails anyone; a delivery failing then is logged. Outside a transaction it leaves at once
 * and a failure is thrown to the caller.
 */
export class NodemailerMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    this.domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'baobab.local';
  }

  async send(message: MailMessage): Promise<{ messageId: string; file?: string }> {
    const to = [message.to].flat().filter((address) => address.trim() !== '');
    if (to.length === 0) throw new Error('A mail needs at least one recipient');
    const date = contextNow();
    const messageId = `<${randomUUID()}@${this.domain}>`;
    const file = this.options.smtpUrl
      ? undefined
      : path.join(this.options.outboxDir, outboxFileName(date, messageId));
    const mail: Mail.Options = {
      from: this.options.from,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      date,
      messageId,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
        contentTransferEncoding: 'base64',
      })),
      icalEvent: message.icalEvent
        ? {
            method: message.icalEvent.method ?? 'REQUEST',
            content: message.icalEvent.content,
            filename: message.icalEvent.filename ?? 'invitation.ics',
          }
        : undefined,
    };
    const deliver = () => this.deliver(mail, file);
    if (ambientTransaction()) {
      await afterCommit(async () => {
        try {
          await deliver();
        } catch (err) {
          this.options.logger.error(
            { err, messageId, subject: message.subject },
            'Mail delivery failed after commit',
          );
        }
      });
    } else {
      await deliver();
    }
    return { messageId, file };
  }

  private async deliver(mail: Mail.Options, file: string | undefined): Promise<void> {
    const info = (await this.transport.sendMail(mail)) as { message?: Buffer | string };
    if (!file) {
      this.options.logger.info({ messageId: mail.messageId }, 'Mail sent');
      return;
    }
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed, so that nothing reading the outbox sees half a message.
    const partial = `${file}.part`;
    await fs.writeFile(partial, info.message ?? '', { flag: 'wx' });
    await fs.rename(partial, file);
    this.options.logger.info({ messageId: mail.messageId, file }, 'Mail written to the outbox');
  }
}

/** `20261121T083000123Z-<id part of the message id>.eml`: sorts by time, names one message. */
export function outboxFileName(date: Date, messageId: string): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_');
  return `${stamp}-${id}.eml`;
}
