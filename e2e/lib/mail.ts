import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { eventually } from './expect';

/** The headers and text of an .eml message as a reader sees them (any part and transfer encoding decoded). */
export async function readEml(file: string): Promise<string> {
  const raw = fs.readFileSync(file);
  const email = await PostalMime.parse(raw);
  const to = (email.to ?? []).map((a) => a.address ?? '').join(', ');
  return `To: ${to}\nSubject: ${email.subject ?? ''}\n\n${email.text ?? ''}`;
}

/** Waits for a mail to `to` (whose text matches `matching`, when given) in the server's outbox and answers its decoded text. */
export async function waitForMail(dataDir: string | undefined, to: string, matching?: RegExp): Promise<string> {
  if (!dataDir) throw new Error('The server DATA_DIR is unknown: set E2E_DATA_DIR along with E2E_BASE_URL');
  const outbox = path.join(dataDir, 'outbox');
  const recipient = new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'mi');
  const found = await eventually(
    async () => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      const texts = await Promise.all(files.map((f) => readEml(path.join(outbox, f))));
      return texts.find((text) => recipient.test(text) && (!matching || matching.test(text)));
    },
    (text) => text !== undefined,
    () => `no mail to ${to}${matching ? ` matching ${matching}` : ''} in ${outbox}`,
  );
  return found!;
}
