import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A cell that a spreadsheet would run as a formula gets a leading quote. */
export function escapeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A plain signed number (an amount) is data, not a formula.
  if (/^-\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Streams a CSV download (UTF-8, header row, formula-escaped cells). Rows may come from an
 * async iterator so that large exports keep memory flat.
 */
export async function sendCsv(
  res: Response,
  filename: string,
  header: readonly string[],
  rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>,
  options: { delimiter?: string } = {},
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', contentDisposition(filename));
  const source = Readable.from(
    (async function* () {
      yield header.map(escapeCsvCell);
      for await (const row of rows) yield row.map(escapeCsvCell);
    })(),
  );
  await pipeline(source, stringify({ delimiter: options.delimiter ?? ',' }), res);
}

/** Sends a file held in memory as an attachment (or inline). */
export function sendFile(
  res: Response,
  filename: string,
  contentType: string,
  body: Buffer | string,
  disposition: 'attachment' | 'inline' = 'attachment',
): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader(
    'Content-Disposition',
    disposition === 'inline' ? contentDisposition(filename).replace(/^attachment/, 'inline') : contentDisposition(filename),
  );
  res.send(body);
}
