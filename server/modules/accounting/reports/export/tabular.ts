import type { Response } from 'express';
import { contentDisposition } from '../../../../platform/http/download';
import { centsText } from '../cents-text';

/**
 * Report tables and how they are written: `.xlsx` workbooks (exceljs) with numbers as numbers,
 * dates as dates and totals as formulas here; CSV that French Excel opens as it is (UTF-8 BOM,
 * `;` separators, decimal comma, `1 234,56`, dd/mm/yyyy, French headers) when the reader's
 * language is French, English conventions otherwise, in `csv-writer.ts`.
 */
export type Language = 'fr' | 'en';
export type CellKind = 'text' | 'amount' | 'date' | 'integer' | 'percent';

export interface Column {
  fr: string;
  en: string;
  kind: CellKind;
  width?: number;
}

/** Amounts are integer cents; dates `YYYY-MM-DD`; percents decimal strings ("12.50"). */
export type Cell = string | number | null;

/**
 * How a total row's amounts are computed in a workbook: the sum of the detail rows since the
 * last group start (`group`), of every detail row (`all`), or of named rows with their signs.
 */
export type TotalFormula = 'group' | 'all' | Array<{ id: string; sign: 1 | -1 }>;

export interface TableRow {
  cells: Cell[];
  /** Detail rows are summed by totals; a group start resets `group` totals. */
  kind?: 'detail' | 'total' | 'heading' | 'groupStart';
  /** Totals: the formula of their amount columns (their values are the cells). */
  total?: TotalFormula;
  /** The columns that get the formula (default: every amount column). */
  formulaColumns?: readonly number[];
  /** A name other rows' formulas refer to. */
  id?: string;
}

export interface Table {
  name: string;
  /** A line above the header (report title and period) in workbooks. */
  title?: string;
  columns: Column[];
  /** Rows one by one, or in arrays (a large export hands over a batch at once: no promise per row). */
  rows: Iterable<TableRow> | AsyncIterable<TableRow | readonly TableRow[]>;
}

/** `1 234,56` (French) or `1234.56` (English) from integer cents. */
export function amountText(cents: number, language: Language): string {
  const text = centsText(cents);
  if (language === 'en') return text;
  const negative = text.startsWith('-');
  const [units, decimals] = (negative ? text.slice(1) : text).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped},${decimals}`;
}

/** A table's rows item as rows. */
export const rowsOf = (item: TableRow | readonly TableRow[]): readonly TableRow[] => (Array.isArray(item) ? item : [item as TableRow]);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const digit = (n - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    n = (n - 1 - digit) / 26;
  }
  return letters;
}

const AMOUNT_FORMAT = '#,##0.00;-#,##0.00';

function xlsxValue(value: Cell, kind: CellKind): unknown {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'amount':
      return Number(value) / 100;
    case 'integer':
      return Number(value);
    case 'percent':
      return Number(value);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? new Date(`${String(value)}T00:00:00Z`) : value;
    default:
      return value;
  }
}

/**
 * Streams a workbook, one sheet per table (exceljs' streaming writer: memory stays flat for a
 * general ledger of a million lines). Amount columns of total rows are formulas over the rows
 * they total, with the value as cached result.
 */
export async function sendTablesXlsx(res: Response, filename: string, tables: readonly Table[], language: Language): Promise<void> {
  const { default: Excel } = await import('exceljs');
  res.status(200);
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(filename));
  res.setHeader('Content-Language', language);
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Baobab';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: table.title ? 2 : 1 }] });
    sheet.columns = table.columns.map((c) => ({ width: c.width ?? (c.kind === 'text' ? 30 : 16) }));
    let rowNumber = 0;
    if (table.title) {
      rowNumber++;
      const title = sheet.addRow([table.title]);
      title.font = { bold: true, size: 13 };
      title.commit();
    }
    rowNumber++;
    const header = sheet.addRow(table.columns.map((c) => c[language]));
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0E0' } };
    header.commit();
    const firstDetail = rowNumber + 1;
    let groupStart = firstDetail;
    const named = new Map<string, number>();
    for await (const item of table.rows) for (const r of rowsOf(item)) {
      rowNumber++;
      if (r.kind === 'groupStart') groupStart = rowNumber + 1;
      if (r.id) named.set(r.id, rowNumber);
      const row = sheet.addRow(r.cells.map((cell, i) => xlsxValue(cell, table.columns[i]?.kind ?? 'text')));
      table.columns.forEach((column, i) => {
        const cell = row.getCell(i + 1);
        if (column.kind === 'amount') cell.numFmt = AMOUNT_FORMAT;
        if (column.kind === 'date') cell.numFmt = language === 'fr' ? 'dd/mm/yyyy' : 'yyyy-mm-dd';
        if (column.kind === 'percent') cell.numFmt = '0.00';
        if (r.kind === 'total' && r.total && column.kind === 'amount' && (r.formulaColumns ?? [i]).includes(i) && r.cells[i] !== null && r.cells[i] !== '') {
          const letter = columnLetter(i);
          const formula =
            r.total === 'group'
              ? `SUM(${letter}${groupStart}:${letter}${rowNumber - 1})`
              : r.total === 'all'
                ? `SUM(${letter}${firstDetail}:${letter}${rowNumber - 1})`
                : r.total
                    .filter((ref) => named.has(ref.id))
                    .map((ref, k) => `${ref.sign < 0 ? '-' : k ? '+' : ''}${letter}${named.get(ref.id)}`)
                    .join('') || '0';
          cell.value = { formula, result: Number(r.cells[i]) / 100 };
        }
      });
      if (r.kind === 'total' || r.kind === 'heading') row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
}
