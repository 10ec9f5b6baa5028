import { gunzipSync, gzipSync } from 'node:zlib';
import type { SheetContent } from '../../../platform/spreadsheet/read-workbook';
import { appServices } from '../../../platform/modules';
import type { ImportSession } from '../models';
import { readSessionWorkbook } from './workbook';

const ROWS_TYPE = 'application/gzip';

/** One sheet as stored: name, header, truncated flag, then each row as [row number, ...cells]. */
type StoredSheet = [string, string[], boolean, Array<[number, ...string[]]>];

/**
 * The rows the upload read, kept beside the session (gzip'd JSON, a few hundred kB for 30,000
 * rows) so simulation, execution and the report plan from them instead of parsing the .xlsx
 * again: the streaming read of a large workbook is the costly part, run once.
 */
export function encodeRows(sheets: readonly SheetContent[]): Buffer {
  const stored = sheets.map((s): StoredSheet => [s.name, s.header, s.truncated, s.rows.map((r): [number, ...string[]] => [r.row, ...r.cells])]);
  return gzipSync(JSON.stringify(stored), { level: 1 });
}

export function decodeRows(content: Buffer): SheetContent[] {
  const stored = JSON.parse(gunzipSync(content).toString('utf8')) as StoredSheet[];
  return stored.map(([name, header, truncated, rows]) => ({ name, header, truncated, rows: rows.map(([row, ...cells]) => ({ row, cells })) }));
}

/** Stores the encoded rows of an upload; answers the document's id. */
export async function saveRows(encoded: Buffer): Promise<string> {
  const document = await appServices().documents.save({ filename: 'lignes.json.gz', contentType: ROWS_TYPE, content: encoded, category: 'imports/rows' });
  return document.id;
}

/** A session's rows, encoded: as kept at upload, or read from its workbook for a session uploaded before they were kept. */
export async function sessionRows(session: Pick<ImportSession, 'documentId' | 'rowsDocumentId'>): Promise<Buffer> {
  if (session.rowsDocumentId) return (await appServices().documents.read(session.rowsDocumentId)).content;
  return encodeRows(await readSessionWorkbook(session.documentId));
}
