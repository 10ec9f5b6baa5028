import { columnLetter } from '../../../../platform/spreadsheet/cells';
import { readWorkbook, type SheetContent } from '../../../../platform/spreadsheet/read-workbook';
import { columnOfHeader, IMPORT_COLUMNS, TEMPLATE_SHEET, type ImportColumnKey, type ImportRecord } from './columns';
import type { ImportIssue } from './issues';

export const MAX_IMPORT_ROWS = 5000;

export interface ParsedRow {
  /** Row number as the user sees it (the header is row 1). */
  row: number;
  values: ImportRecord;
}

export interface ParsedFile {
  rows: ParsedRow[];
  /** Column key → header text as written in the file (for messages). */
  headers: Map<ImportColumnKey, string>;
  /** Column key → the column's letter in the sheet (A, B…). */
  letters: Map<ImportColumnKey, string>;
  issues: ImportIssue[];
}

function isXlsx(content: Buffer): boolean {
  return content.length > 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;
}

/** The employee sheet (by name, else the first) read by the platform's streaming workbook reader. */
async function readXlsx(content: Buffer): Promise<string[][] | null> {
  let sheets: SheetContent[];
  try {
    sheets = await readWorkbook(content, { maxRows: MAX_IMPORT_ROWS + 1 });
  } catch {
    return null;
  }
  const sheet = sheets.find((s) => s.name === TEMPLATE_SHEET) ?? sheets[0];
  if (!sheet) return [];
  const grid: string[][] = [sheet.header];
  for (const { row, cells } of sheet.rows) grid[row - 1] = cells;
  return Array.from(grid, (r) => r ?? []);
}

async function readCsv(content: Buffer): Promise<string[][] | null> {
  const { parse: parseCsv } = await import('csv-parse/sync');
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', ',', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
  try {
    return (parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: true }) as string[][]).map((r) => r.map((c) => c ?? ''));
  } catch {
    return null;
  }
}

/** Reads an XLSX or CSV file into rows keyed by column, with the file-level problems found. */
export async function parseImportFile(content: Buffer): Promise<ParsedFile> {
  const grid = isXlsx(content) ? await readXlsx(content) : await readCsv(content);
  if (grid === null) {
    return { rows: [], headers: new Map(), letters: new Map(), issues: [{ row: 1, column: null, message: 'The file is neither a readable XLSX workbook nor a CSV file', severity: 'ERROR' }] };
  }
  return parseEmployeeGrid(grid);
}

/**
 * Employee rows from a grid of cells (row 1 = header): shared by this import and the bulk
 * import's 03_Employes sheet, so both read headers, cells and file-level problems alike.
 */
export function parseEmployeeGrid(grid: string[][], maxRows = MAX_IMPORT_ROWS): ParsedFile {
  const issues: ImportIssue[] = [];
  const headers = new Map<ImportColumnKey, string>();
  const letters = new Map<ImportColumnKey, string>();
  const headerRow = grid[0] ?? [];
  const keys: Array<ImportColumnKey | undefined> = headerRow.map((h, i) => {
    if (!h) return undefined;
    const key = columnOfHeader(h);
    if (!key) issues.push({ row: 1, column: h, message: `Unknown column ${h}: ignored`, severity: 'WARNING' });
    else if (headers.has(key)) {
      issues.push({ row: 1, column: h, message: `Column ${h} appears twice`, severity: 'ERROR' });
      return undefined;
    } else {
      headers.set(key, h);
      letters.set(key, columnLetter(i + 1));
    }
    return key;
  });
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !headers.has(column.key)) {
      issues.push({ row: 1, column: column.fr, message: `Missing column ${column.fr}`, severity: 'ERROR' });
    }
  }
  const rows: ParsedRow[] = [];
  grid.slice(1).forEach((cells, index) => {
    if (!cells.some((c) => c && c.trim())) return;
    const values: ImportRecord = {};
    keys.forEach((key, i) => {
      const value = (cells[i] ?? '').trim();
      if (key && value) values[key] = value;
    });
    rows.push({ row: index + 2, values });
  });
  if (!rows.length && !issues.some((i) => i.severity === 'ERROR')) {
    issues.push({ row: 2, column: null, message: 'The file has no data row', severity: 'ERROR' });
  }
  if (rows.length > maxRows) {
    issues.push({ row: rows[maxRows].row, column: null, message: `At most ${maxRows} rows per import`, severity: 'ERROR' });
  }
  return { rows, headers, letters, issues };
}
