import { appServices } from '../../../platform/modules';
import { readWorkbook, type SheetContent } from '../../../platform/spreadsheet/read-workbook';
import { NOTES_SHEET_NAME, SHEETS } from '../sheets/definitions';
import { MAX_ROWS_PER_SHEET } from './plan';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheets of an uploaded workbook (streaming reader; the notes sheet is skipped). */
export function readImportWorkbook(content: Buffer): Promise<SheetContent[]> {
  return readWorkbook(content, { maxRows: MAX_ROWS_PER_SHEET, skip: [NOTES_SHEET_NAME] });
}

/** A session's stored workbook, read again (simulation, execution, report). */
export async function readSessionWorkbook(documentId: string): Promise<SheetContent[]> {
  const { content } = await appServices().documents.read(documentId);
  return readImportWorkbook(content);
}

export const isImportSheet = (name: string) => (SHEETS as readonly string[]).includes(name);
