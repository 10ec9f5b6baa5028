import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'superagent';

/** supertest parser keeping a binary body (xlsx, PDF) as a Buffer. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The text of a PDF as poppler's pdftotext reads it (layout kept), independently of pdfmake. */
export function pdfText(pdf: Buffer): string {
  if (spawnSync('pdftotext', ['-v']).error) throw new Error('pdftotext is required by this test: apt-get install poppler-utils');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-statement-'));
  const file = path.join(dir, 'statement.pdf');
  try {
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
