import { inflateRawSync } from 'node:zlib';
import { Problem } from '../http/problem';

/** What an uploaded workbook may expand to: past these the file is refused before it is read. */
export const MAX_UNCOMPRESSED_BYTES = 256 * 1024 * 1024;
/** An entry larger than 1 MiB expanded may not grow more than this many times. */
export const MAX_ENTRY_RATIO = 500;

export type WorkbookFileProblem = 'NOT_XLSX' | 'ENCRYPTED' | 'ZIP_BOMB';

const MESSAGES: Record<WorkbookFileProblem, string> = {
  NOT_XLSX: 'The file is not an Excel workbook (.xlsx)',
  ENCRYPTED: 'The workbook is protected by a password: save it without a password and upload it again',
  ZIP_BOMB: 'The workbook expands to far more data than its size allows: it is refused',
};

export function workbookFileProblem(reason: WorkbookFileProblem): Problem {
  return new Problem('VALIDATION_FAILED', MESSAGES[reason], { reason, errors: [{ path: 'file', message: MESSAGES[reason] }] });
}

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  localOffset: number;
  compressed: number;
  uncompressed: number;
}

/** The entries listed in a ZIP file's central directory; null when there is none to read. */
function centralDirectory(content: Buffer): ZipEntry[] | null {
  const floor = Math.max(0, content.length - 65_557);
  let eocd = -1;
  for (let i = content.length - 22; i >= floor; i--) {
    if (content.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = content.readUInt16LE(eocd + 10);
  let offset = content.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = content.readUInt16LE(offset + 28);
    const extraLength = content.readUInt16LE(offset + 30);
    const commentLength = content.readUInt16LE(offset + 32);
    entries.push({
      flags: content.readUInt16LE(offset + 8),
      method: content.readUInt16LE(offset + 10),
      localOffset: content.readUInt32LE(offset + 42),
      compressed: content.readUInt32LE(offset + 20),
      uncompressed: content.readUInt32LE(offset + 24),
      name: content.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Checks an upload is a plain .xlsx before anything unzips it: a password-protected workbook
 * (an OLE container), anything that is not an OOXML spreadsheet, and a file whose entries
 * declare an expansion past the limits (a zip bomb, or a ZIP64 archive no real upload needs)
 * are refused with a VALIDATION_FAILED problem whose `reason` says which.
 */
export function assertPlainXlsx(content: Buffer): void {
  if (content.length >= 8 && content.subarray(0, 8).equals(OLE_SIGNATURE)) throw workbookFileProblem('ENCRYPTED');
  if (content.length < 30 || content.readUInt32LE(0) !== 0x04034b50) throw workbookFileProblem('NOT_XLSX');
  const entries = centralDirectory(content);
  if (!entries) throw workbookFileProblem('NOT_XLSX');
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw workbookFileProblem('NOT_XLSX');
  if (entries.some((e) => (e.flags & 0x1) === 0x1)) throw workbookFileProblem('ENCRYPTED');
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressed === 0xffffffff || entry.compressed === 0xffffffff) throw workbookFileProblem('ZIP_BOMB');
    total += entry.uncompressed;
    if (entry.uncompressed > 1024 * 1024 && entry.uncompressed > MAX_ENTRY_RATIO * Math.max(1, entry.compressed)) throw workbookFileProblem('ZIP_BOMB');
  }
  if (total > MAX_UNCOMPRESSED_BYTES) throw workbookFileProblem('ZIP_BOMB');
}

/** One small entry of a checked archive (stored or deflated), e.g. xl/workbook.xml; null when absent. */
export function zipEntry(content: Buffer, name: string): Buffer | null {
  const entry = centralDirectory(content)?.find((e) => e.name === name);
  if (!entry || content.readUInt32LE(entry.localOffset) !== 0x04034b50) return null;
  const start = entry.localOffset + 30 + content.readUInt16LE(entry.localOffset + 26) + content.readUInt16LE(entry.localOffset + 28);
  const data = content.subarray(start, start + entry.compressed);
  if (entry.method === 0) return Buffer.from(data);
  if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressed) });
  return null;
}
