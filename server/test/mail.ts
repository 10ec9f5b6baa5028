import { afterCommit } from '../platform/db/transaction';
import type { MailMessage, Mailer } from '../platform/services';
import type { TestServer } from './test-server';

/**
 * Replaces the server's mailer by one that keeps every message in memory. Like the real mailer,
 * a message sent inside a transaction is kept once it commits, and never if it rolls back.
 */
export function captureMail(t: TestServer): MailMessage[] {
  const sent: MailMessage[] = [];
  let count = 0;
  const mailer: Mailer = {
    async send(message) {
      count += 1;
      await afterCommit(() => void sent.push(message));
      return { messageId: `<${count}@test>` };
    },
  };
  t.server.container.services.mail = mailer;
  return sent;
}

/** The set-password token of the link in a mail. */
export function tokenInMail(message: MailMessage): string {
  const match = /set-password\?token=([A-Za-z0-9_%-]+)/.exec(message.text);
  if (!match) throw new Error(`No set-password link in: ${message.text}`);
  return decodeURIComponent(match[1]);
}
