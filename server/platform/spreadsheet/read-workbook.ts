import { Readable } from 'node:stream';
import { cellText } from './cells';
import { assertPlainXlsx, workbookFileProblem, zipEntry } from './zip-guard';

/** One non-empty row of a sheet: its number as the spreadsheet shows it and its cells' text (index 0 = column A). */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface SheetContent {
  name: string;
  /** The header row (row 1), cells' text. */
  header: string[];
  rows: SheetRow[];
  /** True when the sheet had more data rows than the reader keeps. */
  truncated: boolean;
}

export interface ReadWorkbookOptions {
  /** Data rows kept per sheet (the header excluded). */
  maxRows: number;
  /** Sheets listed by name but whose rows are not kept. */
  skip?: readonly string[];
}

/**
 * Reads an .xlsx upload with exceljs's streaming reader after checking the container
 * (`assertPlainXlsx`): memory holds the kept rows' text, never the workbook's object model.
 */
export async function readWorkbook(content: Buffer, options: ReadWorkbookOptions): Promise<SheetContent[]> {
  assertPlainXlsx(content);
  // Loaded on first use: exceljs is heavy and most server starts never read a workbook.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from(content), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  await preloadParts(reader, content);
  const sheets: SheetContent[] = [];
  try {
    for await (const worksheet of reader) {
      const name = (worksheet as unknown as { name: string }).name;
      const wanted = !options.skip?.includes(name);
      const sheet: SheetContent = { name, header: [], rows: [], truncated: false };
      for await (const row of worksheet) {
        if (!wanted) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          cells[col - 1] = cellText(cell.value).trim();
        });
        const filled = Array.from(cells, (c) => c ?? '');
        if (row.number === 1) sheet.header = filled;
        else if (filled.some((c) => c !== '')) {
          if (sheet.rows.length >= options.maxRows) sheet.truncated = true;
          else sheet.rows.push({ row: row.number, cells: filled });
        }
      }
      sheets.push(sheet);
    }
  } catch (err) {
    if (err instanceof Error && 'status' in err) throw err;
    throw workbookFileProblem('NOT_XLSX');
  }
  return sheets;
}

interface ReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
}

/**
 * exceljs's streaming reader needs the workbook part (sheet names), the shared strings and the
 * styles (date formats) before a sheet, but many writers (exceljs itself) store them after the
 * sheets: it then spools the sheets to temporary files and loses names and dates. The parts are
 * small: they are inflated from the checked archive and given to the reader's own parsers first,
 * so every sheet streams by once, complete. (exceljs 4.4 internals, pinned by the lock file.)
 */
async function preloadParts(reader: unknown, content: Buffer): Promise<void> {
  const parts = reader as ReaderParts;
  const part = (name: string) => {
    const data = zipEntry(content, name);
    return data ? Readable.from([data]) : null;
  };
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await parts._parseRels(rels);
  const workbook = part('xl/workbook.xml');
  if (workbook) await parts._parseWorkbook(workbook);
  const styles = part('xl/styles.xml');
  if (styles) await parts._parseStyles(styles);
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const event of parts._parseSharedStrings(strings)) void event;
  const loaded = reader as { sharedStrings?: unknown[] };
  // No shared strings part (inline strings only): an empty table, so sheets still stream instead of being spooled.
  loaded.sharedStrings ??= [];
  // Met again in the archive, these parts would be parsed a second time: they are already loaded.
  parts._parseRels = async () => {};
  parts._parseWorkbook = async () => {};
  parts._parseStyles = async () => {};
  parts._parseSharedStrings = async function* () {};
}
