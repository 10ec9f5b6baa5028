/**
 * Names that come from users or callers never reach the file system: a document is stored under
 * its id. These keep the name shown in downloads harmless, and the folder category tame.
 */
const MAX_FILENAME = 180;

/** The last path segment, without control characters, reserved characters or leading dots. */
export function sanitizeFilename(raw: string, fallback = 'document'): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(/[\t\r\n\v\f]/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(name)) name = `_${name}`;
  if (!name) return fallback;
  if (name.length <= MAX_FILENAME) return name;
  const ext = safeExtension(name);
  return `${name.slice(0, MAX_FILENAME - ext.length - 1).trimEnd()}${ext ? `.${ext}` : ''}`;
}

/** Lower-case alphanumeric extension of a name (`pdf`), or '' when it has none worth keeping. */
export function safeExtension(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename);
  return match ? match[1].toLowerCase() : '';
}

/** `hr/contracts` style category: lower-case words, at most three levels; 'general' when empty. */
export function sanitizeCategory(raw: string | undefined): string {
  const segments = (raw ?? '')
    .toLowerCase()
    .split(/[/\\]+/)
    .map((s) => s.replace(/[^a-z0-9_-]/g, ''))
    .filter((s) => s !== '' && !/^[-_]+$/.test(s));
  return segments.slice(0, 3).join('/') || 'general';
}

const CONTENT_TYPE =
  /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}(\s*;\s*[a-z0-9_-]+=("[^"]*"|[a-z0-9_.+-]+))*$/i;

/** A well-formed media type, else application/octet-stream. */
export function sanitizeContentType(raw: string): string {
  const value = raw.trim();
  return value.length <= 200 && CONTENT_TYPE.test(value) ? value : 'application/octet-stream';
}
