import type { MailMessage, Mailer } from '../platform/services';
import type { TestServer } from './test-server';

/** Replaces the server's mailer by one that keeps every message in memory. */
export function captureMail(t: TestServer): MailMessage[] {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  t.server.deps.services.mail = mailer;
  return sent;
}

/** The set-password token of the link in a mail. */
export function tokenInMail(message: MailMessage): string {
  const match = /set-password\?token=([A-Za-z0-9_%-]+)/.exec(message.text);
  if (!match) throw new Error(`No set-password link in: ${message.text}`);
  return decodeURIComponent(match[1]);
}
