import type { ImportSession } from '../models';
import { loadExisting } from './existing';
import { planWorkbook, type WorkbookPlan } from './plan';
import { encodeRows, saveRows } from './rows';
import { createSession } from './sessions';
import { readImportWorkbook } from './workbook';

export interface PreparedUpload {
  plan: WorkbookPlan;
  /** The rows read, encoded to be kept beside the session (the parsed sheets themselves are not held). */
  rows: Buffer;
}

/** Reads (streaming) and validates an upload, before the writing transaction opens. */
export async function prepareUpload(content: Buffer): Promise<PreparedUpload> {
  const sheets = await readImportWorkbook(content);
  const plan = await planWorkbook(sheets, await loadExisting());
  return { plan, rows: encodeRows(sheets) };
}

/** Stores the workbook, its rows as read and its validation as a new session. */
export async function storeUpload(file: { originalname: string; buffer: Buffer }, prepared: PreparedUpload): Promise<ImportSession> {
  return createSession(file, prepared.plan, await saveRows(prepared.rows));
}
