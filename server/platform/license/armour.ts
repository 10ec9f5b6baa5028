/**
 * Armoured text (`-----BEGIN <LABEL>-----`, base64 wrapped at 64 columns, `-----END <LABEL>-----`)
 * read strictly: a size cap, the exact header and footer, lines of exactly 64 characters but the
 * last, the base64 alphabet only (Node's decoder skips anything else silently) and the one
 * canonical encoding of the bytes, so that no two different files decode to the same content. A
 * byte-order mark at the start, CRLF line ends and one final line end are tolerated.
 */

export const ARMOUR_MAX_BYTES = 64 * 1024;
const LINE = 64;

export type DearmourResult = { ok: true; bytes: Buffer } | { ok: false; detail: string };

export function armour(label: string, bytes: Uint8Array): string {
  const b64 = Buffer.from(bytes).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < b64.length; i += LINE) lines.push(b64.slice(i, i + LINE));
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** Reads an armoured file given as bytes (an upload) or text. */
export function dearmour(label: string, input: Uint8Array | string): DearmourResult {
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (size === 0) return { ok: false, detail: 'the file is empty' };
  if (size > ARMOUR_MAX_BYTES)
    return { ok: false, detail: `the file is larger than ${ARMOUR_MAX_BYTES} bytes` };
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    const decoded = decodeUtf8(input);
    if (decoded === undefined) return { ok: false, detail: 'the file is not UTF-8 text' };
    text = decoded;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].endsWith('\r')) lines[i] = lines[i].slice(0, -1);
    if (lines[i].includes('\r')) return { ok: false, detail: `line ${i + 1} holds a stray carriage return` };
  }
  const begin = `-----BEGIN ${label}-----`;
  const end = `-----END ${label}-----`;
  if (lines[0] !== begin) return { ok: false, detail: `the first line is not "${begin}"` };
  if (lines.length < 3) return { ok: false, detail: 'the file is truncated' };
  if (lines[lines.length - 1] !== end)
    return { ok: false, detail: `the last line is not "${end}" (truncated file?)` };
  const body = lines.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const last = i === body.length - 1;
    if (last ? body[i].length === 0 || body[i].length > LINE : body[i].length !== LINE) {
      return { ok: false, detail: `line ${i + 2} is not wrapped at ${LINE} columns` };
    }
  }
  const bytes = decodeBase64Strict(body.join(''));
  if (!bytes) return { ok: false, detail: 'the content is not valid base64' };
  return { ok: true, bytes };
}

/** Standard base64 with padding; undefined unless `text` is the one canonical encoding of its bytes. */
export function decodeBase64Strict(text: string): Buffer | undefined {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

/** base64url without padding (JWS); undefined unless `text` is the one canonical encoding of its bytes. */
export function decodeBase64UrlStrict(text: string): Buffer | undefined {
  if (text.length === 0 || !/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}
