import fs from 'node:fs';
import path from 'node:path';
import { eventually } from './expect';

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of an .eml message as a reader sees it (quoted-printable or base64 bodies decoded). */
export function readEml(file: string): string {
  const raw = fs.readFileSync(file, 'utf8');
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    return `${head}\n\n${decodeQuotedPrintable(body)}`;
  return raw;
}

/** Waits for a mail to `to` in the server's outbox and answers its decoded text. */
export async function waitForMail(dataDir: string | undefined, to: string): Promise<string> {
  if (!dataDir) throw new Error('The server DATA_DIR is unknown: set E2E_DATA_DIR along with E2E_BASE_URL');
  const outbox = path.join(dataDir, 'outbox');
  const found = await eventually(
    async () => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      return files
        .map((f) => readEml(path.join(outbox, f)))
        .find((text) => new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
    },
    (text) => text !== undefined,
    () => `no mail to ${to} in ${outbox}`,
  );
  return found!;
}
