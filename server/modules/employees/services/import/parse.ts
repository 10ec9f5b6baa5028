import type ExcelJS from 'exceljs';
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
  issues: ImportIssue[];
}

function isXlsx(content: Buffer): boolean {
  return content.length > 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;
}

/** A spreadsheet cell as the text a person would read in it (dates as YYYY-MM-DD). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(content: Buffer): Promise<string[][] | null> {
  // Loaded on first use: exceljs is heavy and most server starts never read a workbook.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.getWorksheet(TEMPLATE_SHEET) ?? workbook.worksheets[0];
  if (!sheet) return [];
  const grid: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value).trim();
    });
    grid[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
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
  const issues: ImportIssue[] = [];
  const headers = new Map<ImportColumnKey, string>();
  if (grid === null) {
    issues.push({ row: 1, column: null, message: 'The file is neither a readable XLSX workbook nor a CSV file', severity: 'ERROR' });
    return { rows: [], headers, issues };
  }
  const headerRow = grid[0] ?? [];
  const keys: Array<ImportColumnKey | undefined> = headerRow.map((h) => {
    if (!h) return undefined;
    const key = columnOfHeader(h);
    if (!key) issues.push({ row: 1, column: h, message: `Unknown column ${h}: ignored`, severity: 'WARNING' });
    else if (headers.has(key)) {
      issues.push({ row: 1, column: h, message: `Column ${h} appears twice`, severity: 'ERROR' });
      return undefined;
    } else headers.set(key, h);
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
  if (rows.length > MAX_IMPORT_ROWS) {
    issues.push({ row: rows[MAX_IMPORT_ROWS].row, column: null, message: `At most ${MAX_IMPORT_ROWS} rows per import`, severity: 'ERROR' });
  }
  return { rows, headers, issues };
}
