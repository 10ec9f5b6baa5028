import type { Response } from 'express';
import { finished } from 'node:stream/promises';
import { contentDisposition, escapeCsvCell } from '../../../../platform/http/download';
import { amountText, rowsOf, type Cell, type CellKind, type Column, type Language, type Table } from './tabular';

/**
 * A table written as CSV text row by row, straight into the response: the bytes csv-stringify
 * wrote for the same cells (a field holding the delimiter, a quote or the record delimiter is
 * quoted, its quotes doubled; every record ends with the record delimiter), without a stream stage per row.
 */
export const FLUSH = 64 * 1024;

type CellText = (value: Cell) => string;

function cellText(kind: CellKind, language: Language): CellText {
  switch (kind) {
    case 'amount':
      return (v) => (v === null || v === '' ? '' : amountText(Number(v), language));
    case 'integer':
      return (v) => (v === null || v === '' ? '' : String(v));
    case 'percent':
      return (v) => (v === null || v === '' ? '' : language === 'fr' ? String(v).replace('.', ',') : String(v));
    case 'date':
      return language === 'en'
        ? (v) => (v === null || v === '' ? '' : String(v))
        : (v) => {
            if (v === null || v === '') return '';
            const s = String(v);
            return s.length === 10 && /^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)}` : s;
          };
    default:
      return (v) => (v === null || v === '' ? '' : escapeCsvCell(v));
  }
}

/** A record's writer: cells formatted by their column's kind, quoted where the CSV needs it. */
export function csvLineWriter(kinds: readonly CellKind[], language: Language): (cells: readonly Cell[]) => string {
  const delimiter = language === 'fr' ? ';' : ',';
  const eol = language === 'fr' ? '\r\n' : '\n';
  // csv-stringify quotes a field holding the delimiter, a quote or the record delimiter itself
  // (a lone CR or LF in a French field is left as it is).
  const special = language === 'fr' ? /[";]|\r\n/ : /[",\n]/;
  const texts = kinds.map((k) => cellText(k, language));
  const fallback = cellText('text', language);
  const field = (text: string) => (text !== '' && special.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return (cells) => {
    let line = '';
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) line += delimiter;
      line += field((texts[i] ?? fallback)(cells[i]));
    }
    return line + eol;
  };
}

/** The BOM and the header row of a table's columns. */
export function csvHead(columns: readonly Column[], language: Language): string {
  const header = csvLineWriter(
    columns.map((): CellKind => 'text'),
    language,
  );
  return '\ufeff' + header(columns.map((c) => c[language]));
}

const GONE = 'The client closed the connection before the end of the export';

/** Resolves when the response can take more, rejects when the client went away first. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    if (res.destroyed) return reject(new Error(GONE));
    const done = (err?: Error) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error(GONE));
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * The CSV text of a table (BOM, header row, every row) in chunks of about `flush` characters:
 * the rows of a chunk are plain string concatenation, with no stream stage per row.
 */
export async function* csvChunks(table: Table, language: Language, flush = FLUSH): AsyncGenerator<string> {
  const line = csvLineWriter(
    table.columns.map((c) => c.kind),
    language,
  );
  let chunk = csvHead(table.columns, language);
  for await (const item of table.rows) {
    for (const row of rowsOf(item)) chunk += line(row.cells);
    if (chunk.length >= flush) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Streams a table as CSV in the reader's conventions (UTF-8 with a BOM either way, so Excel reads
 * the accents): `;`, CRLF, decimal comma, `1 234,56`, dd/mm/yyyy for French, `,`, LF and ISO
 * values otherwise; text from users is escaped against formulas. A chunk the socket does not
 * take at once waits for it to drain: memory stays flat whatever the size of the table.
 */
export function sendTableCsv(res: Response, filename: string, table: Table, language: Language): Promise<void> {
  return sendCsv(res, filename, csvChunks(table, language), language);
}

/** Streams CSV text given in chunks (`csvChunks`, or a report's own writer), waiting for the socket to drain. */
export async function sendCsv(res: Response, filename: string, chunks: AsyncIterable<string>, language: Language): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', contentDisposition(filename));
  res.setHeader('Content-Language', language);
  for await (const chunk of chunks) {
    if (res.destroyed) throw new Error(GONE);
    if (!res.write(chunk)) await drained(res);
  }
  res.end();
  await finished(res);
}
